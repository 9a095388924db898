import Domain
import Foundation

/// Finds out, once per run, which columns build which features.
///
/// An architecture whose feature has not landed yet traps in `makeApp(feature:dependencies:)`
/// (the kit's placeholder for work in progress). The benchmark cannot catch a trap, so it asks
/// a child process (itself, with a hidden flag) to build the app: a child that exits normally
/// means the feature is built. The suites then measure what exists and name what is missing,
/// and pick up a feature the moment it lands, with no list to keep up to date.
@MainActor
enum FeatureProbe {
    /// The hidden flag the child is started with: `--probe-app <column> <feature>`.
    static let flag = "--probe-app"

    private static var answers: [String: Bool] = [:]

    /// This program's own executable, to start as the child.
    private static var ownExecutable: URL {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe")
        #else
            Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    /// Whether the bench runs under valgrind (its preload library is in `LD_PRELOAD`), where
    /// the child cannot start: the run then skips the probe, as with `--no-probe`.
    static var underValgrind: Bool {
        ProcessInfo.processInfo.environment["LD_PRELOAD"]?.contains("/vgpreload_") == true
    }

    /// Whether `column` builds `feature`. The direct baseline builds every feature measured.
    static func builds(_ column: Column, _ feature: Feature) -> Bool {
        guard column != .direct else { return true }
        let key = "\(column.argument)/\(feature.rawValue)"
        if let known = answers[key] { return known }
        let child = Process()
        child.executableURL = ownExecutable
        child.arguments = [flag, column.argument, feature.rawValue]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        var answer = false
        do {
            try child.run()
            child.waitUntilExit()
            answer = child.terminationReason == .exit && child.terminationStatus == 0
        } catch {
            answer = false
        }
        answers[key] = answer
        return answer
    }

    /// In the child: builds the app named by the arguments and exits 0, or traps trying.
    /// Returns without doing anything when the arguments are not a probe.
    static func runIfAsked(_ arguments: [String]) {
        guard arguments.count == 3, arguments[0] == flag else { return }
        guard let column = Column.allCases.first(where: { $0.argument == arguments[1] }),
            let feature = Feature(rawValue: arguments[2])
        else { exit(2) }
        _ = column.makeApp(feature: feature, dependencies: AppDependencies())
        exit(0)
    }
}
