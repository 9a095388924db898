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
    /// New value divided by old value; `nil` for bytes when either value is at or below
    /// ``BaselineComparison/byteFloor`` (a ratio to a few bytes of allocator rounding means
    /// nothing).
    public var ratio: Double?
    /// Whether the change is significant, and which way.
    public var verdict: Verdict

    /// Creates a comparison.
    public init(old: Double, ratio: Double?, verdict: Verdict) {
        self.old = old
        self.ratio = ratio
        self.verdict = verdict
    }

    /// The verdict as reports print it, for a result whose value is now `new` in `unit`:
    /// "SLOWER ×1.52", "faster ×0.80", "same ×1.01"; where there is no ratio (bytes near
    /// zero), the difference: "SLOWER +48 B", "same". `loud: false` writes "slower".
    public func text(new: Double, unit: String, loud: Bool = true) -> String {
        let word =
            switch verdict {
            case .faster: "faster"
            case .slower: loud ? "SLOWER" : "slower"
            case .same: "same"
            }
        if let ratio { return "\(word) ×\(Quantity.factor(ratio))" }
        guard verdict != .same else { return word }
        let difference = new - old
        let amount = unit == "bytes" ? Quantity.bytes(abs(difference)) : Quantity.duration(nanoseconds: abs(difference))
        return "\(word) \(difference < 0 ? "−" : "+")\(amount)"
    }
}
