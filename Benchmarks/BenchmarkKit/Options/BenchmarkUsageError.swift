/// Bad command-line usage: the tool prints `Error: ` and the message, then the usage, and
/// exits with 64 (`EX_USAGE`).
public struct BenchmarkUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The exit code for usage errors.
    public static let exitCode: Int32 = 64
}
