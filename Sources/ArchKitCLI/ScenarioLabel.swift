import Harness

/// Short names for scenarios in reports.
enum ScenarioLabel {
    /// A built-in scenario's path below the scenarios folder, without `.json`:
    /// `welcome/02-sign-in`.
    static func builtIn(_ row: ConformanceReport.Row) -> String {
        let folder = BuiltInScenarios.folder.path + "/"
        var label = row.source.hasPrefix(folder) ? String(row.source.dropFirst(folder.count)) : row.source
        if label.hasSuffix(".json") { label.removeLast(5) }
        return label
    }
}
