import Foundation

/// Runs a fuzz run's sessions in worker processes, so that a trap or a hang in one
/// architecture becomes a finding with its minimal scenario instead of the end of the run.
///
/// One worker at a time plays sessions from a given index on (`archkit fuzz … --worker-from
/// N`), printing ``FuzzWorkerLine``s. Divergences, failures and leaks the worker shrinks and
/// writes itself. When the worker dies (a Swift trap is a signal) or prints nothing for
/// ``silenceLimit`` seconds (it is killed), the lines so far say which session, architecture
/// and steps it was playing: that session becomes a `trap` or `hang` finding, is shrunk by
/// replaying candidates in child processes (`archkit run FILE --arch A`), and a new worker
/// goes on from the next session.
///
/// - Note: Main-actor isolated: it checks candidates' validity on the reference in this
///   process (the reference played those steps without trapping) and writes the files.
///   Waiting for a worker blocks the calling thread.
@MainActor
public struct FuzzSupervisor {
    /// The `archkit` executable.
    public var executable: URL
    /// The command line of a worker that starts at the given session.
    public var workerArguments: @Sendable (Int) -> [String]
    /// Seconds without a line before a worker counts as hung.
    public var silenceLimit: Double
    /// The most child processes started to shrink one trap or hang.
    public var shrinkBudget: Int

    /// Creates a supervisor.
    public init(
        executable: URL, workerArguments: @escaping @Sendable (Int) -> [String], silenceLimit: Double = 60,
        shrinkBudget: Int = 150
    ) {
        self.executable = executable
        self.workerArguments = workerArguments
        self.silenceLimit = silenceLimit
        self.shrinkBudget = shrinkBudget
    }

    /// Plays sessions `0..<count` in workers.
    /// - Parameters:
    ///   - fuzzer: The same fuzzer the workers run (for validity checks and writing files).
    ///   - folder: Where minimal scenario files go.
    ///   - observe: Called on the main actor with the report after each line a worker printed
    ///     was taken, and after each trap or hang was recorded (what a progress line shows).
    /// - Returns: The report of every session, traps and hangs included.
    public func run(
        count: Int, fuzzer: Fuzzer, findingsFolder folder: URL, observe: (FuzzReport) -> Void = { _ in }
    ) async -> FuzzReport {
        var report = FuzzReport()
        // Every session ends with a `done` line (or the worker's death ends it), in order, so
        // the count of sessions ended is the next session to play.
        while report.sessions < count {
            let next = report.sessions
            let worker: WorkerProcess
            do {
                worker = try WorkerProcess(executable: executable, arguments: workerArguments(next))
            } catch {
                report.findings.append(
                    FuzzReport.Entry(
                        session: next, kind: .trap, architecture: "?", subject: "cannot start a worker",
                        detail: "cannot start a worker (\(executable.path)): \(error.localizedDescription)", steps: []))
                return report
            }
            var how: (FuzzFinding.Kind, String)?
            reading: while true {
                switch worker.nextLine(within: silenceLimit) {
                case .line(let text):
                    if let line = FuzzWorkerLine(text) {
                        report.take(line)
                        observe(report)
                    }
                case .ended:
                    let exit = worker.waitForExit()
                    if let exit {
                        how = (.trap, exit)
                    } else if report.current != nil {
                        how = (.trap, "exited in the middle of the session")
                    }
                    break reading
                case .silent:
                    worker.kill()
                    how = (.hang, "no progress for \(Int(silenceLimit)) s")
                    break reading
                }
            }
            if let (kind, detail) = how, let entry = report.processEnded(kind, detail: detail) {
                observe(report)
                await shrinkAndWrite(entry, fuzzer: fuzzer, folder: folder, into: &report)
            }
            if report.sessions == next {  // the worker ended without playing a session: give up
                report.findings.append(
                    FuzzReport.Entry(
                        session: next, kind: .trap, architecture: "?", subject: "the worker stopped",
                        detail: "the worker stopped before session \(next): \(how?.1 ?? "no output")", steps: []))
                return report
            }
        }
        return report
    }

    /// Shrinks a trap or hang by replaying candidates in child processes, then writes it.
    private func shrinkAndWrite(_ entry: FuzzReport.Entry, fuzzer: Fuzzer, folder: URL, into report: inout FuzzReport)
        async
    {
        let feature = fuzzer.features[entry.session % fuzzer.features.count]
        let name = "fuzz session \(entry.session) (\(feature.rawValue))"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-fuzz-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let checksValidity = entry.architecture != fuzzer.reference.name
        var shrinker = FuzzShrinker(budget: shrinkBudget)
        let steps = await shrinker.shrink(entry.steps) { candidate in
            if checksValidity, await !fuzzer.isValid(candidate, feature: feature) { return false }
            let scenario = Scenario(name: name, feature: feature, steps: candidate, source: "fuzz")
            let text = ScenarioFile.text(of: scenario, description: nil, expecting: Transcript())
            guard (try? Data(text.utf8).write(to: scratch)) != nil else { return false }
            return replayFails(scratch.path, on: entry.architecture, like: entry.kind)
        }
        let finding = FuzzFinding(
            kind: entry.kind, architecture: entry.architecture, subject: entry.subject, detail: entry.detail,
            stepIndex: nil, scenario: Scenario(name: name, feature: feature, steps: steps, source: "fuzz"))
        guard let last = report.findings.indices.last else { return }
        report.findings[last].shrunkSteps = steps.count
        do {
            let written = try await FuzzFindingFile.write(finding, fuzzer: fuzzer, session: entry.session, to: folder)
            report.findings[last].path = written.path
            report.findings[last].firstFailure = written.firstFailure
        } catch {
            report.findings[last].firstFailure = "the scenario file could not be written: \(error.localizedDescription)"
        }
    }

    /// Whether `archkit run FILE --arch A` dies of a signal (for a trap) or stays silent past
    /// the limit (for a hang).
    private func replayFails(_ path: String, on architecture: String, like kind: FuzzFinding.Kind) -> Bool {
        guard let child = try? WorkerProcess(executable: executable, arguments: ["run", path, "--arch", architecture])
        else { return false }
        while true {
            switch child.nextLine(within: silenceLimit) {
            case .line: continue
            case .ended:
                _ = child.waitForExit()
                return kind == .trap && child.diedOfSignal
            case .silent:
                child.kill()
                return kind == .hang
            }
        }
    }
}
