import Foundation
import Harness
import Testing

@testable import ArchKitCLI

/// A clock the test moves by hand: no sleeping, the same lines on every run.
@MainActor
private final class ManualClock {
    let start = ContinuousClock.now
    var elapsed = Duration.zero

    var now: ContinuousClock.Instant { start + elapsed }
}

/// What a run wrote, in order, wherever it went.
@MainActor
private final class Transcript {
    var events: [String] = []
}

@MainActor
@Suite("archkit fuzz: the header at once and a progress line")
struct FuzzProgressTests {
    /// A report after `sessions` sessions, with `findings` findings.
    private func report(sessions: Int, findings: Int = 0) -> FuzzReport {
        var report = FuzzReport()
        for index in 0..<sessions {
            report.take(.session(index))
            if index < findings {
                report.take(
                    .finding(
                        session: index, kind: .divergence, architecture: "MVP", subject: "title", stepIndex: 1, detail: "…"))
            }
            report.take(.done(session: index, steps: 3, newScreens: []))
        }
        return report
    }

    @Test func onATerminalTheLineIsRewrittenAtMostTenTimesASecondWithTheRate() {
        let clock = ManualClock()
        var written: [String] = []
        let progress = FuzzProgress(count: 200, output: .inPlace { written.append($0) }, now: { clock.now })
        progress.observe(report(sessions: 0))
        #expect(written == ["fuzz: 0/200 sessions, 0 findings"], "the first line at once, with no rate yet")
        clock.elapsed = .milliseconds(50)
        progress.observe(report(sessions: 1))
        #expect(written.count == 1, "not redrawn within a tenth of a second")
        clock.elapsed = .seconds(4)
        progress.observe(report(sessions: 50, findings: 1))
        #expect(written.last == "fuzz: 50/200 sessions, 1 finding, 12.5 sessions/s")
        clock.elapsed = .seconds(10)
        progress.observe(report(sessions: 150, findings: 2))
        #expect(written.last == "fuzz: 150/200 sessions, 2 findings, 15.0 sessions/s")
    }

    @Test func onAPipeALineEveryFiveSeconds() {
        let clock = ManualClock()
        var written: [String] = []
        let progress = FuzzProgress(count: 1000, output: .lines { written.append($0) }, now: { clock.now })
        for second in 1...12 {
            clock.elapsed = .seconds(second)
            progress.observe(report(sessions: second * 2))
        }
        #expect(
            written == [
                "fuzz: 10/1000 sessions, 0 findings, 2.0 sessions/s", "fuzz: 20/1000 sessions, 0 findings, 2.0 sessions/s",
            ])
    }

    @Test func shrinkingIsShownSoALongShrinkIsNotTakenForAHang() {
        let clock = ManualClock()
        var written: [String] = []
        let progress = FuzzProgress(count: 10, output: .inPlace { written.append($0) }, now: { clock.now })
        var state = report(sessions: 2)
        state.take(.session(2))
        state.take(.finding(session: 2, kind: .leak, architecture: "MVP", subject: "x", stepIndex: nil, detail: "x"))
        state.take(.shrinking(session: 2, candidates: 40))
        clock.elapsed = .seconds(1)
        progress.observe(state)
        #expect(written == ["fuzz: 2/10 sessions, 1 finding, 2.0 sessions/s, shrinking session 2 (40 candidates)"])
    }

    @Test func theHeaderIsWrittenBeforeTheFirstSessionAndTheProgressFollows() async {
        let transcript = Transcript()
        let clock = ManualClock()
        let console = Console(
            isTerminal: false, readLine: { nil },
            write: { text in MainActor.assumeIsolated { transcript.events.append("out: " + text) } })
        let result = await ArchKitCommand.main(
            arguments: ["fuzz", "welcome", "--count", "3", "--length", "2", "--arch", "mvc,mvp"],
            progress: { line in
                transcript.events.append("progress: " + line)
                clock.elapsed += .seconds(1)
            }, now: { clock.now }, console: console)
        #expect(result.exitCode == 0, "\(result.output)")
        let header =
            "out: Fuzzing welcome on MVC (reference), MVP\nseed 1, 3 sessions of up to 2 steps, in this process (a trap ends the run)\n"
        #expect(transcript.events.first == header, "\(transcript.events)")
        #expect(transcript.events.dropFirst().first == "progress: fuzz: 0/3 sessions, 0 findings")
        #expect(transcript.events.contains { $0.hasPrefix("progress: fuzz: 3/3 sessions, 0 findings, ") })
        #expect(!result.output.contains("Fuzzing"), "the header is not printed twice")
        #expect(result.output.hasPrefix("\nCovered 3 sessions, 6 steps, "), "\(result.output)")
    }

    @Test func withoutATerminalTheProgressIsALogLine() async {
        let clock = ManualClock()
        var logged: [String] = []
        let result = await ArchKitCommand.main(
            arguments: ["fuzz", "welcome", "--count", "2", "--length", "2", "--arch", "mvc,mvp"],
            progressLog: { line in
                logged.append(line)
            },
            now: {
                // Each reading is three seconds on: a line at the second reading past five.
                clock.elapsed += .seconds(3)
                return clock.now
            })
        #expect(result.exitCode == 0)
        #expect(!logged.isEmpty)
        #expect(logged.allSatisfy { $0.hasPrefix("fuzz: ") && $0.contains("/2 sessions, 0 findings, ") }, "\(logged)")
    }

    @Test func oneArchitectureSaysWhatItCanFind() async {
        let result = await ArchKitCommand.main(arguments: ["fuzz", "welcome", "--count", "2", "--length", "2", "--arch", "mvc"])
        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("1 architecture: screens are not compared, only failures, leaks, traps and hangs are found"))
        #expect(lines.last == "No failures, leaks, traps or hangs (1 architecture: its screens were not compared).")
        #expect(!lines.contains("No findings."))
    }
}
