/// A JSON value with the line and column it starts at.
///
/// Scenario files are read with this small reader rather than Foundation's `JSONSerialization`
/// because errors in a scenario must name the line of the offending step, and Foundation keeps
/// no positions for the values it parses.
struct JSONNode {
    enum Value {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    struct Member {
        var key: String
        var value: JSONNode
    }

    var value: Value
    /// 1-based line of the value's first character.
    var line: Int
    /// 1-based column of the value's first character.
    var column: Int

    /// A short name of the value's kind, for error messages: "an object", "a string", ….
    var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A syntax error in a JSON text, with its position.
struct JSONSyntaxError: Error {
    var message: String
    var line: Int
    var column: Int
}
