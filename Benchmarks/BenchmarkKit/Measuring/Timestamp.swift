#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A reading of the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), in nanoseconds.
///
/// Cheaper than `ContinuousClock.now` (no `Duration` arithmetic) and just as monotonic; a
/// reading costs about 20 ns through the vDSO, so operations shorter than a microsecond are
/// measured in batches (see ``Contender/eventsPerSample``).
public struct Timestamp: Sendable, Hashable, Comparable {
    /// Nanoseconds since an arbitrary, fixed point (the machine's boot).
    public let nanoseconds: UInt64

    /// Reads the clock now.
    @inline(__always)
    public static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Timestamp(nanoseconds: UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec))
    }

    /// The nanoseconds from this reading to a later one.
    @inline(__always)
    public func nanoseconds(to later: Timestamp) -> UInt64 {
        later.nanoseconds &- nanoseconds
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}
