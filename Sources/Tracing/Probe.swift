import Runtime
import Synchronization

/// The switch and the log of the kit's trace probes: the few points every architecture already
/// passes (widget events and writes, the store's dispatch, reduce and notify, the domain's
/// repository and services) report here, and while recording is on each report is kept with the
/// call stack that led to it.
///
/// A probe site costs one relaxed atomic load while recording is off:
///
/// ```swift
/// if Probe.isRecording { Probe.record(ProbeEvent(kind: .write, subject: "Label name", detail: "text")) }
/// ```
///
/// The stacks are captured with the toolchain's `Runtime` module (`Backtrace.capture()`) and
/// named later, by whoever reads the log (`Harness`'s trace builder); a probe never symbolicates.
///
/// - Note: Any thread may record; the log is guarded by a `Mutex`. Recording is process-wide,
///   so run one traced scenario at a time (the `archkit trace` command and its tests do).
public enum Probe {
    private static let recording = Atomic<Bool>(false)
    private static let log = Mutex<[ProbeRecord]>([])

    /// Whether probes record now. One relaxed atomic load: the only cost of a probe site while
    /// tracing is off.
    @inline(__always)
    public static var isRecording: Bool { recording.load(ordering: .relaxed) }

    /// Starts recording, with an empty log.
    public static func startRecording() {
        log.withLock { $0.removeAll() }
        recording.store(true, ordering: .relaxed)
    }

    /// Stops recording and returns what was recorded since the last ``startRecording()`` or
    /// ``drain()``.
    @discardableResult
    public static func stopRecording() -> [ProbeRecord] {
        recording.store(false, ordering: .relaxed)
        return drain()
    }

    /// Returns the records kept so far, oldest first, and empties the log; recording goes on.
    public static func drain() -> [ProbeRecord] {
        log.withLock { records in
            defer { records.removeAll(keepingCapacity: true) }
            return records
        }
    }

    /// Records one probe event with the call stack that reached it. Does nothing while
    /// recording is off.
    ///
    /// - Parameter event: What the probe saw.
    /// - Complexity: One stack capture (a walk of the frame pointers, about a microsecond per
    ///   frame); call it only behind ``isRecording``.
    @inline(never)
    public static func record(_ event: ProbeEvent) {
        guard isRecording else { return }
        // `limit: nil` keeps the whole stack: the outermost frames tell which user event a
        // probe belongs to.
        let stack = try? Backtrace.capture(limit: nil)
        log.withLock { $0.append(ProbeRecord(event: event, stack: stack)) }
    }
}
