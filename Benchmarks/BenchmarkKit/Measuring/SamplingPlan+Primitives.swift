extension SamplingPlan {
    /// The sampling of nanosecond primitives run in batches: `archkit-bench`'s primitives suite
    /// and the peers package (Benchmarks/Peers), which measures the same cases in OpenCombine,
    /// RxSwift and ReSwift, so that both read alike.
    ///
    /// - Parameter quick: A run of seconds (30 to 200 samples in 30 ms a case) rather than the
    ///   full one (300 to 20,000 samples in 0.7 s a case, after 100 thrown away).
    /// - Returns: The plan for one case.
    public static func primitives(quick: Bool) -> SamplingPlan {
        quick
            ? SamplingPlan(warmup: 5, minimumSamples: 30, maximumSamples: 200, budgetNanoseconds: 30_000_000)
            : SamplingPlan(warmup: 100, minimumSamples: 300, maximumSamples: 20_000, budgetNanoseconds: 700_000_000)
    }
}
