import CommandLineKit

/// Selects cases by a regular expression, or, when the pattern is not a valid one, by a
/// case-insensitive substring (the tool then says so on standard error).
///
/// A case is named `suite/Subject.Operation/column` for matching ("list/Products.create/MVC"),
/// so `--filter binding`, `--filter Store.` and `--filter '/(MVC|Direct)$'` all work. A case
/// measured on a number of rows is also named as the reports print it, with `@rows`
/// ("list/Products.create@10000/MVC"), so a printed name such as `Products.create@10000` can be
/// passed as it is. The pattern is also tried on the name's first parts, `suite/Subject.Operation`
/// (and `suite/Subject.Operation@rows`) and `suite`, so an end anchor ends where a regex user
/// means it to: `'Car.editMake$'` selects that case in every column, `'^binding$'` the whole
/// suite, `'TCA$'` the TCA column (decision: matching only the full name made a trailing `$`
/// select nothing but columns).
///
/// A match that stops inside a number does not count: a number in a name is matched whole, so
/// `Products.create@1000` does not select `Products.create@10000`, nor `send1` `send10`.
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

    /// Whether the case `suite/name/column` (measured on `rows` rows, if given) is selected: the
    /// pattern matches inside `suite/name/column`, `suite/name` or `suite`, or, with `rows`,
    /// inside `suite/name@rows/column` or `suite/name@rows`, and the match does not stop
    /// between two digits.
    public func matches(suite: String, name: String, column: String, rows: Int? = nil) -> Bool {
        guard let pattern, !pattern.isEmpty else { return true }
        var subjects = ["\(suite)/\(name)/\(column)", "\(suite)/\(name)", suite]
        if let rows { subjects += ["\(suite)/\(name)@\(rows)/\(column)", "\(suite)/\(name)@\(rows)"] }
        if let regex = try? Regex(pattern).ignoresCase() {
            return subjects.contains { subject in
                subject.matches(of: regex).contains { !Self.endsInsideNumber(subject, at: $0.range.upperBound) }
            }
        }
        // As text, a part of the name is in the full name: the full names alone decide.
        let text = pattern.lowercased()
        let full = rows == nil ? [subjects[0]] : [subjects[0], subjects[3]]
        return full.contains { subject in
            let lowered = subject.lowercased()
            var start = lowered.startIndex
            while let range = lowered[start...].range(of: text) {
                if !Self.endsInsideNumber(lowered, at: range.upperBound) { return true }
                start = lowered.index(after: range.lowerBound)
            }
            return false
        }
    }

    /// Whether `index` falls between two digits of `text`.
    static func endsInsideNumber(_ text: String, at index: String.Index) -> Bool {
        guard index > text.startIndex, index < text.endIndex else { return false }
        return text[text.index(before: index)].isNumber && text[index].isNumber
    }

    /// Whether a measurement that reports several results (`Products.list` and
    /// `Products.listAfterPop`, say) is selected: any of `names` is, in `column`.
    ///
    /// - Parameters:
    ///   - suite: The suite's name.
    ///   - names: The names of the results the one measurement reports.
    ///   - column: The column's name.
    ///   - rows: The rows the measurement works on, if it is measured on a number of rows.
    /// - Returns: Whether ``matches(suite:name:column:rows:)`` holds for one of `names`.
    public func matches(suite: String, names: [String], column: String, rows: Int? = nil) -> Bool {
        names.contains { matches(suite: suite, name: $0, column: column, rows: rows) }
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
        return text
            + "; names are matched as suite/Subject.Operation/column, e.g. 'binding/Car.editMake/MVC' or 'list/Products.create@1000/MVC'."
    }
}
