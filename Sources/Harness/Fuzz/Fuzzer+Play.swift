import Foundation

extension Fuzzer {
    /// Plays sessions in this process: generates each on the reference, plays it on the
    /// others, and shrinks and writes every finding; reports progress as ``FuzzWorkerLine``s.
    ///
    /// A finding that fails the same way as an earlier one of the run (same kind,
    /// architecture and subject) is reported with the earlier one's file, not shrunk again.
    ///
    /// - Parameters:
    ///   - sessions: The indices of the sessions to play.
    ///   - folder: Where minimal scenario files are written (created on the first finding).
    ///   - shrinkBudget: The most candidate sessions played to shrink one finding.
    ///   - emit: Called with each line, before what it announces happens.
    public func play(
        _ sessions: Range<Int>, findingsFolder folder: URL, shrinkBudget: Int = 600, emit: (FuzzWorkerLine) -> Void
    ) async {
        var statistics = FuzzStatistics()
        var written: [FuzzFinding.Signature: (session: Int, line: FuzzWorkerLine)] = [:]
        for index in sessions {
            emit(.session(index))
            emit(.play(reference.name))
            let session = await self.session(index) { emit(.step($0)) }
            if let finding = await check(session, willPlay: { emit(.play($0)) }) {
                emit(
                    .finding(
                        session: index, kind: finding.kind, architecture: finding.architecture, subject: finding.subject,
                        stepIndex: finding.stepIndex, detail: finding.detail))
                if let earlier = written[finding.signature], case .written(_, let path, let steps, _) = earlier.line {
                    emit(
                        .written(
                            session: index, path: path, steps: steps,
                            firstFailure: "the same failure as session \(earlier.session) (not shrunk again)"))
                } else {
                    let line = await shrinkAndWrite(finding, session: index, to: folder, budget: shrinkBudget) {
                        emit(.shrinking(session: index, candidates: $0))
                    }
                    written[finding.signature] = (index, line)
                    emit(line)
                }
            }
            let fresh = statistics.record(session)
            emit(.done(session: index, steps: session.scenario.steps.count, newScreens: fresh))
        }
    }

    private func shrinkAndWrite(
        _ finding: FuzzFinding, session index: Int, to folder: URL, budget: Int, progress: (Int) -> Void
    ) async -> FuzzWorkerLine {
        let minimal = await shrink(finding, budget: budget, progress: progress)
        do {
            let file = try await FuzzFindingFile.write(minimal, fuzzer: self, session: index, to: folder)
            return .written(
                session: index, path: file.path, steps: minimal.scenario.steps.count, firstFailure: file.firstFailure)
        } catch {
            return .written(
                session: index, path: "", steps: minimal.scenario.steps.count,
                firstFailure: "the scenario file could not be written: \(error.localizedDescription)")
        }
    }
}
