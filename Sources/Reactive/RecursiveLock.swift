#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A recursive pthread mutex: the lock a subject (and `combineLatest`) holds while it
/// delivers, so that one subscriber gets one value at a time, in the order the publisher
/// took them, while a subscriber may still re-enter (send, subscribe, request, cancel) on
/// the delivering thread. Combine serialises deliveries with a recursive lock the same way.
///
/// A pthread mutex, not `Synchronization.Mutex`, because it must be held across calls out
/// and taken recursively, and because ThreadSanitizer understands it.
///
/// A value holding a pointer: its owner creates it once and calls ``destroy()`` in `deinit`.
@usableFromInline
struct RecursiveLock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked recursive mutex (one allocation).
    @inlinable
    init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    /// Blocks until this thread holds the lock (at once if it holds it already).
    @inlinable
    func lock() { pthread_mutex_lock(mutex) }

    /// Releases one hold of the lock.
    @inlinable
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Frees the mutex; called once, by the owner's `deinit`.
    @inlinable
    func destroy() {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
