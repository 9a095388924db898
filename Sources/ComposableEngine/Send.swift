/// Feeds actions from an effect back into its store.
///
/// ```swift
/// return .run { send in
///     await send(.summaryResponse(await loadSummary()))
/// }
/// ```
///
/// - Note: Mirrors TCA's `Send` (`callAsFunction(_:)`). Main-actor isolated, and awaited
///   (`await send(.x)`) as in TCA, where the effect's work runs off the main actor and sending
///   hops to it; here the work is already on the main actor, so the call is `async` to keep
///   TCA's form. As in TCA, an action sent after the effect's task was cancelled is dropped.
@MainActor
public struct Send<Action>: Sendable {
    @usableFromInline
    let send: @MainActor (Action) -> Void

    /// Creates a sender that hands each action to `send`.
    public init(send: @escaping @MainActor (Action) -> Void) {
        self.send = send
    }

    /// Sends an action back into the store, unless the effect has been cancelled.
    ///
    /// - Parameter action: The action to send.
    /// - Note: The store runs the action before the call returns (effects' work never runs
    ///   while the store runs its reducer).
    public func callAsFunction(_ action: Action) async {
        guard !Task.isCancelled else { return }
        send(action)
    }
}
