/// Swift source with its comments and string literals blanked out, so that the braces, parentheses
/// and names left are the code's own.
///
/// Every byte of a comment (`//`, `/* */`, nested) and of a string literal (`"…"`, `"""…"""`,
/// raw `#"…"#`, with escapes and `\(…)` interpolations, which may hold strings of their own)
/// becomes a space; line feeds stay, so offsets and line numbers are the original's.
/// Regex literals are not recognised (none of the kit's sources has one).
/// - Complexity: O(*n*) in the length of the source.
enum SwiftSourceMask {
    private enum Context {
        /// Code: the file itself, or an interpolation (`parens` open since its `\(`).
        case code(parens: Int?)
        case string(multiline: Bool, hashes: Int)
    }

    static func mask(_ source: [UInt8]) -> [UInt8] {
        var out = source
        var stack: [Context] = [.code(parens: nil)]
        var index = 0
        let count = source.count
        func at(_ offset: Int) -> UInt8? { offset < count ? source[offset] : nil }
        func blank(_ range: Range<Int>) {
            for offset in range where source[offset] != newline { out[offset] = space }
        }
        func hashes(from offset: Int) -> Int {
            var end = offset
            while at(end) == hash { end += 1 }
            return end - offset
        }
        func isQuote3(_ offset: Int) -> Bool { at(offset) == quote && at(offset + 1) == quote && at(offset + 2) == quote }

        while index < count {
            switch stack[stack.count - 1] {
            case .code(let parens):
                let byte = source[index]
                if byte == slash, at(index + 1) == slash {
                    var end = index
                    while end < count, source[end] != newline { end += 1 }
                    blank(index..<end)
                    index = end
                } else if byte == slash, at(index + 1) == star {
                    var depth = 0
                    var end = index
                    repeat {
                        if source[end] == slash, at(end + 1) == star {
                            depth += 1
                            end += 2
                        } else if source[end] == star, at(end + 1) == slash {
                            depth -= 1
                            end += 2
                        } else {
                            end += 1
                        }
                    } while depth > 0 && end < count
                    blank(index..<min(end, count))
                    index = end
                } else if byte == quote || (byte == hash && at(index + hashes(from: index)) == quote) {
                    let opening = byte == hash ? hashes(from: index) : 0
                    let multiline = isQuote3(index + opening)
                    let end = index + opening + (multiline ? 3 : 1)
                    blank(index..<end)
                    stack.append(.string(multiline: multiline, hashes: opening))
                    index = end
                } else if let parens, byte == openParen || byte == closeParen {
                    if byte == closeParen, parens == 1 {
                        stack.removeLast()  // back into the string
                        blank(index..<(index + 1))
                    } else {
                        stack[stack.count - 1] = .code(parens: parens + (byte == openParen ? 1 : -1))
                        blank(index..<(index + 1))
                    }
                    index += 1
                } else {
                    if parens != nil { blank(index..<(index + 1)) }
                    index += 1
                }
            case .string(let multiline, let hashCount):
                let byte = source[index]
                if byte == backslash, hashes(from: index + 1) >= hashCount {
                    let afterHashes = index + 1 + hashCount
                    if at(afterHashes) == openParen {
                        blank(index..<(afterHashes + 1))
                        stack.append(.code(parens: 1))
                        index = afterHashes + 1
                    } else {
                        // An escape (`\n`, `\"`, `\\`, `\u{…}`'s first character): skip what it escapes.
                        let end = min(hashCount == 0 ? index + 2 : afterHashes + 1, count)
                        blank(index..<end)
                        index = end
                    }
                } else if byte == quote, !multiline || isQuote3(index),
                    hashes(from: index + (multiline ? 3 : 1)) >= hashCount
                {
                    let end = index + (multiline ? 3 : 1) + hashCount
                    blank(index..<end)
                    stack.removeLast()
                    index = end
                } else if byte == newline, !multiline {
                    stack.removeLast()  // an unterminated literal ends with its line
                    index += 1
                } else {
                    blank(index..<(index + 1))
                    index += 1
                }
            }
        }
        return out
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")
    private static let openParen = UInt8(ascii: "(")
    private static let closeParen = UInt8(ascii: ")")
}
