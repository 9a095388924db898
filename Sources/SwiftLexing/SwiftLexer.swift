/// Reads Swift source the way the compiler's lexer splits it, as far as the kit's two readers of
/// its own sources need: which lines hold code, which only comments, which nothing; the code's
/// words and punctuation, with comments and the insides of string literals left out (what
/// `archkit stats` counts); and the source with its comments and string literals blanked out
/// (what the docs' excerpt generator finds declarations in, so braces in strings do not count).
///
/// What it knows of Swift's lexical grammar (The Swift Programming Language, "Lexical
/// Structure"): `//` comments to the end of the line (`///` doc comments too); `/* … */`
/// comments, nested (`/** */` too); string literals `"…"` with escapes, multi-line `"""…"""`,
/// and raw strings `#"…"#` / `##"""…"""##`, each with interpolations `\(…)` (`\#(…)` in raw
/// strings), whose code it reads as code, strings inside included; identifiers (with
/// `` `backticks` ``, `$0`, attributes as one word `@Test`, directives as one word `#if`).
/// Bare regex literals (`/…/`) are read as operators; the package has none.
///
/// A line counts as **code** when any of it is code, a string literal or an interpolation
/// (a line inside a multi-line string literal is code, even blank, since it is part of the
/// string's value; `#if`, `#else` and `#endif` lines are code); else as a **comment** line when a
/// comment on it has any character other than white space; else as **blank**.
///
/// Unterminated literals and comments end where Swift's lexer gives up on them (a single-line
/// string at its line's end, a block comment at the end of the source); no input makes it fail.
///
/// - Complexity: O(*n*) in the bytes of the source.
public struct SwiftLexer: Sendable {
    /// What a line holds.
    public enum LineKind: Equatable, Sendable {
        /// Code, a string literal or an interpolation, on any part of the line.
        case code
        /// Only comments (with some character other than white space) and white space.
        case comment
        /// Only white space, or nothing.
        case blank
    }

    /// One word or punctuation mark of code.
    public struct Token: Equatable, Sendable {
        /// The word (`struct`, `Foo`, `@Test`, `#if`, `` `Type` `` as `Type`) or the mark (`{`).
        public var text: String
        /// Its 0-based line.
        public var line: Int
        /// Whether it is a word (an identifier, keyword, attribute or directive), not a mark.
        public var isWord: Bool
    }

    /// Each line's kind, in order (a final line without a newline counts; an empty source has
    /// no lines).
    public private(set) var lines: [LineKind] = []
    /// The code's tokens, in order; number literals are left out.
    public private(set) var tokens: [Token] = []
    /// The source's UTF-8 bytes with every byte of a comment (`//`, `/* */`, nested) and of a
    /// string literal (its quotes, escapes and `\(…)` interpolations, strings inside them
    /// included) replaced by a space; line feeds stay, so offsets and line numbers are the
    /// source's. What is left is the code's own braces, brackets and names.
    public private(set) var maskedBytes: [UInt8] = []

    /// Where the scanner is: in code (the root, or an interpolation and its open parentheses),
    /// or inside a string literal.
    private enum Context {
        case code(parentheses: Int)
        case string(multiline: Bool, hashes: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 0
    private var hasCode: [Bool] = [false]
    private var hasComment: [Bool] = [false]
    private var contexts: [Context] = [.code(parentheses: 0)]

    /// Scans `source`.
    /// - Complexity: O(*n*) in the bytes of `source`.
    public init(_ source: String) {
        bytes = Array(source.utf8)
        maskedBytes = bytes
        scan()
        let count = bytes.last == UInt8(ascii: "\n") ? line : line + 1
        lines = (0..<(bytes.isEmpty ? 0 : count)).map { line in
            hasCode[line] ? .code : hasComment[line] ? .comment : .blank
        }
    }

    /// The number of lines of `kind`.
    /// - Complexity: O(*l*) in the lines.
    public func count(_ kind: LineKind) -> Int { lines.count { $0 == kind } }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newline() {
        line += 1
        hasCode.append(false)
        hasComment.append(false)
    }

    private mutating func scan() {
        while index < bytes.count {
            guard let context = contexts.last else { return }
            if bytes[index] == UInt8(ascii: "\n") {
                newline()
                index += 1
                if case .string(let multiline, _) = context {
                    // A single-line string cannot span lines: drop it (the compiler reports it).
                    if multiline { hasCode[line] = true } else { contexts.removeLast() }
                }
                continue
            }
            let start = index
            let depth = contexts.count
            let opensComment =
                bytes[index] == UInt8(ascii: "/") && (byte(at: 1) == UInt8(ascii: "/") || byte(at: 1) == UInt8(ascii: "*"))
            switch context {
            case .code(let parentheses): scanCode(parentheses: parentheses)
            case .string(let multiline, let hashes): scanString(multiline: multiline, hashes: hashes)
            }
            // Inside a literal (or one of its interpolations), opening one, or a comment: blanked.
            if depth > 1 || contexts.count > depth || opensComment { mask(start..<index) }
        }
    }

    private mutating func mask(_ range: Range<Int>) {
        for offset in range where bytes[offset] != UInt8(ascii: "\n") { maskedBytes[offset] = UInt8(ascii: " ") }
    }

    private mutating func scanCode(parentheses: Int) {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            index += 1
            return
        }
        if byte == UInt8(ascii: "/"), self.byte(at: 1) == UInt8(ascii: "/") {
            lineComment()
            return
        }
        if byte == UInt8(ascii: "/"), self.byte(at: 1) == UInt8(ascii: "*") {
            blockComment()
            return
        }
        hasCode[line] = true
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") && startsRawString() {
            openString()
            return
        }
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
            if case .code = contexts[contexts.count - 1], contexts.count > 1 {
                if byte == UInt8(ascii: ")"), parentheses == 0 {
                    // The end of an interpolation: back into its string.
                    contexts.removeLast()
                    index += 1
                    return
                }
                contexts[contexts.count - 1] = .code(parentheses: parentheses + (byte == UInt8(ascii: "(") ? 1 : -1))
            }
        }
        if Self.isDigit(byte) {
            index += 1
            while index < bytes.count, Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") && nextIsDigit() {
                index += 1
            }
            return
        }
        if byte == UInt8(ascii: "`") {
            let start = index + 1
            index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            tokens.append(Token(text: text(start..<index), line: line, isWord: true))
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            return
        }
        let startsWord =
            Self.isWordByte(byte)
            || (byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "$"))
                && self.byte(at: 1).map(Self.isWordByte) == true
        if startsWord {
            let start = index
            index += 1
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            tokens.append(Token(text: text(start..<index), line: line, isWord: true))
            return
        }
        tokens.append(Token(text: String(UnicodeScalar(byte)), line: line, isWord: false))
        index += 1
    }

    private mutating func lineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if !Self.isSpace(bytes[index]) { hasComment[line] = true }
            index += 1
        }
    }

    /// A `/* … */` comment, nested ones included (Swift's block comments nest).
    private mutating func blockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                depth += 1
                hasComment[line] = true
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
                depth -= 1
                hasComment[line] = true
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") {
                    newline()
                } else if !Self.isSpace(bytes[index]) {
                    hasComment[line] = true
                }
                index += 1
            }
        }
    }

    /// Whether the `#`s here open a raw string (`#"`, `##"""`).
    private func startsRawString() -> Bool {
        var offset = 0
        while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(at: offset) == UInt8(ascii: "\"")
    }

    private mutating func openString() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        contexts.append(.string(multiline: multiline, hashes: hashes))
    }

    private mutating func scanString(multiline: Bool, hashes: Int) {
        hasCode[line] = true
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ self.byte(at: 1 + $0) == UInt8(ascii: "#") }) {
            index += 1 + hashes
            if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                index += 1
                contexts.append(.code(parentheses: 0))
            } else if index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                index += 1
            }
            return
        }
        if byte == UInt8(ascii: "\""),
            !multiline || self.byte(at: 1) == UInt8(ascii: "\"") && self.byte(at: 2) == UInt8(ascii: "\"")
        {
            let quotes = multiline ? 3 : 1
            if (0..<hashes).allSatisfy({ self.byte(at: quotes + $0) == UInt8(ascii: "#") }) {
                index += quotes + hashes
                contexts.removeLast()
                return
            }
        }
        index += 1
    }

    private func nextIsDigit() -> Bool { byte(at: 1).map(Self.isDigit) == true }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// A byte of an identifier: ASCII letters, digits, `_`, and any byte of a non-ASCII
    /// character (Swift's identifiers take most of Unicode; the package's are ASCII).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
