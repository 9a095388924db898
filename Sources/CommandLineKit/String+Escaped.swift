extension String {
    /// The text as one printable line: `\`, `"`, tab, newline, carriage return and NUL as
    /// Swift writes them in a literal (`\\`, `\"`, `\t`, `\n`, `\r`, `\0`), and every other
    /// invisible or control character as a `\u{…}` escape of its code point in hex, as Swift's
    /// `String.debugDescription` does for control characters.
    ///
    /// Invisible means a control or format character (`\u{1B}`, zero-width space `\u{200B}`,
    /// `\u{FEFF}`), a line or paragraph separator, a space other than U+0020 (no-break space
    /// `\u{A0}`), or a private-use, surrogate or unassigned code point. Two texts that differ only
    /// in such characters therefore print differently, and none of them reaches the terminal.
    ///
    /// ```swift
    /// print("Caching\nin\u{A0}progress\u{1B}[2J".escaped)
    /// // Prints: Caching\nin\u{A0}progress\u{1B}[2J
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public var escaped: String {
        var text = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\0": text += "\\0"
            default:
                if scalar.isInvisible {
                    text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// Whether the text prints as it is on one line: it holds no character ``escaped`` writes
    /// as an escape other than `\` and `"` (no control, invisible or line-breaking character).
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public var isPrintableOnOneLine: Bool {
        unicodeScalars.allSatisfy { $0 == " " || !$0.isInvisible }
    }

    /// The text ``escaped`` between double quotes: `"Ann\u{A0}Lee"`; what failure messages
    /// print for a value.
    public var quoted: String { "\"\(escaped)\"" }
}

extension Unicode.Scalar {
    /// Whether the scalar shows nothing (or moves the cursor) on a terminal; see
    /// `String.escaped`.
    fileprivate var isInvisible: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        case .spaceSeparator: self != " "
        default: false
        }
    }
}
