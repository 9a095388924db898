import BenchmarkKit
import Foundation
import Testing

/// `archkit-bench --help`, snapshot-tested like `archkit`'s: a change shows up as a diff of
/// `Tests/BenchmarkKitTests/Snapshots/`. Re-record with
/// `RECORD_SNAPSHOTS=1 swift test --filter BenchmarkKitTests.HelpSnapshotTests`.
@Suite("archkit-bench's help matches its snapshot")
struct HelpSnapshotTests {
    @Test func helpMatchesItsSnapshot() throws {
        let columns = ["direct", "mvc", "mvp", "closure-mvvm", "reactive-mvvm", "redux"]
        let output = BenchmarkOptions.helpText(columns: columns)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let file = folder.appendingPathComponent("help-archkit-bench.txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try output.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(output == (try String(contentsOf: file, encoding: .utf8)))
    }
}
