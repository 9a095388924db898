/// Whether a factor between two results is within the run's noise: whether the samples tell the
/// two apart at all.
///
/// - Timed results: the factor `a / b` is within the noise when the range it can take between
///   the two results' middle halves, from `a.p25 / b.p75` to `a.p75 / b.p25`, holds 1.0: the two
///   results' interquartile ranges overlap. Undetermined (`nil`) when either result lacks its
///   quartiles (a report saved before they were kept).
/// - Bytes: within the noise when the two differ by at most ``BaselineComparison/byteFloor``
///   bytes or by at most ``BaselineComparison/threshold`` (5 %), the rule `--baseline` applies to
///   bytes (a memory result is one median of rounds, with no spread of its own to read).
///
/// Reports mark a factor within the noise with `≈` ("≈1.04") and do not colour it.
public enum FactorNoise {
    /// Whether `result / reference` is within the noise; `nil` when the results cannot tell.
    /// - Complexity: O(1).
    public static func isWithinNoise(_ result: CaseResult, reference: CaseResult) -> Bool? {
        if result.unit == "bytes" || reference.unit == "bytes" {
            let a = SuiteTable.comparable(result)
            let b = SuiteTable.comparable(reference)
            return abs(a - b) <= BaselineComparison.byteFloor || abs(a - b) <= BaselineComparison.threshold * min(a, b)
        }
        guard let a = result.time, let b = reference.time, let a25 = a.p25, let a75 = a.p75, let b25 = b.p25,
            let b75 = b.p75
        else { return nil }
        // Cross-multiplied, so that a zero quartile needs no division: a25/b75 ≤ 1 ≤ a75/b25.
        return a25 <= b75 && a75 >= b25
    }

    /// A factor as reports print it: "1.52", or "≈1.04" when it is within the noise.
    public static func text(_ factor: Double, withinNoise: Bool?) -> String {
        (withinNoise == true ? "≈" : "") + Quantity.factor(factor)
    }
}
