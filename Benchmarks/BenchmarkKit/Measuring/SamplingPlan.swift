/// How much to sample one operation: warm-up, then samples until both a count and a time
/// budget are met, or a cap is reached.
public struct SamplingPlan: Sendable, Hashable {
    /// Samples per contender taken and thrown away first.
    public var warmup: Int
    /// The fewest samples per contender.
    public var minimumSamples: Int
    /// The most samples per contender.
    public var maximumSamples: Int
    /// Once every contender has ``minimumSamples``, sampling stops when this much time
    /// (in nanoseconds, measured or not) has passed on the operation.
    public var budgetNanoseconds: UInt64
    /// The most time one contender may take on the operation: a contender past it takes no
    /// more samples (it keeps at least one), so that a column a hundred times slower than the
    /// others cannot hold the run for minutes. A warm-up sample past it is kept as the sample.
    public var contenderBudgetNanoseconds: UInt64

    /// Creates a plan.
    public init(
        warmup: Int, minimumSamples: Int, maximumSamples: Int, budgetNanoseconds: UInt64,
        contenderBudgetNanoseconds: UInt64 = .max
    ) {
        self.warmup = warmup
        self.minimumSamples = minimumSamples
        self.maximumSamples = max(maximumSamples, minimumSamples)
        self.budgetNanoseconds = budgetNanoseconds
        self.contenderBudgetNanoseconds = contenderBudgetNanoseconds
    }

    /// This plan with at most `samples` samples and `warmup` warm-up rounds: for operations
    /// whose single sample is long (a 100,000-row table).
    public func capped(samples: Int, warmup: Int) -> SamplingPlan {
        SamplingPlan(
            warmup: min(self.warmup, warmup), minimumSamples: min(minimumSamples, samples),
            maximumSamples: min(maximumSamples, samples), budgetNanoseconds: budgetNanoseconds,
            contenderBudgetNanoseconds: contenderBudgetNanoseconds)
    }
}
