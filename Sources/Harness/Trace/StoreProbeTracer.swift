import ReduxStore
import Tracing

/// The ReSwift-shaped store's tracer: reports each dispatch, reducer run and delivery of every
/// `ReduxStore.Store` to the trace's probes (`Probe.recordDispatch`, `recordReduce`,
/// `recordNotify`), which keep it with its call stack while a session records.
///
/// The store cannot report to `Tracing` itself (it imports nothing of the package), so
/// ``TraceRecorder`` installs this tracer in the store's hook (`StoreTracing.tracer`) before it
/// records. It stays installed; while no session records, each call returns after one atomic
/// load (`Probe.isRecording`). Its frames, like the probes', are in infrastructure modules, so
/// a trace's path is the same as if the store called the probes directly.
@MainActor
final class StoreProbeTracer: StoreTracer {
    /// The one instance, installed by ``install()``.
    static let shared = StoreProbeTracer()

    /// Installs ``shared`` as every store's tracer. Idempotent.
    static func install() {
        if StoreTracing.tracer !== shared { StoreTracing.tracer = shared }
    }

    private init() {}

    func didDispatch(_ action: any Action, to store: Any.Type) {
        if Probe.isRecording { Probe.recordDispatch(action, store: store) }
    }

    func didReduce<State>(_ action: any Action, from oldState: State, to newState: State) {
        if Probe.isRecording { Probe.recordReduce(action, from: oldState, to: newState) }
    }

    func willNotify(subscriberOfType type: Any.Type) {
        if Probe.isRecording { Probe.recordNotify(subscriber: type) }
    }
}
