import CommandLineKit
import Foundation

/// Checks, before a run, that `--output FILE.html` can be written, so that a bad path fails in a
/// second rather than after the whole run.
public enum OutputPath {
    /// Why `path` cannot be written as a file, or `nil` when it can: the path is not a
    /// directory, its parent folder exists and is writable, and the file system agrees
    /// (``OutputProbe/fileProblem(at:)``: an existing file opens for writing, unchanged, or a new
    /// one can be made there, exclusively, and is removed at once).
    public static func problem(writing path: String) -> String? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (files.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return "it is a directory"
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard files.fileExists(atPath: parent, isDirectory: &isDirectory) else {
            return "the folder '\(parent.escaped)' does not exist"
        }
        guard isDirectory.boolValue else { return "'\(parent.escaped)' is not a folder" }
        guard files.isWritableFile(atPath: parent) else { return "the folder '\(parent.escaped)' is not writable" }
        return OutputProbe.fileProblem(at: path)
    }

    /// The error line for a path that cannot be written: `Error: cannot write '<path>': <reason>`.
    public static func message(_ path: String, _ reason: String) -> String {
        "Error: cannot write '\(path.escaped)': \(reason)"
    }
}
