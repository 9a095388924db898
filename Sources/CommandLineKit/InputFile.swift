import Foundation

/// Reads a file named on the command line, and says why it cannot, in one voice for every tool
/// of the kit: `cannot read '<path>': <reason>`.
///
/// The reason is the real one: the path does not exist, is a directory, is not a regular file
/// (a device such as `/dev/null`, a pipe, a socket; the kind is named), cannot be opened (the
/// system's reason, e.g. "Permission denied"), or is not UTF-8 text.
public enum InputFile {
    /// Checks, without reading it, that `path` names a file ``read(_:directoryHint:)`` can read:
    /// it exists, is a regular file (a symbolic link counts as what it leads to) and is readable.
    /// - Parameters:
    ///   - path: The path as given on the command line.
    ///   - directoryHint: What to say after "it is a directory", e.g. which files in it to give.
    /// - Throws: ``InputFileError`` with the reason.
    public static func check(_ path: String, directoryHint: String? = nil) throws(InputFileError) {
        func failure(_ reason: String) -> InputFileError { InputFileError(path: path, reason: reason) }
        guard !path.isEmpty else { throw failure("the path is empty") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let hint = path == "-" ? " (standard input is not read; save it to a file)" : ""
            throw failure("no such file\(hint)")
        }
        guard !isDirectory.boolValue else { throw failure("it is a directory" + (directoryHint.map { "; \($0)" } ?? "")) }
        // The kind of what a symbolic link leads to, as opening it would find.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: target)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw failure("it is not a regular file (it is \(kind(of: type)))")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw failure("permission denied (the file is not readable by this user)")
        }
    }

    /// Reads the file at `path`.
    /// - Parameters:
    ///   - path: The path as given on the command line.
    ///   - directoryHint: What to say after "it is a directory", e.g. which files in it to give.
    /// - Returns: Its bytes.
    /// - Throws: ``InputFileError`` with the reason: ``check(_:directoryHint:)``'s, or the
    ///   system's when it cannot be read after all.
    public static func read(_ path: String, directoryHint: String? = nil) throws(InputFileError) -> Data {
        try check(path, directoryHint: directoryHint)
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputFileError(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Reads the file at `path` as UTF-8 text.
    /// - Throws: ``InputFileError`` with the reason, including "it is not UTF-8 text".
    public static func readText(_ path: String, directoryHint: String? = nil) throws(InputFileError) -> String {
        guard let text = String(data: try read(path, directoryHint: directoryHint), encoding: .utf8) else {
            throw InputFileError(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// What a file that is not a regular file is, as the errors name it: "a character device",
    /// "a block device", "a socket", "a pipe or another special file".
    /// - Parameter type: The file's type, as `FileManager` reports it.
    public static func kind(of type: FileAttributeType) -> String {
        switch type {
        case .typeCharacterSpecial: "a character device"
        case .typeBlockSpecial: "a block device"
        case .typeSocket: "a socket"
        default: "a pipe or another special file"
        }
    }
}

/// A file named on the command line that could not be read, and why.
public struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why: "no such file", "it is a directory", "it is not a regular file (it is a character
    /// device)", …
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read '<path>': <reason>`, the path escaped so the line stays one line.
    public var description: String { "cannot read '\(path.escaped)': \(reason)" }
}
