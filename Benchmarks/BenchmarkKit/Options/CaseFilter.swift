import CommandLineKit

/// Selects cases by a regular expression, or, when the pattern is not a valid one, by a
/// case-insensitive substring (the tool then says so on standard error).
///
/// A case is named `suite/Subject.Operation/column` for matching ("list/Products.create/MVC"),
/// so `--filter binding`, `--filter Store.` and `--filter '/(MVC|Direct)$'` all work. The
/// pattern is also tried on the name's first parts, `suite/Subject.Operation` and `suite`, so
/// an end anchor ends where a regex user means it to: `'Car.editMake$'` selects that case in
/// every column, `'^binding$'` the whole suite, `'TCA$'` the TCA column (decision: matching
/// only the full name made a trailing `$` select nothing but columns).
public struct CaseFilter: Sendable {
    /// The pattern as given.
    public let pattern: String?

    /// Creates a filter; `nil` selects everything.
    public init(_ pattern: String?) {
        self.pattern = pattern
    }

    /// Whether the pattern is not a valid regular expression and is matched as text.
    public var takenAsText: Bool {
        guard let pattern, !pattern.isEmpty else { return false }
        return (try? Regex(pattern)) == nil
    }

    /// What the tool prints on standard error when the pattern is matched as text, else `nil`.
    public var textNote: String? {
        guard takenAsText, let pattern else { return nil }
        return "note: --filter '\(pattern.escaped)' is not a valid regular expression; it is matched as text."
    }

    /// Whether the case `suite/name/column` is selected: the pattern matches inside
    /// `suite/name/column`, `suite/name` or `suite`.
    public func matches(suite: String, name: String, column: String) -> Bool {
        guard let pattern, !pattern.isEmpty else { return true }
        let subjects = ["\(suite)/\(name)/\(column)", "\(suite)/\(name)", suite]
        if let regex = try? Regex(pattern).ignoresCase() {
            return subjects.contains { $0.contains(regex) }
        }
        // As text, a part of the name is in the full name: the full name alone decides.
        return subjects[0].lowercased().contains(pattern.lowercased())
    }

    /// Whether a measurement that reports several results (`Products.list` and
    /// `Products.listAfterPop`, say) is selected: any of `names` is, in `column`.
    ///
    /// - Parameters:
    ///   - suite: The suite's name.
    ///   - names: The names of the results the one measurement reports.
    ///   - column: The column's name.
    /// - Returns: Whether ``matches(suite:name:column:)`` holds for one of `names`.
    public func matches(suite: String, names: [String], column: String) -> Bool {
        names.contains { matches(suite: suite, name: $0, column: column) }
    }

    /// Whether any case of a suite could be selected: the suite's name matches, or the
    /// pattern could match something inside it.
    public func mayMatch(suite: String, names: [String], columns: [String]) -> Bool {
        names.contains { name in columns.contains { matches(suite: suite, name: name, column: $0) } }
    }
}

extension BenchmarkOptions {
    /// The error when `--filter` (with `--arch`, if given) selected no case at all, so that
    /// `report` is empty; `nil` when it has results or nothing was filtered. The tool prints it
    /// and exits 1.
    public func noMatchError(for report: BenchmarkReport) -> String? {
        guard let filter, report.suites.allSatisfy({ $0.results.isEmpty }) else { return nil }
        var text = "Error: no case matches --filter '\(filter.escaped)'"
        if CaseFilter(filter).takenAsText { text += " (not a valid regular expression, so matched as text)" }
        if let columns { text += " in the columns --arch \(columns.joined(separator: ","))" }
        return text + "; names are matched as suite/Subject.Operation/column, e.g. 'binding/Car.editMake/MVC'."
    }
}
