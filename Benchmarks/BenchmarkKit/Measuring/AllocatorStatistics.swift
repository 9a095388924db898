import CMalloc

/// The allocator's own statistics: what the system's `malloc` says the process holds.
///
/// - On Linux, reads glibc's `mallinfo2()`: `uordblks` (bytes in chunks handed out by the main
///   arena's heap) plus `hblkhd` (bytes in chunks served by `mmap`). Only the calling thread's
///   arena is exact, so measure on one thread (the main actor) with nothing else allocating.
/// - On Apple platforms, reads `malloc_zone_statistics` over every zone: `size_in_use`.
/// - Elsewhere memory is not measured on this platform: ``isMeasured`` is `false` and the
///   memory suite says so instead of printing numbers.
///
/// The difference of two readings around some work is the memory that work still holds.
public enum AllocatorStatistics {
    /// Whether this platform's allocator statistics are read at all.
    public static var isMeasured: Bool {
        #if os(Linux) || canImport(Darwin)
            true
        #else
            false
        #endif
    }

    /// What is read, for the report: "glibc mallinfo2", "malloc_zone_statistics".
    public static var source: String {
        #if os(Linux)
            "glibc mallinfo2"
        #elseif canImport(Darwin)
            "malloc_zone_statistics"
        #else
            "nothing (not measured on this platform)"
        #endif
    }

    /// The bytes the process holds in allocated `malloc` chunks now; 0 where ``isMeasured`` is
    /// `false`.
    public static var bytesInUse: Int {
        #if os(Linux)
            let info = mallinfo2()
            return Int(info.uordblks) + Int(info.hblkhd)
        #elseif canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            return Int(statistics.size_in_use)
        #else
            return 0
        #endif
    }
}
