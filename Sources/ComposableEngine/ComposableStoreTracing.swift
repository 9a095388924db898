/// Where the one ``ComposableStoreTracer`` of the process is installed; every composable
/// ``Store`` reports to it.
///
/// `nil` by default. While it is `nil`, each point where a store would report (an action run,
/// a scoped reducer, the observers told) costs one load of this property and one branch; the
/// values a tracer is given are neither built nor copied.
///
/// ```swift
/// ComposableStoreTracing.tracer = myTracer   // on the main actor, before the stores it should see
/// ```
///
/// - Note: The kit's `Harness` installs its tracer when it first records a trace and leaves it
///   installed; each report then costs a call to that tracer, which returns at once while no
///   trace session records. Mirrors the Redux store's `StoreTracing`.
public enum ComposableStoreTracing {
    // Unchecked exclusivity: every access is an instantaneous read or write on the main actor
    // (a store copies the value out before it calls the tracer), so none can overlap; a checked
    // access can cost a runtime call (`swift_beginAccess`) at every report.

    /// The tracer every store reports to, or `nil` for none (the default).
    ///
    /// Main-actor isolated, like ``Store``: set it on the main actor; a store reads it at each
    /// report.
    @MainActor @exclusivity(unchecked) public static var tracer: (any ComposableStoreTracer)? = nil
}
