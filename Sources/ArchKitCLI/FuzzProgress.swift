import Foundation
import Harness

/// The progress of `archkit fuzz`: `fuzz: 120/2000 sessions, 1 finding, 12.3 sessions/s`, with
/// `, shrinking session 12 (40 candidates)` while a finding is being shrunk.
///
/// On a terminal the line is rewritten in place (through a ``ProgressLine``) at most ten times
/// a second, from the first line of the run on; elsewhere (standard error piped or redirected)
/// one line is written every ``logInterval``, so a log shows the run is alive without a line
/// per session. The clock is injected, so tests need no sleeping.
@MainActor
final class FuzzProgress {
    /// Where the line goes.
    enum Output {
        /// Rewritten in place: each text replaces the one before.
        case inPlace(@MainActor (String) -> Void)
        /// Appended: each text is a line of its own, written at most every ``logInterval``.
        case lines(@MainActor (String) -> Void)
    }

    /// How often a line is appended when the output is not a terminal.
    static let logInterval = Duration.seconds(5)
    /// The least time between two rewrites of an in-place line.
    static let redrawInterval = Duration.milliseconds(100)

    private let count: Int
    private let output: Output
    private let now: @MainActor () -> ContinuousClock.Instant
    private let started: ContinuousClock.Instant
    private var lastWrite: ContinuousClock.Instant?

    /// Starts the clock of a run of `count` sessions.
    /// - Parameters:
    ///   - count: The sessions the run plays.
    ///   - output: Where the line goes, and how.
    ///   - now: The clock's current instant (`ContinuousClock.now` outside tests).
    init(count: Int, output: Output, now: @escaping @MainActor () -> ContinuousClock.Instant) {
        self.count = count
        self.output = output
        self.now = now
        started = now()
    }

    /// Takes the report after a line of the run, and writes the progress line when it is due.
    func observe(_ report: FuzzReport) {
        let time = now()
        switch output {
        case .inPlace(let write):
            guard lastWrite.map({ time - $0 >= Self.redrawInterval }) ?? true else { return }
            write(text(report, at: time))
        case .lines(let write):
            guard time - (lastWrite ?? started) >= Self.logInterval else { return }
            write(text(report, at: time))
        }
        lastWrite = time
    }

    /// `fuzz: 120/2000 sessions, 1 finding, 12.3 sessions/s` (the rate with one decimal below
    /// 100 a second, none from 100 on, and left out at the very start).
    func text(_ report: FuzzReport, at time: ContinuousClock.Instant) -> String {
        let found = report.findings.count
        var text = "fuzz: \(report.sessions)/\(count) sessions, \(found) finding\(found == 1 ? "" : "s")"
        let elapsed = time - started
        if elapsed > .zero {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = Double(report.sessions) / seconds
            text += ", " + String(format: rate >= 100 ? "%.0f" : "%.1f", rate) + " sessions/s"
        }
        if let candidates = report.shrinkingCandidates, let session = report.current {
            text += ", shrinking session \(session) (\(candidates) candidate\(candidates == 1 ? "" : "s"))"
        }
        return text
    }
}
