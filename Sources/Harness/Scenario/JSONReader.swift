/// Parses JSON text (RFC 8259) into ``JSONNode``s that remember their positions.
struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses a whole JSON text.
    /// - Throws: ``JSONSyntaxError`` naming the line and column of the first error.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let node = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else {
            throw reader.error("unexpected text after the end of the JSON value")
        }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < 512 else { throw error("nesting too deep") }
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode {
            JSONNode(value: value, line: startLine, column: startColumn)
        }
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return node(.object(try readObject(depth: depth)))
        case UInt8(ascii: "["): return node(.array(try readArray(depth: depth)))
        case UInt8(ascii: "\""): return node(.string(try readString()))
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try readNumber()))
        default: throw error("expected a value, found '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> [JSONNode.Member] {
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try readString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append(JSONNode.Member(key: key, value: try readValue(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return members
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return elements
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                reader.index += 1
                count += 1
            }
            return count
        }
        guard digits(&self) > 0 else { throw error("expected digits in a number") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in an exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1
        // Bytes are gathered and decoded once at the end: linear in the string's length,
        // however many escapes it holds.
        var utf8: [UInt8] = []
        var run = index
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                utf8.append(contentsOf: bytes[run..<index])
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[run..<index])
                index += 1
                utf8.append(contentsOf: String(try readEscape()).utf8)
                run = index
            case 0..<0x20:
                throw error("control character in a string (write it as an escape)")
            default:
                index += 1
            }
        }
    }

    private mutating func readEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate in \\u escape") }
                index += 1
                guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape") }
                index += 1
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hex digits in a \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
