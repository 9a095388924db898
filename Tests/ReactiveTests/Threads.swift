import Foundation
import Synchronization

/// Runs `body(i)` for `i` in `0..<count`, each on a thread of its own started together, and
/// returns when all have finished. Tests of races need real threads: the cooperative pool of
/// Swift concurrency may run the bodies one after another on a two-core machine.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        let thread = Thread {
            start.wait()
            body(index)
            done.signal()
        }
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    for _ in 0..<count { done.wait() }
}

/// A thread-safe list of what one subscriber received, in order.
///
/// Test helpers lock with `NSLock`, which ThreadSanitizer sees (it does not see
/// `Synchronization.Mutex` on Linux), so a sanitizer run reports only the engine's races.
final class Log<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])
    func append(_ value: Value) { storage.withLock { $0.append(value) } }
    var values: [Value] { storage.withLock { $0 } }
}

/// A thread-safe flag.
final class Flag: Sendable {
    private let storage = Atomic<Bool>(false)
    func set() { storage.store(true, ordering: .sequentiallyConsistent) }
    var isSet: Bool { storage.load(ordering: .sequentiallyConsistent) }
}

/// Holds a value that several threads hand over under a lock (a cancellable, a subject).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
