import Domain

/// What a fuzz run found and covered, read from its ``FuzzWorkerLine``s, whether the sessions
/// ran in this process or in workers.
public struct FuzzReport: Sendable {
    /// One finding, with the session it came from.
    public struct Entry: Sendable {
        /// The session's index.
        public var session: Int
        /// What went wrong.
        public var kind: FuzzFinding.Kind
        /// The architecture it went wrong in.
        public var architecture: String
        /// What differed or failed, without step numbers (see ``FuzzFinding/subject``).
        public var subject: String
        /// The whole message, on the session as generated.
        public var detail: String
        /// The first step that differs or fails, as generated; `nil` for the start or unknown.
        public var stepIndex: Int?
        /// The session's steps, as generated.
        public var steps: [Step]
        /// The minimal scenario file, once written.
        public var path: String?
        /// The minimal session's step count, once shrunk.
        public var shrunkSteps: Int?
        /// How the written file fails (`step 3 (expect): …`).
        public var firstFailure: String?
    }

    /// Sessions that ended.
    public var sessions = 0
    /// Their steps.
    public var steps = 0
    /// Fingerprints of the distinct screens the reference showed (``FuzzStatistics``).
    public var screens: Set<UInt64> = []
    /// The findings, in session order.
    public var findings: [Entry] = []

    /// The session being played when the last line came, if one was.
    public private(set) var current: Int?
    /// The architecture playing it.
    public private(set) var currentArchitecture: String?
    /// Its steps so far, as the reference chose them.
    public private(set) var currentSteps: [Step] = []
    /// The candidates tried so far to shrink the current session's finding, while it is being
    /// shrunk; `nil` otherwise.
    public private(set) var shrinkingCandidates: Int?

    /// Creates an empty report.
    public init() {}

    /// Takes one line of progress.
    public mutating func take(_ line: FuzzWorkerLine) {
        switch line {
        case .session(let index):
            shrinkingCandidates = nil
            current = index
            currentArchitecture = nil
            currentSteps = []
        case .play(let name):
            currentArchitecture = name
        case .step(let step):
            currentSteps.append(step)
        case .finding(let index, let kind, let architecture, let subject, let stepIndex, let detail):
            findings.append(
                Entry(
                    session: index, kind: kind, architecture: architecture, subject: subject, detail: detail,
                    stepIndex: stepIndex, steps: currentSteps))
        case .shrinking(_, let candidates):
            shrinkingCandidates = candidates
        case .written(let index, let path, let count, let firstFailure):
            shrinkingCandidates = nil
            guard let last = findings.indices.last, findings[last].session == index else { return }
            findings[last].path = path.isEmpty ? nil : path
            findings[last].shrunkSteps = count
            findings[last].firstFailure = firstFailure
        case .done(_, let count, let fresh):
            shrinkingCandidates = nil
            sessions += 1
            steps += count
            screens.formUnion(fresh)
            current = nil
            currentArchitecture = nil
            currentSteps = []
        }
    }

    /// Records that the worker died (`.trap`) or stopped answering (`.hang`) during the current
    /// session. A finding already announced for it (the worker died shrinking it) is kept and
    /// the death is not reported again.
    /// - Returns: The new finding, or `nil` when there was no session in progress or it already
    ///   had one.
    public mutating func processEnded(_ kind: FuzzFinding.Kind, detail: String) -> Entry? {
        guard let index = current else { return nil }
        defer { take(.done(session: index, steps: currentSteps.count, newScreens: [])) }
        if findings.last?.session == index { return nil }
        let architecture = currentArchitecture ?? "?"
        let playedByReference = currentSteps
        let entry = Entry(
            session: index, kind: kind, architecture: architecture, subject: detail, detail: detail,
            stepIndex: nil, steps: playedByReference)
        findings.append(entry)
        return entry
    }
}
