/// A session on which an architecture did not do what the reference did: it showed another
/// screen, a step failed or hung, something leaked, or the process trapped.
public struct FuzzFinding: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// The screens differ from the reference architecture's after some step.
        case divergence
        /// A step could not apply, or the screen did not settle (a bounded hang).
        case failure
        /// A popped screen, or the app after the run, was still alive.
        case leak
        /// The process died while the architecture played the session (a Swift trap or a
        /// signal).
        case trap
        /// The process stopped answering while the architecture played the session.
        case hang
    }

    /// What went wrong.
    public var kind: Kind
    /// The architecture it happened in.
    public var architecture: String
    /// What differed or failed, without step numbers (`widgets.name.text`, `Login still
    /// alive`): two findings with the same kind, architecture and subject fail the same way.
    public var subject: String
    /// The whole message, as the run reported it.
    public var detail: String
    /// The 0-based index of the first step that differs or fails, `nil` for the start or when
    /// unknown.
    public var stepIndex: Int?
    /// The session, as played.
    public var scenario: Scenario

    /// Creates a finding.
    public init(
        kind: Kind, architecture: String, subject: String, detail: String, stepIndex: Int?, scenario: Scenario
    ) {
        self.kind = kind
        self.architecture = architecture
        self.subject = subject
        self.detail = detail
        self.stepIndex = stepIndex
        self.scenario = scenario
    }

    /// What makes two findings the same failure.
    public struct Signature: Sendable, Hashable {
        var kind: Kind
        var architecture: String
        var subject: String
    }

    /// The kind, architecture and subject.
    public var signature: Signature { Signature(kind: kind, architecture: architecture, subject: subject) }

    /// Whether `other` fails the same way: same kind, architecture and subject.
    public func isSameFailure(as other: FuzzFinding) -> Bool {
        signature == other.signature
    }

    /// `divergence in Sloppy: after step 2 (tap "signIn"): widgets.name.text: …`.
    public var description: String { "\(kind.rawValue) in \(architecture): \(detail)" }
}
