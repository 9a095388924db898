/// How much a ``TestStore`` insists be asserted.
///
/// - Note: Mirrors TCA's `Exhaustivity` (`.on`, `.off`), without `.off(showSkippedAssertions:)`.
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change, every received action and every effect must be asserted or
    /// finished; anything left over fails the test.
    case on
    /// Assertions check only what they name: `send` and `receive` closures are applied to the
    /// actual state, `receive` skips actions until one matches, and nothing is required at the
    /// end.
    case off
}
