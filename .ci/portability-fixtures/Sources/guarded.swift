#if os(Linux)
    import Glibc
    let cpu = "/proc/cpuinfo"
#elseif canImport(Darwin)
    import Darwin
#else
    let path = "/proc/self/exe"  // flagged: the #else branch is not Linux
#endif

// mallinfo2 in a comment is not flagged.
