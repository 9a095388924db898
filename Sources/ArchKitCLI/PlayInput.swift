import Harness

/// One line of a `play` session, parsed: a step in the words of the scenario format, or a
/// command of the session itself.
///
/// ```
/// tap login                 type name Ann             type name "  Ann  "
/// select products 3         delete products 0         back
/// respond ok                respond status 500        respond status 200 {"Message":"Caching in progress"}
/// respond file answer.json  respond error             undo · save [--force] FILE · history · help · quit
/// ```
///
/// Ids are case-sensitive, as in scenario files; command words are not. The text of `type` is
/// the rest of the line, or a quoted string with Swift's escapes (`\"`, `\\`, `\n`, `\t`, `\r`,
/// `\0`, `\u{…}`) for an empty text or one with spaces at its ends.
enum PlayInput: Equatable {
    /// A user action for every architecture.
    case step(Step)
    /// `respond …`: completes the request in flight (turned into a ``Response`` by the session,
    /// which reads files).
    case respond(PlayResponse)
    /// `undo`: replays the session without its last step.
    case undo
    /// `save [--force] FILE`: writes the session as a scenario file; an existing file is
    /// replaced only with `--force`.
    case save(path: String, replacing: Bool)
    /// `history`: the lines entered so far.
    case history
    /// `help`: the commands.
    case help
    /// `quit` (or `exit`): ends the session.
    case quit
    /// A blank line or a `#` comment.
    case nothing

    /// The command words, in the order the help lists them.
    static let commands = ["tap", "type", "select", "delete", "back", "respond", "undo", "save", "history", "help", "quit"]

    /// Parses one line.
    /// - Throws: ``PlayError`` saying what was expected, with the values escaped.
    static func parse(_ line: String) throws(PlayError) -> PlayInput {
        var words = Words(line)
        guard let command = words.next() else { return .nothing }
        if command.hasPrefix("#") { return .nothing }
        let input: PlayInput
        switch command.lowercased() {
        case "tap":
            input = .step(.tap(try words.required("a button id", usage: "tap ID")))
        case "type":
            let field = try words.required("a field id", usage: "type FIELD TEXT")
            input = .step(.type(field: field, text: try words.text()))
            return input
        case "select", "delete":
            let usage = "\(command.lowercased()) TABLE ROW"
            let table = try words.required("a table id", usage: usage)
            let row = try words.required("a row number", usage: usage)
            guard let index = Int(row), index >= 0 else {
                throw PlayError("\(command.lowercased()) takes a row number from 0; got \(row.quoted)")
            }
            input = .step(
                command.lowercased() == "select" ? .select(table: table, row: index) : .delete(table: table, row: index))
        case "back":
            input = .step(.back)
        case "respond":
            input = .respond(try PlayResponse.parse(&words))
            return input
        case "undo":
            input = .undo
        case "save":
            var afterFlag = words
            let replacing = afterFlag.next() == "--force"
            if replacing { words = afterFlag }
            input = .save(path: try words.path(usage: "save [--force] FILE"), replacing: replacing)
        case "history":
            input = .history
        case "help", "?":
            input = .help
        case "quit", "exit":
            input = .quit
        default:
            throw PlayError(
                "unknown command \(command.quoted); commands: \(commands.joined(separator: ", ")) (help explains them)")
        }
        if let extra = words.rest() {
            if case .save = input {
                throw PlayError(
                    "save takes one file path (quote a path with spaces: save \"my session.json\"); got \(extra.quoted) after it")
            }
            throw PlayError("\(command.lowercased()) takes no more words; got \(extra.quoted)")
        }
        return input
    }
}

/// How `respond` answers the request in flight.
enum PlayResponse: Equatable {
    /// `respond ok`: a 200 with the two-country summary of the built-in scenarios.
    case ok
    /// `respond status CODE [BODY]`.
    case status(Int, body: String)
    /// `respond file PATH` (or `respond fixture PATH`, as scenario files and the step's echo
    /// spell it): a 200 whose body is the file's.
    case file(String)
    /// `respond error` (or `respond unreachable`, as scenario files spell it): the server cannot
    /// be reached.
    case error

    static let usage = "respond ok | respond error | respond status CODE [BODY] | respond file PATH"

    static func parse(_ words: inout Words) throws(PlayError) -> PlayResponse {
        let kind = try words.required("ok, error, status or file", usage: usage)
        let response: PlayResponse
        switch kind.lowercased() {
        case "ok": response = .ok
        case "error", "unreachable": response = .error
        case "status":
            let word = try words.required("an HTTP status code", usage: usage)
            guard let code = Int(word), (100...599).contains(code) else {
                throw PlayError("respond status takes an HTTP status code from 100 to 599; got \(word.quoted)")
            }
            return .status(code, body: words.rest() ?? "")
        case "file", "fixture":
            return .file(try words.text(what: "a file path", usage: usage))
        default:
            throw PlayError("respond takes ok, error, status CODE [BODY] or file PATH; got \(kind.quoted)")
        }
        if let extra = words.rest() {
            throw PlayError("respond \(kind.lowercased()) takes no more words; got \(extra.quoted)")
        }
        return response
    }
}

/// A line of a `play` session that cannot be done; the session prints it after `? ` and goes on.
struct PlayError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The words of a line, read from the front.
struct Words {
    private var remaining: Substring

    init(_ line: String) {
        remaining = line[...]
    }

    /// The next word, or `nil` when only spaces are left.
    mutating func next() -> String? {
        remaining = remaining.drop(while: \.isWhitespace)
        guard !remaining.isEmpty else { return nil }
        let word = remaining.prefix(while: { !$0.isWhitespace })
        remaining = remaining.dropFirst(word.count)
        return String(word)
    }

    /// The next word.
    /// - Throws: ``PlayError`` naming `what` and the usage when there is none.
    mutating func required(_ what: String, usage: String) throws(PlayError) -> String {
        guard let word = next() else { throw PlayError("expected \(what): \(usage)") }
        return word
    }

    /// The rest of the line, without the spaces around it, or `nil` when nothing is left.
    mutating func rest() -> String? {
        let text = remaining.drop(while: \.isWhitespace)
        remaining = remaining[remaining.endIndex...]
        let trimmed = text.reversed().drop(while: \.isWhitespace).reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// The rest of the line as a text: a quoted string with Swift's escapes, or the words as
    /// typed (an empty rest is the empty text).
    /// - Throws: ``PlayError`` for a quoted string that is not closed or has an unknown escape,
    ///   or text after its closing quote.
    mutating func text() throws(PlayError) -> String {
        guard let rest = rest() else { return "" }
        guard rest.hasPrefix("\"") else { return rest }
        return try QuotedText.parse(rest)
    }

    /// The next word as a file path, or a quoted string for a path with spaces
    /// (`save "my session.json"`); nothing may follow the closing quote.
    /// - Throws: ``PlayError`` when there is no path, or for a quoted string that is not closed
    ///   or has an unknown escape.
    mutating func path(usage: String) throws(PlayError) -> String {
        var rest = self
        guard let first = rest.next() else { throw PlayError("expected a file path: \(usage)") }
        guard first.hasPrefix("\"") else {
            self = rest
            return first
        }
        let value = try text()
        guard !value.isEmpty else { throw PlayError("expected a file path: \(usage)") }
        return value
    }

    /// The rest of the line as a text that must not be empty.
    mutating func text(what: String, usage: String) throws(PlayError) -> String {
        let value = try text()
        guard !value.isEmpty else { throw PlayError("expected \(what): \(usage)") }
        return value
    }
}
