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

    /// The scenario's file as `feature/file` without `.json` (e.g. `welcome/02-sign-in`), or its
    /// name when it was not read from a file. Test reports and messages use it.
    public var description: String {
        guard source.hasSuffix(".json") else { return name }
        let parts = source.dropLast(5).split(separator: "/").suffix(2)
        return parts.joined(separator: "/")
    }

    /// Creates a scenario.
    public init(name: String, feature: Feature, steps: [Step], source: String = "swift") {
        self.name = name
        self.feature = feature
        self.steps = steps
        self.source = source
    }
}
