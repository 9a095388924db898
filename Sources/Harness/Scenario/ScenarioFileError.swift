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

    /// Creates an error.
    public init(file: String, line: Int? = nil, stepIndex: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.stepIndex = stepIndex
        self.message = message
    }

    /// `FILE:LINE: step N: MESSAGE`, the form compilers use.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let stepIndex { text += "step \(stepIndex): " }
        return text + message
    }
}
