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
    public var escaped: String { escaping(quotesAndBackslashes: true) }

    /// The text as one printable line with only what cannot be shown escaped: tab, newline,
    /// carriage return, NUL and every other invisible or control character as ``escaped``
    /// writes them, and `\` and `"` as they are; what an echo of a typed line prints, so that
    /// `type name "日本語"` comes back as typed.
    ///
    /// ```swift
    /// print("type name \"Ann\tLee\"".escapingInvisibles)
    /// // Prints: type name "Ann\tLee"
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public var escapingInvisibles: String { escaping(quotesAndBackslashes: false) }

    private func escaping(quotesAndBackslashes: Bool) -> String {
        var text = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\" where quotesAndBackslashes: text += "\\\\"
            case "\"" where quotesAndBackslashes: text += "\\\""
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

    /// The text ``quoted``, with its middle left out when it has more than `limit` characters:
    /// its first and last `limit / 2` characters around `…`, then its length in characters
    /// (`"Lorem ipsum…dolor sit" (1000000 characters)`), so that a message about a long value
    /// stays a line a person reads. A text of at most `limit` characters is just ``quoted``.
    ///
    /// - Parameter limit: The most characters (Swift `Character`s) printed whole; at least 2.
    /// - Complexity: O(*n*) in the length of the text, to count it.
    public func elidedQuoted(limit: Int) -> String {
        let length = count
        guard length > limit else { return quoted }
        let kept = Swift.max(limit / 2, 1)
        return "\"\(String(prefix(kept)).escaped)…\(String(suffix(kept)).escaped)\" (\(length) characters)"
    }

    /// Two texts that differ, as a message prints them side by side: each ``elidedQuoted(limit:)``,
    /// except that a text longer than `limit` whose first difference from the other lies past its
    /// first `limit / 4` characters is cut to a window of `limit / 2` characters that starts
    /// `limit / 4` before that difference (`"…xxAxx…" (1000000 characters, shown from character
    /// 499970)`), both texts from the same character, so the difference is on the line instead of
    /// in the part cut out.
    ///
    /// - Parameters:
    ///   - first: One text, e.g. the expected value.
    ///   - second: The other, e.g. the value shown.
    ///   - limit: The most characters printed whole; at least 4.
    /// - Returns: The two texts as printed, in the order given.
    /// - Complexity: O(*n*) in the length of the longer text.
    public static func elidedQuotedPair(_ first: String, _ second: String, limit: Int) -> (String, String) {
        guard first.count > limit || second.count > limit else {
            return (first.elidedQuoted(limit: limit), second.elidedQuoted(limit: limit))
        }
        let common = zip(first, second).prefix(while: { $0 == $1 }).count
        let start = Swift.max(0, common - limit / 4)
        func window(_ text: String) -> String {
            let length = text.count
            // A short text is printed whole; a difference near the start shows in the head.
            guard length > limit, start > 0 else { return text.elidedQuoted(limit: limit) }
            let shown = text.dropFirst(start).prefix(Swift.max(limit / 2, 1))
            let tail = start + shown.count < length ? "…" : ""
            return "\"…\(String(shown).escaped)\(tail)\" (\(length) characters, shown from character \(start))"
        }
        return (window(first), window(second))
    }
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
