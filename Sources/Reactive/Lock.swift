#if ARCHKIT_TSAN
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
#else
    import Synchronization
#endif

#if ARCHKIT_TSAN
    /// The core's lock around a value, built for ThreadSanitizer: a pthread mutex, which
    /// the sanitizer understands. (On Linux with Swift 6.3.1 `Synchronization.Mutex` is
    /// invisible to it, so every access it guards is reported as a race.) Chosen when the
    /// package is built with `-Xswiftc -DARCHKIT_TSAN`, as the sanitizer command in
    /// CONTRIBUTING does; same interface as `Mutex`.
    ///
    /// `@unchecked Sendable` invariant: `value` is only touched inside `withLock`.
    @usableFromInline
    final class Lock<Value>: @unchecked Sendable {
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
        @usableFromInline var value: Value

        @inlinable
        init(_ value: Value) {
            self.value = value
            mutex = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        /// Runs `body` with the value while holding the mutex.
        @inlinable
        func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value)
        }
    }
#else
    /// The core's lock around a value: `Synchronization.Mutex` (a futex on Linux). Built
    /// with `-DARCHKIT_TSAN` it is a pthread mutex instead, which ThreadSanitizer sees.
    @usableFromInline
    typealias Lock<Value> = Mutex<Value>
#endif
