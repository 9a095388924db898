import Domain

/// A user scenario: a feature to start on and the steps a user takes, with expectations.
///
/// Scenarios are data (Docs/Contract.md, "Scenario files"): read from JSON with ``ScenarioFile``, or built in
/// Swift with the same ``Step``s. One scenario runs unchanged against every architecture.
public struct Scenario: Sendable, Hashable, CustomStringConvertible {
    /// The scenario's name, as reports print it.
    public var name: String
    /// The feature whose first screen the app starts on, with the demo data.
    public var feature: Feature
    /// The steps, in order.
    public var steps: [Step]
    /// Where the scenario was read from (a file path, or "built-in/NAME.json"), for messages.
    public var source: String

    /// Whether ``source`` is the path of the file the scenario was read from
    /// (``ScenarioFile/load(path:)``), whatever its extension.
    public var isReadFromFile = false

    /// The scenario's name as reports and messages print it, one rule (Docs/Contract.md,
    /// "Scenario files"): for a scenario read from a file, the file's name without `.json`,
    /// prefixed by its folder's when that folder is a feature's (`welcome/02-sign-in`, the
    /// built-in layout), so the same file has the same name however its path is spelled
    /// (`/tmp/nc/good.json`, `good.json`, `./good.json` are all `good`); for any other, its
    /// ``name``.
    public var description: String {
        guard isReadFromFile || source.hasSuffix(".json") else { return name }
        let parts = source.split(separator: "/")
        guard let last = parts.last else { return name }
        let file = last.hasSuffix(".json") ? last.dropLast(5) : last
        if parts.count >= 2, Feature(rawValue: String(parts[parts.count - 2])) != nil {
            return "\(parts[parts.count - 2])/\(file)"
        }
        return String(file)
    }

    /// Creates a scenario.
    public init(name: String, feature: Feature, steps: [Step], source: String = "swift") {
        self.name = name
        self.feature = feature
        self.steps = steps
        self.source = source
    }
}
