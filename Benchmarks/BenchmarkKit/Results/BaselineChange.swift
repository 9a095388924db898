/// How a result compares with the same case in an earlier report (`--baseline OLD.json`).
public struct BaselineChange: Sendable, Hashable, Codable {
    /// What the comparison found.
    public enum Verdict: String, Sendable, Hashable, Codable {
        /// Significantly faster (or smaller).
        case faster
        /// Significantly slower (or larger).
        case slower
        /// Within the noise.
        case same
    }

    /// The old value.
    public var old: Double
    /// New value divided by old value.
    public var ratio: Double
    /// Whether the change is significant, and which way.
    public var verdict: Verdict

    /// Creates a comparison.
    public init(old: Double, ratio: Double, verdict: Verdict) {
        self.old = old
        self.ratio = ratio
        self.verdict = verdict
    }
}
