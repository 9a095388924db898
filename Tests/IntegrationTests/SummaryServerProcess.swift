import Foundation

/// Runs `Server/summary_server.py` with `python3` for the length of a suite.
///
/// The server exits by itself after 60 seconds or when its stdin closes, so it never outlives
/// the test process; ``stop()`` ends it at once.
final class SummaryServerProcess {
    /// The address the server reported.
    let server: LocalSummaryServer
    private let process: Process
    private let stdin: Pipe

    /// Why the server could not be started.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts the server and waits for it to report its ports.
    ///
    /// - Throws: ``StartFailure`` when `python3` is not on `PATH` (the integration tests need
    ///   it; CI installs it), or when the server exits before reporting its ports.
    init() throws {
        let python = try Self.python3()
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let script = here.appendingPathComponent("Server/summary_server.py")
        let fixture = here.appendingPathComponent(
            "../../Sources/Domain/Resources/covid-summary-real.json"
        ).standardizedFileURL

        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, "--fixture", fixture.path, "--port", "0", "--lifetime", "60"]
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        try process.run()
        self.process = process
        self.stdin = stdin

        let lines = Self.readLines(2, from: stdout.fileHandleForReading)
        guard lines.count == 2, let port = Int(lines[0]), let closedPort = Int(lines[1]) else {
            process.terminate()
            process.waitUntilExit()
            throw StartFailure(
                description: "summary_server.py did not report its ports (it printed \(lines)); "
                    + "see its stderr above.")
        }
        server = LocalSummaryServer(port: port, closedPort: closedPort)
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        if process.isRunning { process.terminate() }
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The `python3` on `PATH`.
    private static func python3() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw StartFailure(
            description: "python3 was not found on PATH (\(path)). The integration tests need it "
                + "to run Tests/IntegrationTests/Server/summary_server.py; install python3.")
    }

    /// Reads up to `count` lines, blocking until they arrive or the pipe closes.
    private static func readLines(_ count: Int, from handle: FileHandle) -> [String] {
        var buffer = Data()
        while buffer.count(of: UInt8(ascii: "\n")) < count {
            let chunk = handle.availableData
            if chunk.isEmpty { break }  // End of file: the server exited.
            buffer.append(chunk)
        }
        return String(decoding: buffer, as: UTF8.self)
            .split(separator: "\n").prefix(count).map(String.init)
    }
}

extension Data {
    fileprivate func count(of byte: UInt8) -> Int {
        reduce(0) { $1 == byte ? $0 + 1 : $0 }
    }
}
