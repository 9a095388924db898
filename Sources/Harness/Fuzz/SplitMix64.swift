/// A seeded pseudo-random generator: Steele, Lea and Flood's SplitMix64 (the generator Java's
/// `SplittableRandom` uses, and the one xoshiro's authors recommend for seeding).
///
/// The system generator cannot be seeded, so the fuzzer uses this one: the same seed gives the
/// same numbers on every run and machine. Its own ``int(below:)`` keeps choices independent of
/// how the standard library maps random bits to a range.
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// print(random.next())
/// // Prints: 10451216379200822465
/// ```
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose numbers follow from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, uniformly (rejection of the biased top range).
    /// - Precondition: `bound > 0`.
    mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "int(below:) needs a positive bound")
        let range = UInt64(bound)
        let limit = UInt64.max - UInt64.max % range
        while true {
            let value = next()
            if value < limit { return Int(value % range) }
        }
    }

    /// `true` with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(below: denominator) < numerator
    }

    /// One element of a non-empty collection, uniformly.
    mutating func element<C: Collection>(of collection: C) -> C.Element where C.Index == Int {
        collection[collection.startIndex + int(below: collection.count)]
    }

    /// The seed of the `index`th item of a run seeded with `seed`: each session gets its own
    /// stream, so session 17 is the same whether or not sessions 0…16 were played.
    static func seed(_ seed: UInt64, item index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
