/// The root of a store and of every store scoped from it: the state, the reducer, the queue of
/// actions, the effects in flight and the observers.
///
/// - Note: Main-actor isolated. Freed when the last store scoped from it is; its effects are
///   cancelled then.
@MainActor
@usableFromInline
final class StoreCore<State, Action>: AnyStoreCore {
    /// Where the state lives: one allocation of its own, so that a scoped store reads its part
    /// of the state in place, by the part's offset (``KeyPathStateReader``), without copying
    /// the whole root's state first.
    @usableFromInline nonisolated(unsafe) let storage: UnsafeMutablePointer<State>

    /// The current state.
    @inlinable
    var state: State { storage.pointee }
    /// The root reducer, built once (``Reducer/built()``), with the features it scopes.
    @usableFromInline let reducer: Reduce<State, Action>
    @usableFromInline let effects: EffectRunner<Action>
    /// The type of the feature reducer the store was made with (`AppFeature`), for a tracer.
    @usableFromInline let reducerType: Any.Type

    /// Whether this core is alive, as effects see it: ended when the core's deinit begins, so
    /// an action an effect sends from then on (a cancellation handler run while the core frees
    /// its effects, a task that outlives it) is dropped. Effects tell it this way rather than
    /// through a weak reference to the core: a weakly referenced object keeps its reference
    /// counts in a side table, and every retain and release of the core (each store, reader
    /// and observation holds it) would take the runtime's slow path.
    @usableFromInline let lifetime = Lifetime()

    /// What effects send their actions through: this core's ``send(_:originatingFrom:)`` while
    /// ``lifetime`` has not ended, dropped after. Made at the first effect, by
    /// ``send(_:originatingFrom:)``, so that it calls the specialized `send`.
    @usableFromInline var sendFromEffect: (@MainActor (Action, EffectTasks?) -> Void)?

    /// Actions waiting to run; only non-empty while ``send(_:originatingFrom:)`` is draining it.
    @usableFromInline var queue: [Action] = []
    @usableFromInline var isSending = false

    @usableFromInline
    init(initialState: State, reducer: some Reducer<State, Action>, dependencies: DependencyValues) {
        self.storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
        self.storage.initialize(to: initialState)
        // Built with the store's dependencies, as the reducer will run with them.
        self.reducer = DependencyValues.$current.withValue(dependencies) { reducer.built() }
        self.effects = EffectRunner(dependencies: dependencies)
        self.reducerType = type(of: reducer)
        super.init()
    }

    /// Runs `action` through the reducer, then the actions it and its effects sent, in order,
    /// with the store's dependencies as ``DependencyValues/current``; then tells observers.
    /// Called while it runs, it only queues the action. Reports each action, its state and the
    /// observers' turn to ``ComposableStoreTracing/tracer`` when one is installed.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - origin: The tasks of the action whose effect sent this one, which this one's tasks
    ///     join (so that the first action's ``StoreTask`` awaits them); `nil` for a new action.
    /// - Returns: The tasks the action started, for a new action run now; `nil` otherwise.
    @inlinable
    @discardableResult
    func send(_ action: Action, originatingFrom origin: EffectTasks? = nil) -> EffectTasks? {
        queue.append(action)
        guard !isSending else { return nil }
        isSending = true
        var tasks = origin
        // One task-local binding for the whole drain, around the reducer runs and the effects
        // they start (which inherit it), not one per action; observers run outside it.
        DependencyValues.$current.withValue(effects.dependencies) {
            var index = 0
            while index < queue.count {
                let next = queue[index]
                index += 1
                let effect: Effect<Action>
                if let tracer = ComposableStoreTracing.tracer {
                    tracer.didSend(next, to: Store<State, Action>.self, reducer: reducerType)
                    let old = storage.pointee
                    effect = reducer.reduce(into: &storage.pointee, action: next)
                    tracer.didReduce(next, from: old, to: storage.pointee)
                } else {
                    effect = reducer.reduce(into: &storage.pointee, action: next)
                }
                version &+= 1
                if !effect.isNone {
                    effects.run(effect, tasks: &tasks, send: sendFromEffect ?? makeSendFromEffect())
                }
            }
        }
        queue.removeAll(keepingCapacity: true)
        isSending = false
        if let tracer = ComposableStoreTracing.tracer { reportObservers(to: tracer) }
        observers.notify()
        return origin == nil ? tasks : nil
    }

    /// Tells `tracer` how many observers are about to be told (not inlined: only a tracer pays).
    @usableFromInline
    func reportObservers(to tracer: any ComposableStoreTracer) {
        tracer.willNotifyObservers(count: observers.count)
    }

    @inlinable
    func makeSendFromEffect() -> @MainActor (Action, EffectTasks?) -> Void {
        let send: @MainActor (Action, EffectTasks?) -> Void = { [lifetime, unowned self] action, tasks in
            guard lifetime.isAlive else { return }
            self.send(action, originatingFrom: tasks)
        }
        sendFromEffect = send
        return send
    }

    /// Isolated, so that it never runs beside an effect's `send` on the main actor; it ends
    /// ``lifetime`` before anything it holds (the effects first) is freed.
    isolated deinit {
        lifetime.isAlive = false
        storage.deinitialize(count: 1)
        storage.deallocate()
    }
}

/// Whether a ``StoreCore`` is alive, for the effects that send to it (see
/// ``StoreCore/lifetime``).
@MainActor
@usableFromInline
final class Lifetime {
    /// `false` from the start of the core's deinit on.
    @usableFromInline var isAlive = true

    @usableFromInline
    init() {}
}
