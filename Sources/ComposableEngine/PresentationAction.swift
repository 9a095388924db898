/// The actions of a presented child feature (a pushed screen), as its parent sees them: the
/// child's own actions, or its dismissal.
///
/// - Note: Mirrors TCA's `PresentationAction` (`.presented(_:)`, `.dismiss`).
public enum PresentationAction<Action> {
    /// An action of the presented feature.
    case presented(Action)
    /// The presented feature was dismissed by the user (the screen was popped): its state
    /// becomes `nil` and its effects are cancelled.
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
    /// The case path of ``presented(_:)``.
    public struct AllCasePaths: Sendable {
        public let presented = AnyCasePath<PresentationAction, Action>(
            embed: PresentationAction.presented,
            extract: { if case .presented(let action) = $0 { action } else { nil } })
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
