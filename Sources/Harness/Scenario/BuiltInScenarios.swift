import Domain
import Foundation

/// The scenarios that ship with the kit, read from the JSON files in the Harness's
/// `Scenarios/` resource folder (one folder per feature), in path order.
public enum BuiltInScenarios {
    /// The folder the built-in scenario files live in.
    public static var folder: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Scenarios")
    }

    /// Where the built-in scenario files live in the package, relative to its root: what the
    /// tools print, rather than the build folder ``folder`` is in.
    public static let packagePath = "Sources/Harness/Scenarios"

    /// Every built-in scenario, optionally of one feature.
    /// - Parameter feature: The feature to keep, or `nil` for all.
    /// - Throws: ``ScenarioFileError`` if a shipped file is malformed (a test guards this).
    public static func load(feature: Feature? = nil) throws(ScenarioFileError) -> [Scenario] {
        var scenarios: [Scenario] = []
        for path in files() {
            let scenario = try ScenarioFile.load(path: path)
            if feature == nil || scenario.feature == feature { scenarios.append(scenario) }
        }
        return scenarios
    }

    /// The paths of the built-in scenario files, sorted.
    public static func files() -> [String] {
        let root = folder
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".json") && !relative.contains("fixtures/") {
                paths.append(root.appendingPathComponent(relative).path)
            }
        }
        return paths.sorted()
    }
}
