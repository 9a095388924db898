/// How much a ``TestStore`` insists be asserted.
///
/// - Note: Mirrors TCA's `Exhaustivity` (`.on`, `.off(showSkippedAssertions:)`, `.off`).
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change, every received action and every effect must be asserted or
    /// finished; anything left over fails the test.
    case on
    /// Assertions check only what they name: `send` and `receive` closures are applied to the
    /// actual state, `receive` skips actions until one matches, and nothing is required at the
    /// end.
    ///
    /// - Parameter showSkippedAssertions: Whether what exhaustive mode would have failed for
    ///   is reported as known issues (Swift Testing's `withKnownIssue`), so the test passes
    ///   but shows what it skipped.
    case off(showSkippedAssertions: Bool)

    /// Non-exhaustive, skipped assertions not shown: `.off(showSkippedAssertions: false)`.
    public static let off = Self.off(showSkippedAssertions: false)
}
