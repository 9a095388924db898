import CMalloc

/// The allocator's own statistics: what glibc's `malloc` says the process holds.
///
/// Reads `mallinfo2()`: `uordblks` (bytes in chunks handed out by the main arena's heap) plus
/// `hblkhd` (bytes in chunks served by `mmap`). The difference of two readings around some work
/// is the memory that work still holds. Only the calling thread's arena is exact, so measure on
/// one thread (the main actor) with nothing else allocating.
public enum AllocatorStatistics {
    /// The bytes the process holds in allocated `malloc` chunks now.
    public static var bytesInUse: Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}
