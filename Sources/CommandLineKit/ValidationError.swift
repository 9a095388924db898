/// A value or a combination of values a command cannot take, thrown by an ``Option``'s or an
/// ``Argument``'s transform and by a command's `validate`.
///
/// The parser turns it into a ``CommandLineError`` that carries the command's usage, so the
/// thrower says only what was wrong (argument-parser's `ValidationError`).
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, in lower case and without a final full stop: `unknown feature 'shop'`.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
