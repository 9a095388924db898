import CommandLineKit

/// Why a scenario file could not be read: the file, the line, the step and what was expected.
public struct ScenarioFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// The 1-based line of the offending text, when known.
    public var line: Int?
    /// The 0-based index of the offending step, when the error is inside one.
    public var stepIndex: Int?
    /// What was wrong and what was expected.
    public var message: String

    /// Whether the file could not be read at all (``message`` is then the reason).
    public var isUnreadable = false

    /// Creates an error.
    public init(file: String, line: Int? = nil, stepIndex: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.stepIndex = stepIndex
        self.message = message
    }

    /// An error for a file that could not be read, in the voice of every tool of the kit:
    /// `cannot read '<path>': <reason>`.
    public init(unreadable error: InputFileError) {
        self.init(file: error.path, message: error.reason)
        isUnreadable = true
    }

    /// `FILE:LINE: step N: MESSAGE`, the form compilers use; for a file that could not be read,
    /// `cannot read 'FILE': REASON`. The path is escaped so the line stays one line.
    public var description: String {
        if isUnreadable { return InputFileError(path: file, reason: message).description }
        var text = file.escaped
        if let line { text += ":\(line)" }
        text += ": "
        if let stepIndex { text += "step \(stepIndex): " }
        return text + message
    }
}
