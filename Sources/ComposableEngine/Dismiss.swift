/// Dismisses the presented feature whose effect calls it: `await dismiss()` sends
/// `.dismiss` to the parent's ``PresentationAction``, as if the user had closed the screen.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// …
/// return .run { [dismiss] _ in await dismiss() }
/// ```
///
/// The ``Reducer/ifLet(_:action:destination:)`` that presents a feature runs every effect of it
/// with its own dismissal bound (a task-local), so a feature dismisses itself without knowing
/// who presented it. A call after the feature was dismissed or replaced does nothing: its
/// effect was cancelled with it.
///
/// - Note: Mirrors TCA's `DismissEffect` (`@Dependency(\.dismiss)`, `Dependencies/Dismiss.swift`),
///   where the presenting reducer sets the dependency for its child. Deliberate difference:
///   called outside the effects of a presented feature, it does nothing (TCA reports an issue).
public struct DismissEffect: Sendable {
    /// Sends the parent's `.dismiss` for the presented feature running the current effect;
    /// bound by ``IfLetReducer`` around each of the child's effects.
    @TaskLocal static var presentation: Presentation?

    /// What dismisses one presented feature. A struct rather than the bare closure: a
    /// task-local of an optional `@MainActor` async function type crashed in release builds
    /// (Swift 6.3.1 passed no metadata for it to `swift_task_localValuePush`).
    struct Presentation: Sendable {
        let dismiss: @MainActor @Sendable () async -> Void
    }

    /// The dismissal of whichever presented feature's effect calls it.
    public init() {}

    /// Dismisses the presented feature whose effect is running.
    /// - Note: Main-actor isolated, as effects' work is.
    @MainActor
    public func callAsFunction() async {
        await Self.presentation?.dismiss()
    }
}

extension DependencyValues {
    /// Dismisses the presented feature whose effect calls it; see ``DismissEffect``.
    ///
    /// - Note: Mirrors swift-dependencies' / TCA's `DependencyValues.dismiss`. Read-only: the
    ///   presenting `ifLet` binds what it dismisses, so a test has nothing to override.
    public var dismiss: DismissEffect { DismissEffect() }
}
