/// Work a reducer asks the store to do after changing the state: send an action, run async
/// work that sends actions back, or cancel work in flight.
///
/// A reducer returns an effect as a value; nothing runs until the store runs it, so a test
/// sees exactly which effects an action started.
///
/// ```swift
/// case .loadButtonTapped:
///     state.isLoading = true
///     return .run { send in
///         await send(.summaryResponse(await fetch()))
///     }
///     .cancellable(id: CancelID.load, cancelInFlight: true)
/// ```
///
/// - Note: Mirrors TCA's `Effect<Action>` (`.none`, `.send`, `.run`, `.merge`,
///   `.cancellable(id:cancelInFlight:)`, `.cancel(id:)`, `map`). Deliberate differences: the
///   operation of `.run` is isolated to the main actor (where everything a screen owns lives
///   in the kit). As in TCA, it is a `Task` that starts after the `send` that returned it.
///   No Combine publishers, no `concatenate`, no `debounce` or `throttle`.
public struct Effect<Action> {
    /// One piece of an effect's work, in order.
    @usableFromInline
    enum Item {
        case send(Action)
        /// `dismissal`: the action that dismisses the presented feature whose effect this is,
        /// which ``DismissEffect`` sends while the work runs (set by the presenting `ifLet`).
        case run(
            cancelIDs: [AnyHashable], dismissal: (@MainActor @Sendable () -> Action)? = nil,
            operation: @MainActor @Sendable (Send<Action>) async -> Void)
        case cancel(id: AnyHashable)
    }

    @usableFromInline
    var items: [Item]

    @usableFromInline
    init(items: [Item]) {
        self.items = items
    }

    /// No work.
    @inlinable
    public static var none: Self { Self(items: []) }

    /// Whether the effect does nothing.
    @inlinable
    public var isNone: Bool { items.isEmpty }

    /// An effect that sends `action` back into the store at once, queued behind the action that
    /// returned it.
    ///
    /// - Note: Mirrors TCA's `Effect.send(_:)`. Prefer calling shared logic directly over
    ///   sending actions to share it; use it for delegate actions to a parent.
    @inlinable
    public static func send(_ action: Action) -> Self { Self(items: [.send(action)]) }

    /// An effect that runs async work, sending actions back through `send`.
    ///
    /// - Parameters:
    ///   - operation: The work, a main-actor task started after the `send` that returned the
    ///     effect (never inside it). It runs until it returns,
    ///     throws, or its task is cancelled (``cancellable(id:cancelInFlight:)``, a dismissed
    ///     feature, a dropped store).
    ///   - handler: Called with an error `operation` throws, other than `CancellationError`.
    ///     Without it, a thrown error ends the effect and nothing is sent.
    /// - Note: Mirrors TCA's `Effect.run(priority:operation:catch:)`, without a priority.
    public static func run(
        operation: @escaping @MainActor @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@MainActor @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
    ) -> Self {
        Self(items: [
            .run(cancelIDs: []) { send in
                do {
                    try await operation(send)
                } catch is CancellationError {
                    return
                } catch {
                    await handler?(error, send)
                }
            }
        ])
    }

    /// An effect that runs several effects together, their work in the order given.
    ///
    /// - Note: Mirrors TCA's `Effect.merge(_:)`.
    @inlinable
    public static func merge(_ effects: Self...) -> Self {
        // A closure, not `\.items`: a key-path literal in this generic type is built anew on
        // every call (the runtime instantiates it per call), which a reducer pays per action.
        Self(items: effects.flatMap { $0.items })
    }

    /// This effect and `other`, run together.
    ///
    /// - Note: Mirrors TCA's `Effect.merge(with:)`.
    @inlinable
    public func merge(with other: Self) -> Self {
        if other.items.isEmpty { return self }
        if items.isEmpty { return other }
        return Self(items: items + other.items)
    }

    /// The effect with every action it sends turned into another action: how a parent runs a
    /// child feature's effects.
    ///
    /// - Parameter transform: Turns a child action into the parent's (usually a case of it).
    /// - Note: Mirrors TCA's `Effect.map(_:)`.
    @MainActor @inlinable
    public func map<NewAction>(_ transform: @escaping @MainActor @Sendable (Action) -> NewAction) -> Effect<NewAction> {
        // A presented feature's dismissal, made into the new action type.
        let transformed = { (dismissal: @escaping @MainActor @Sendable () -> Action) -> @MainActor @Sendable () -> NewAction in
            { transform(dismissal()) }
        }
        if items.isEmpty { return .none }
        return Effect<NewAction>(
            items: items.map { item in
                switch item {
                case .send(let action):
                    .send(transform(action))
                case .run(let cancelIDs, let dismissal, let operation):
                    .run(
                        cancelIDs: cancelIDs, dismissal: dismissal.map(transformed),
                        operation: { send in await operation(Send { send.send(transform($0)) }) })
                case .cancel(let id):
                    .cancel(id: id)
                }
            })
    }
}

extension Effect {
    /// This effect, made cancellable by `id`: ``cancel(id:)`` with the same id cancels the work
    /// it started that is still running.
    ///
    /// - Parameters:
    ///   - id: Any hashable value; work of every effect marked with an equal id is cancelled
    ///     together.
    ///   - cancelInFlight: Whether to cancel work of `id` still running from an earlier effect
    ///     before this one starts (a new search cancelling the last one).
    /// - Note: Mirrors TCA's `Effect.cancellable(id:cancelInFlight:)`. As in TCA, `.send` work
    ///   runs at once and so is never cancelled, and `.none` stays `.none` (its
    ///   `cancelInFlight` cancels nothing). Deliberate difference: the work is registered under
    ///   `id`, and `cancelInFlight` cancels the earlier work, when the store runs the effect
    ///   (inside `send`); TCA's `.run` does both when its task begins (`withTaskCancellation`
    ///   inside the task), so a `.cancel(id:)` in the same `send` reaches this work here, not
    ///   in TCA.
    @inlinable
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        cancellable(erasedID: AnyHashable(id), cancelInFlight: cancelInFlight)
    }

    /// ``cancellable(id:cancelInFlight:)`` with the id type-erased only when there is work to
    /// mark, and the engine's own ids (``IfLetReducer``'s) erased once, where they are made:
    /// boxing an id looks its conformances up at run time, per call.
    @inlinable
    func cancellable(erasedID erase: @autoclosure () -> AnyHashable, cancelInFlight: Bool = false) -> Self {
        // `.none` stays `.none`, as in TCA (even with `cancelInFlight`). No `.run` to mark and
        // no cancelling asked: nothing to box or copy (a `.send` is delivered before any
        // cancellation could reach it).
        guard !items.isEmpty else { return self }
        guard cancelInFlight || items.contains(where: { if case .run = $0 { true } else { false } }) else { return self }
        let id = erase()
        var marked: [Item] = cancelInFlight ? [.cancel(id: id)] : []
        for item in items {
            if case .run(let cancelIDs, let dismissal, let operation) = item {
                marked.append(.run(cancelIDs: cancelIDs + [id], dismissal: dismissal, operation: operation))
            } else {
                marked.append(item)
            }
        }
        return Self(items: marked)
    }

    /// An effect that cancels the running work of every effect made cancellable with `id`.
    ///
    /// - Note: Mirrors TCA's `Effect.cancel(id:)`. Cancelling a task: its operation sees
    ///   `Task.isCancelled`, and ``Send`` drops whatever it sends afterwards.
    @inlinable
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(items: [.cancel(id: AnyHashable(id))])
    }

    /// ``cancel(id:)`` with an id already type-erased.
    @inlinable
    static func cancel(erasedID id: AnyHashable) -> Self {
        Self(items: [.cancel(id: id)])
    }
}

extension Effect {
    /// This effect as the effect of a presented child whose presentation id is `scope`: a
    /// `.cancel(id:)` in the child is scoped to `scope` (so it reaches only this child's work);
    /// every `.run` stays cancellable by its ids unscoped (by the parent and its ancestors) and
    /// becomes cancellable by them scoped to `scope` (by the child) and by `scope` itself (so
    /// dismissing the child cancels all its work, its own presented children's included).
    ///
    /// - Note: TCA scopes ids the same way: `ifLet` gives the child a longer navigation id path,
    ///   and an effect is cancellable by its id at every prefix of its path
    ///   (`_CancelID(id:navigationIDPath:)`, `CancellablesCollection.insert`).
    @inlinable
    func presented(in scope: AnyHashable) -> Self {
        // Only `.send` work (a delegate action): no id to scope, nothing to copy.
        guard items.contains(where: { if case .send = $0 { false } else { true } }) else { return self }
        return Self(
            items: items.map { item in
                switch item {
                case .send:
                    item
                case .run(let cancelIDs, let dismissal, let operation):
                    .run(
                        cancelIDs: cancelIDs + cancelIDs.map { AnyHashable(ScopedCancelID(scope: scope, id: $0)) } + [scope],
                        dismissal: dismissal, operation: operation)
                case .cancel(let id):
                    .cancel(id: AnyHashable(ScopedCancelID(scope: scope, id: id)))
                }
            })
    }
}

/// A cancellation id of a presented child's effect, scoped to the child (see
/// ``Effect/presented(in:)``).
///
/// `@unchecked Sendable`: both parts are cancellation ids, which are `Sendable` when made
/// (``Effect/cancellable(id:cancelInFlight:)``) or key paths (``PresentationCancelID``).
@usableFromInline
struct ScopedCancelID: Hashable, @unchecked Sendable {
    @usableFromInline let scope: AnyHashable
    @usableFromInline let id: AnyHashable

    @usableFromInline
    init(scope: AnyHashable, id: AnyHashable) {
        self.scope = scope
        self.id = id
    }
}
