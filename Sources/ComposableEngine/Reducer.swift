/// A feature's logic: how each action changes the state, and what effects it starts.
///
/// Write a reducer either by implementing ``reduce(into:action:)``, or by composing others in
/// ``body``:
///
/// ```swift
/// struct CounterFeature: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action: Equatable { case incrementButtonTapped }
///
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .incrementButtonTapped:
///             state.count += 1
///             return .none
///         }
///     }
/// }
/// ```
///
/// - Note: Mirrors TCA's `Reducer` protocol (`reduce(into:action:)`, `body` built with
///   ``ReducerBuilder``). Deliberate difference: the protocol is isolated to the main actor,
///   where TCA's `Store` runs reducers anyway, so a reducer may read the kit's main-actor
///   repository synchronously. TCA's `@Reducer` macro is not available: conformances are
///   written out.
@MainActor
public protocol Reducer<State, Action> {
    /// The feature's state.
    associatedtype State
    /// The events the feature handles: the user's, and the results its effects feed back.
    associatedtype Action
    /// The reducer ``body`` returns; `Never` for a reducer that implements
    /// ``reduce(into:action:)`` itself.
    associatedtype Body

    /// Changes `state` for `action` and returns the effects to run.
    ///
    /// - Parameters:
    ///   - state: The current state, changed in place.
    ///   - action: What happened.
    /// - Returns: Work to run after the change (``Effect/none`` for none).
    /// - Note: Runs on the main actor, one action at a time, never re-entrantly.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this one is made of, run in order.
    @ReducerBuilder<State, Action>
    var body: Body { get }

    /// This reducer as a store runs it: for a reducer with a ``body``, the body built once,
    /// here, and run for every action; for one that implements ``reduce(into:action:)``, itself.
    ///
    /// `Store`, ``Scope`` and ``Reducer/ifLet(_:action:then:)`` call it once, when they are
    /// created, so a feature's reducer tree is assembled once per store rather than once per
    /// action (building a `body` instantiates its key paths and case paths, and the tree is
    /// copied and destroyed with it).
    ///
    /// - Returns: A reducer that runs exactly what ``reduce(into:action:)`` runs.
    /// - Note: Not in TCA, whose `Reducer.reduce(into:action:)` evaluates `body` on every
    ///   action. The difference shows only for a `body` that depends on something other than
    ///   the reducer's own stored properties while it is built (a dependency read inside an
    ///   `if` of the builder): the store builds it once, with the store's dependencies.
    ///   Dependencies read inside a `Reduce` closure or an effect are read per action, as in
    ///   TCA. Implement it only to return `Reduce(self)`-equivalent work.
    func built() -> Reduce<State, Action>
}

extension Reducer {
    /// Runs ``reduce(into:action:)`` as it is: the reducer has no ``body`` to build.
    @inlinable
    public func built() -> Reduce<State, Action> {
        Reduce(self)
    }
}

extension Reducer where Body == Never {
    /// A reducer that implements ``reduce(into:action:)`` has no body; asking for it is a
    /// programming error, as in TCA.
    public var body: Body {
        fatalError("'\(Self.self)' implements reduce(into:action:) and has no body")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs ``body``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// Builds ``body`` once, and the bodies of the features it scopes with it.
    @inlinable
    public func built() -> Reduce<State, Action> {
        body.built()
    }
}

/// The reducer type of a feature reducer `R`: `ReducerOf<AppFeature>`.
///
/// - Note: Mirrors TCA's `ReducerOf`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
