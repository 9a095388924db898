import Runtime

/// One probe event as recorded: what the probe saw and the call stack that reached it.
///
/// - Note: The stack is raw (program counters); symbolicate it with
///   `stack?.symbolicated()` (toolchain `Runtime` module) before reading names.
public struct ProbeRecord: @unchecked Sendable {
    // @unchecked: `Backtrace` is an immutable value (program counters and an image map) that the
    // toolchain has not marked Sendable; the record never mutates it after capture.

    /// What the probe saw.
    public var event: ProbeEvent
    /// The call stack at the probe, innermost frame first; `nil` if it could not be captured.
    public var stack: Backtrace?
}
