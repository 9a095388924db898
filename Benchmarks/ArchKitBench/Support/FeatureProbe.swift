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

    /// This program's own executable, to start as the child: the path it was started by when
    /// that names a file, else `/proc/self/exe`. Under valgrind `/proc/self/exe` is valgrind's
    /// tool, not the bench, so the path it was started by comes first.
    private static var ownExecutable: URL {
        let started = CommandLine.arguments.first ?? ""
        if started.contains("/"), FileManager.default.isExecutableFile(atPath: started) {
            return URL(fileURLWithPath: started)
        }
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe")
        #else
            return Bundle.main.executableURL ?? URL(fileURLWithPath: started)
        #endif
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
        // Under valgrind the bench runs with valgrind's preload libraries, which make a child
        // started natively fail: the child gets the preloads the user set, without valgrind's.
        if let preload = environment["LD_PRELOAD"] {
            let kept = preload.split(whereSeparator: { $0 == ":" || $0 == " " }).filter { !$0.contains("/vgpreload_") }
            environment["LD_PRELOAD"] = kept.isEmpty ? nil : kept.joined(separator: ":")
        }
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
