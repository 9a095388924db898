import CommandLineKit
import Foundation

/// Checks, before a run, that `--output FILE.html` can be written, so that a bad path fails in a
/// second rather than after the whole run.
public enum OutputPath {
    /// Why `path` cannot be written as a file, or `nil` when it can: the path is not a
    /// directory, its parent folder exists and is writable, and an existing file there opens for
    /// writing (unchanged), or a new one can be created there (it is made and removed at once).
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
        if files.fileExists(atPath: path) {
            // Opened for writing without truncating: the permission bits alone do not tell
            // (root passes them everywhere, and a file system may still refuse).
            guard files.isWritableFile(atPath: path), let handle = FileHandle(forWritingAtPath: path) else {
                return "the file is not writable"
            }
            try? handle.close()
            return nil
        }
        // A file made and removed at once, for the same reason (`/proc`, a read-only mount).
        guard files.createFile(atPath: path, contents: nil) else { return "no file can be created there" }
        try? files.removeItem(atPath: path)
        return nil
    }

    /// The error line for a path that cannot be written: `Error: cannot write '<path>': <reason>`.
    public static func message(_ path: String, _ reason: String) -> String {
        "Error: cannot write '\(path.escaped)': \(reason)"
    }
}
