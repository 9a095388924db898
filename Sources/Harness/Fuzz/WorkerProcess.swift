import Foundation

/// A child process whose standard output is read line by line with a time limit, and whose
/// standard error is kept for the report.
///
/// A background thread reads the pipe and queues complete lines; ``nextLine(within:)`` waits
/// for one on a semaphore, so a silent child is noticed without polling.
final class WorkerProcess: @unchecked Sendable {
    // @unchecked Sendable: `lines` and `ended` are read and written only under `lock`; the
    // process and the file handles are set in `init` and not replaced.

    /// What waiting for a line gave.
    enum Next: Equatable {
        case line(String)
        /// The child closed its output (it exited or died).
        case ended
        /// Nothing came within the time limit.
        case silent
    }

    private let process = Process()
    private let errorFile: URL
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false
    private let available = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments`.
    /// - Throws: Foundation's error when the process cannot be started.
    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-fuzz-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reading = output.fileHandleForReading
        let thread = Thread { [self] in self.read(reading) }
        thread.start()
    }

    private func read(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[pending.index(after: newline)...])
                lock.withLock { lines.append(line) }
                available.signal()
            }
        }
        lock.withLock { ended = true }
        available.signal()
    }

    /// The next line, `.ended` once the child closed its output and every line was read, or
    /// `.silent` when nothing came for `seconds`.
    func nextLine(within seconds: Double) -> Next {
        while true {
            let next: Next? = lock.withLock {
                if !lines.isEmpty { return .line(lines.removeFirst()) }
                return ended ? .ended : nil
            }
            if let next { return next }
            if available.wait(timeout: .now() + seconds) == .timedOut { return .silent }
        }
    }

    /// Waits for the child to exit and says how: `nil` for a normal exit with status 0, else
    /// the signal or status and the last line of its standard error (a Swift trap's "Fatal
    /// error: …").
    func waitForExit() -> String? {
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let lastError = errors.split(separator: "\n").last { $0.contains("error") || $0.contains("Fatal") }
        let how: String
        switch process.terminationReason {
        case .uncaughtSignal: how = "killed by signal \(process.terminationStatus)"
        default:
            guard process.terminationStatus != 0 else { return nil }
            how = "exited with status \(process.terminationStatus)"
        }
        return lastError.map { "\(how): \($0)" } ?? how
    }

    /// Whether the child died of a signal (a trap, an abort), once it has exited.
    var diedOfSignal: Bool { process.terminationReason == .uncaughtSignal }

    /// Kills the child (SIGKILL) and waits for it.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: errorFile)
    }
}
