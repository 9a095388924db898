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
/// - Note: Any thread may record; the logs are guarded by a `Mutex`. Each recording is a
///   session bound to a task (``withSession(_:operation:)``), so traced runs in parallel stay
///   apart.
public enum Probe {
    /// How many recording sessions are open; probes record while it is above zero.
    private static let openSessions = Atomic<Int>(0)
    private static let nextSession = Atomic<Int>(1)
    private static let logs = Mutex<[Int: [ProbeRecord]]>([:])

    /// The process's loaded images, read once, on the first probe that records. Without it each
    /// capture reads `/proc/self/maps` and every image's ELF header again, which is slow and can
    /// fault when another thread unmaps an image between the two reads (a crash seen in a full
    /// parallel test run: `getElfImageInfo` on an unmapped page). The kit's frames are in images
    /// loaded at start-up, so a map from the first capture names every frame a trace keeps.
    private static let images = ImageMap.capture()

    /// ``images``, for whoever symbolicates the stacks probes recorded (the trace recorder): one
    /// map for the process, so no later capture can race an unmapping thread.
    public static var loadedImages: ImageMap { images }

    /// The recording session of the current task: probes reached from a task that runs inside
    /// ``withSession(_:operation:)`` (and from the tasks it creates, which inherit it) record into
    /// that session's log; all others record nothing. Several sessions (tests running in
    /// parallel) never see each other's probes.
    @TaskLocal public static var session: Int?

    /// Whether any session records now. One relaxed atomic load: the only cost of a probe site
    /// while tracing is off.
    @inline(__always)
    public static var isRecording: Bool { openSessions.load(ordering: .relaxed) > 0 }

    /// Opens a recording session, with an empty log.
    /// - Returns: The session's id, for ``withSession(_:operation:)``, ``drain(_:)`` and
    ///   ``endSession(_:)``.
    public static func beginSession() -> Int {
        let id = nextSession.wrappingAdd(1, ordering: .relaxed).oldValue
        logs.withLock { $0[id] = [] }
        openSessions.wrappingAdd(1, ordering: .relaxed)
        return id
    }

    /// Runs `operation` with probes recording into session `id`.
    public static func withSession<T>(
        _ id: Int, isolation: isolated (any Actor)? = #isolation, operation: () async -> T
    ) async -> T {
        await $session.withValue(id, operation: operation, isolation: isolation)
    }

    /// Closes session `id` and returns what it recorded since the last ``drain(_:)``.
    @discardableResult
    public static func endSession(_ id: Int) -> [ProbeRecord] {
        openSessions.wrappingSubtract(1, ordering: .relaxed)
        return logs.withLock { $0.removeValue(forKey: id) ?? [] }
    }

    /// Returns the records session `id` kept so far, oldest first, and empties its log;
    /// recording goes on.
    public static func drain(_ id: Int) -> [ProbeRecord] {
        logs.withLock { logs in
            defer { logs[id]?.removeAll(keepingCapacity: true) }
            return logs[id] ?? []
        }
    }

    /// Records one probe event with the call stack that reached it, into the current task's
    /// session. Does nothing while no session records, or outside one.
    ///
    /// - Parameter event: What the probe saw.
    /// - Complexity: One stack capture (a walk of the frame pointers); call it only behind
    ///   ``isRecording``.
    @inline(never)
    public static func record(_ event: ProbeEvent) {
        guard isRecording, let id = session else { return }
        // `limit: nil` keeps the whole stack: the outermost frames tell whether a probe ran
        // inside the user event's call.
        let stack = try? Backtrace.capture(limit: nil, images: images)
        logs.withLock { $0[id]?.append(ProbeRecord(event: event, stack: stack)) }
    }
}
