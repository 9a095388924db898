/// A string literal in Swift's syntax, as `play` reads one after `type` or `save`:
/// `"  Ann  "`, `"line\nbreak"`, `"\u{1F600}"`.
enum QuotedText {
    /// The text of `literal`, which starts with `"`.
    /// - Throws: ``PlayError`` for a literal that is not closed, an unknown escape, or words
    ///   after the closing quote.
    static func parse(_ literal: String) throws(PlayError) -> String {
        var scalars = literal.unicodeScalars.dropFirst()
        var text = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                guard scalars.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw PlayError("unexpected text after the closing quote in \(literal.debugDescription)")
                }
                return String(text)
            case "\\":
                text.append(try escape(&scalars, in: literal))
            default:
                text.append(scalar)
            }
        }
        throw PlayError("no closing quote in \(literal.debugDescription)")
    }

    private static func escape(_ scalars: inout Substring.UnicodeScalarView, in literal: String) throws(PlayError)
        -> Unicode.Scalar
    {
        switch scalars.popFirst() {
        case "\"": return "\""
        case "\\": return "\\"
        case "'": return "'"
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u":
            guard scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}") else { break }
            let hex = String(String.UnicodeScalarView(scalars[..<close]))
            scalars = scalars[scalars.index(after: close)...]
            guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                break
            }
            return scalar
        default:
            break
        }
        throw PlayError(
            "unknown escape in \(literal.debugDescription) (expected \\\", \\\\, \\n, \\t, \\r, \\0 or \\u{hex})")
    }
}
