/// Selects cases by a regular expression, or, when the pattern is not a valid one, by a
/// case-insensitive substring.
///
/// A case is named `suite/Subject.Operation/column` for matching ("list/Products.create/MVC"),
/// so `--filter binding`, `--filter Store.` and `--filter '/(MVC|Direct)$'` all work.
public struct CaseFilter: Sendable {
    /// The pattern as given.
    public let pattern: String?

    /// Creates a filter; `nil` selects everything.
    public init(_ pattern: String?) {
        self.pattern = pattern
    }

    /// Whether the case `suite/name/column` is selected.
    public func matches(suite: String, name: String, column: String) -> Bool {
        guard let pattern, !pattern.isEmpty else { return true }
        let subject = "\(suite)/\(name)/\(column)"
        if let regex = try? Regex(pattern).ignoresCase() {
            return subject.contains(regex)
        }
        return subject.lowercased().contains(pattern.lowercased())
    }

    /// Whether any case of a suite could be selected: the suite's name matches, or the
    /// pattern could match something inside it.
    public func mayMatch(suite: String, names: [String], columns: [String]) -> Bool {
        names.contains { name in columns.contains { matches(suite: suite, name: name, column: $0) } }
    }
}
