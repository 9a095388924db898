/// Samples the contenders of one operation in rounds, one sample of each per round, so that
/// drift (frequency scaling, a neighbour's load) hits every column alike.
///
/// The order within a round rotates, so no column is always first after the pause. Between
/// samples, outside the measured region, pending main-actor work is let run (a photo load a
/// screen started), so that every sample starts from a settled screen.
@MainActor
public enum InterleavedMeasurement {
    /// Measures every contender by `plan`.
    /// - Returns: The samples of each contender, in the contenders' order, warm-up excluded.
    public static func run(_ contenders: [Contender], plan: SamplingPlan) async -> [[Sample]] {
        var samples = Array(repeating: [Sample](), count: contenders.count)
        guard !contenders.isEmpty else { return samples }
        // Wall time each contender has taken, setup included.
        var spent = Array(repeating: UInt64(0), count: contenders.count)
        func take(_ index: Int) async -> Sample {
            let start = Timestamp.now()
            let sample = await contenders[index].sample()
            spent[index] += start.nanoseconds(to: .now())
            return sample
        }
        for round in 0..<plan.warmup {
            for offset in contenders.indices {
                let index = (round + offset) % contenders.count
                guard spent[index] < plan.contenderBudgetNanoseconds / 2 else { continue }
                let sample = await take(index)
                // Too slow to repeat: the warm-up is the one sample it gets.
                if spent[index] >= plan.contenderBudgetNanoseconds { samples[index].append(sample) }
                await settle()
            }
        }
        // The measured rounds start a fresh budget, except for a contender whose warm-up was
        // already its one sample.
        for index in spent.indices where samples[index].isEmpty { spent[index] = 0 }
        let start = Timestamp.now()
        var round = 0
        while round < plan.maximumSamples {
            var tookAny = false
            for offset in contenders.indices {
                let index = (round + offset) % contenders.count
                guard samples[index].isEmpty || spent[index] < plan.contenderBudgetNanoseconds else { continue }
                samples[index].append(await take(index))
                tookAny = true
                await settle()
            }
            round += 1
            let elapsed = start.nanoseconds(to: .now())
            if !tookAny || (round >= plan.minimumSamples && elapsed >= plan.budgetNanoseconds) { break }
        }
        return samples
    }

    /// Lets work queued on the main actor run.
    private static func settle() async {
        for _ in 0..<2 { await Task.yield() }
    }
}
