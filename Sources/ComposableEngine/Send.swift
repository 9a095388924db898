/// Feeds actions from an effect back into its store.
///
/// ```swift
/// return .run { send in
///     await send(.summaryResponse(await loadSummary()))
/// }
/// ```
///
/// - Note: Mirrors TCA's `Send` (`callAsFunction(_:)`). Main-actor isolated. As in TCA, an
///   action sent after the effect's task was cancelled is dropped.
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
    /// - Note: Sent while the store is running its reducer, the action is queued behind the
    ///   current one; otherwise the store runs it at once.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }
}
