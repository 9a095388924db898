import ArchKitCLI
import Foundation
import Testing

/// The help texts, snapshot-tested (argument-parser's habit): a change to them shows up as a
/// diff of `Tests/ArchKitCLITests/Snapshots/`. Re-record with
/// `RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshotTests`.
@MainActor
@Suite("Help texts match their snapshots")
struct HelpSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: ["archkit", "compare", "run", "demo", "play", "trace", "stats", "list", "fuzz"])
    func helpMatchesItsSnapshot(command: String) async throws {
        let arguments = command == "archkit" ? ["--help"] : [command, "--help"]
        let output = await ArchKitCommand.main(arguments: arguments).output
        let file = Self.folder.appendingPathComponent("help-\(command).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try output.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let snapshot = try String(contentsOf: file, encoding: .utf8)
        #expect(output == snapshot)
    }
}
