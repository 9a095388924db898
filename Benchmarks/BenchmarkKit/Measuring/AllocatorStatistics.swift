import CMalloc

#if canImport(Glibc)
    import Glibc
#endif

/// The allocator's own statistics: what the system's `malloc` says the process holds.
///
/// - On Linux, reads glibc's `mallinfo2()`: `uordblks` (bytes in chunks handed out by the main
///   arena's heap) plus `hblkhd` (bytes in chunks served by `mmap`). Only the calling thread's
///   arena is exact, so measure on one thread (the main actor) with nothing else allocating.
///   Not in a build with AddressSanitizer (`swift test --sanitize=address`): its allocator
///   replaces glibc's `malloc`, and `mallinfo2` sees none of its chunks, so there memory is not
///   measured.
/// - On Apple platforms, reads `malloc_zone_statistics` over every zone: `size_in_use`.
/// - Elsewhere memory is not measured on this platform: ``isMeasured`` is `false` and the
///   memory suite says so instead of printing numbers.
///
/// The difference of two readings around some work is the memory that work still holds.
public enum AllocatorStatistics {
    /// Whether this process's allocator statistics are read at all: `false` on a platform
    /// without them, and on Linux under AddressSanitizer.
    public static var isMeasured: Bool {
        #if os(Linux)
            !isAddressSanitizerLoaded
        #elseif canImport(Darwin)
            true
        #else
            false
        #endif
    }

    /// What is read, for the report: "glibc mallinfo2", "malloc_zone_statistics", or why
    /// nothing is.
    public static var source: String {
        #if os(Linux)
            isAddressSanitizerLoaded
                ? "nothing (AddressSanitizer's allocator replaces malloc, and mallinfo2 does not see it)"
                : "glibc mallinfo2"
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
            guard !isAddressSanitizerLoaded else { return 0 }
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

    #if os(Linux)
        /// Whether AddressSanitizer's runtime is in this process (a build with
        /// `-sanitize=address`): the runtime exports `__asan_init`, which `dlsym` finds in the
        /// process's global scope. Looked up once.
        private static let isAddressSanitizerLoaded: Bool = {
            let process = dlopen(nil, RTLD_NOW)
            defer { if let process { dlclose(process) } }
            return dlsym(process, "__asan_init") != nil
        }()
    #endif
}
