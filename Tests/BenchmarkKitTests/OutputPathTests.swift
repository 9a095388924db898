import BenchmarkKit
import Foundation
import Testing

@Suite("Output path")
struct OutputPathTests {
    @Test("A directory, a missing folder or a file as folder cannot be written; a new file in a folder can")
    func problems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("run.html")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)

        #expect(OutputPath.problem(writing: directory.path) == "it is a directory")
        #expect(OutputPath.problem(writing: folder.path + "/missing/run.html")?.contains("does not exist") == true)
        #expect(OutputPath.problem(writing: file.path + "/run.html")?.contains("is not a folder") == true)
        let new = folder.appendingPathComponent("new.html")
        #expect(OutputPath.problem(writing: new.path) == nil)
        #expect(!FileManager.default.fileExists(atPath: new.path), "the probe leaves no file behind")
        #expect(OutputPath.problem(writing: file.path) == nil)
        #expect(try Data(contentsOf: file) == Data("x".utf8), "the probe leaves an existing file as it was")
        #if os(Linux)
            // Writable by its permission bits for root, but no file can be made there (as any
            // other user, the folder is not writable).
            let refused = OutputPath.problem(writing: "/proc/archkit-run.html")
            #expect(
                refused?.hasPrefix("no file can be created there (") == true || refused == "the folder '/proc' is not writable",
                "\(refused ?? "nil")")
        #endif
        #expect(OutputPath.problem(writing: "run.html") == nil)
        #expect(OutputPath.message("/x/run.html", "it is a directory") == "Error: cannot write '/x/run.html': it is a directory")
    }
}
