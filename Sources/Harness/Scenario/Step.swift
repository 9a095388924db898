import CommandLineKit

/// One step of a scenario: a user action or an expectation (Docs/Contract.md, "Scenario files").
public enum Step: Sendable, Hashable, CustomStringConvertible {
    /// Tap the button with this id.
    case tap(String)
    /// Replace the text of the field with this id, in one edit event.
    case type(field: String, text: String)
    /// Select a row of a table.
    case select(table: String, row: Int)
    /// Delete a row of a table (swipe to delete).
    case delete(table: String, row: Int)
    /// Go back: pop the top screen.
    case back
    /// Complete the request in flight.
    case respond(Response)
    /// Check what the screen shows.
    case expect(Expectation)

    /// The step in the words reports use, e.g. `tap "login"`; a long typed text is cut in the
    /// middle as failure messages print values (`String.elidedQuoted(limit:)`).
    public var description: String {
        switch self {
        case .tap(let id): "tap \(id.quoted)"
        case .type(let field, let text): "type \(ExpectationCheck.quoted(text)) into \(field.quoted)"
        case .select(let table, let row): "select row \(row) of \(table.quoted)"
        case .delete(let table, let row): "delete row \(row) of \(table.quoted)"
        case .back: "back"
        case .respond(let response): "respond \(response)"
        case .expect: "expect"
        }
    }
}

/// How the harness completes a request held in flight (Docs/Contract.md, "Scenario files", `respond`).
public enum Response: Sendable, Hashable, CustomStringConvertible {
    /// A 200 answer whose body is the contents of a file.
    /// - Parameter path: The file's absolute path (relative paths are resolved against the
    ///   scenario file when it is read).
    case fixture(path: String)
    /// An HTTP answer with a status code and a body.
    case status(Int, body: String)
    /// The server cannot be reached.
    case unreachable

    public var description: String {
        switch self {
        case .fixture(let path): "fixture \((path.split(separator: "/").last.map(String.init) ?? path).escaped)"
        case .status(let code, _): "status \(code)"
        case .unreachable: "unreachable"
        }
    }
}
