/// Where the one ``StoreTracer`` of the process is installed; every ``Store`` reports to it.
///
/// `nil` by default. While it is `nil`, each point where a store would report (a dispatch, a
/// reducer run, a delivery) costs one load of this property and one branch; the values a
/// tracer is given are neither built nor copied.
///
/// ```swift
/// StoreTracing.tracer = myTracer   // on the main actor, before the stores it should see
/// ```
///
/// - Note: The kit's `Harness` installs its tracer when it first records a trace
///   (`TraceRecorder`) and leaves it installed: from then on each report costs a call to that
///   tracer, which checks whether a trace session records (`Probe.isRecording`) and returns if
///   not. A tracer sees every store of the process, on the main actor; install one only in a
///   tool that traces. The composable engine has its own hook of this shape
///   (`ComposableStoreTracing`).
public enum StoreTracing {
    // Unchecked exclusivity: every access is an instantaneous read or write on the main actor
    // (a store copies the value out before it calls the tracer), so none can overlap; a checked
    // access can cost a runtime call (`swift_beginAccess`) at every report.

    /// The tracer every store reports to, or `nil` for none (the default).
    ///
    /// Main-actor isolated, like ``Store``: set it on the main actor; a store reads it at each
    /// report.
    @MainActor @exclusivity(unchecked) public static var tracer: (any StoreTracer)? = nil
}
