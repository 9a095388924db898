import ComposableEngine
import Tracing

/// The composable engine's tracer: reports each action a `ComposableEngine.Store` runs (with the
/// reducers it ran through and the state it changed) and each turn of its observers to the
/// trace's probes (`Probe.recordDispatch`, `recordReduce(_:by:from:to:)`, `recordObservers`),
/// which keep it with its call stack while a session records.
///
/// The engine cannot report to `Tracing` itself (it imports nothing of the package), so
/// ``TraceRecorder`` installs this tracer in the engine's hook (`ComposableStoreTracing.tracer`)
/// before it records, as it does ``StoreProbeTracer`` for the Redux store. It stays installed;
/// while no session records, each call returns after one atomic load (`Probe.isRecording`).
@MainActor
final class ComposableProbeTracer: ComposableStoreTracer {
    /// The one instance, installed by ``install()``.
    static let shared = ComposableProbeTracer()

    /// Installs ``shared`` as every composable store's tracer. Idempotent.
    static func install() {
        if ComposableStoreTracing.tracer !== shared { ComposableStoreTracing.tracer = shared }
    }

    /// The reducers the current action has run through so far: the root's, then each scope's.
    private var reducers: [String] = []
    private var store: Any.Type = Void.self

    private init() {}

    func didSend<Action>(_ action: Action, to store: Any.Type, reducer: Any.Type) {
        guard Probe.isRecording else { return }
        self.store = store
        reducers = ["\(reducer)"]
        Probe.recordDispatch(action, store: store)
    }

    func willRunScopedReducer(_ reducer: Any.Type, state: AnyKeyPath?) {
        guard Probe.isRecording else { return }
        // `\AppFeature.State.products` → `\.products`; a case of an enum state has no key path.
        guard let state else { return reducers.append("Scope(case) › \(reducer)") }
        let path = "\(state)".split(separator: ".").last.map { "\\.\($0)" } ?? "\(state)"
        reducers.append("Scope(\(path)) › \(reducer)")
    }

    func didReduce<State, Action>(_ action: Action, from oldState: State, to newState: State) {
        guard Probe.isRecording else { return }
        Probe.recordReduce(action, by: reducers.joined(separator: " › "), from: oldState, to: newState)
    }

    func willNotifyObservers(count: Int) {
        guard Probe.isRecording else { return }
        Probe.recordObservers(count: count, store: store)
    }
}
