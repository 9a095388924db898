/// Measures how deeply JSON text nests, without parsing it, so that a file nested far deeper
/// than any report is refused with that reason (Foundation's parser gives up on it with an
/// error that reads as if the file were not JSON at all).
enum JSONDepth {
    /// Where the nesting of `data` first goes past `limit` arrays and objects, or `nil` when it
    /// never does. Brackets inside strings do not count.
    /// - Complexity: O(*n*) in the number of bytes.
    static func exceeding(_ limit: Int, in data: some Collection<UInt8>) -> (line: Int, depth: Int)? {
        var depth = 0
        var line = 1
        var inString = false
        var escaped = false
        for byte in data {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return (line, depth) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }
}
