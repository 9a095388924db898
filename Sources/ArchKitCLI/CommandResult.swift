/// What a command printed and how it ended, so tests can run the CLI in-process.
public struct CommandResult: Sendable, Equatable {
    /// The exit status: 0 success, 1 a scenario failed, 64 bad usage (`EX_USAGE`).
    public var exitCode: Int32
    /// What goes to standard output.
    public var output: String
    /// What goes to standard error.
    public var errorOutput: String

    /// Creates a result.
    public init(exitCode: Int32, output: String = "", errorOutput: String = "") {
        self.exitCode = exitCode
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Exit status for success.
    public static let success: Int32 = 0
    /// Exit status when a scenario failed or a file could not be read.
    public static let failure: Int32 = 1
    /// Exit status for bad usage (`EX_USAGE` of sysexits.h).
    public static let usage: Int32 = 64
}
