import CommandLineKit
import Foundation

/// Checks, before a fuzz run, that its findings can be written to `--output`, so that a bad
/// path fails at once rather than at the first finding, minutes in.
enum FindingsFolder {
    /// Why `path` cannot be used as the findings folder, or `nil` when it can: it is a folder,
    /// or it does not exist yet and its nearest existing parent is a writable folder (the run
    /// creates it at the first finding); writable as the file system says
    /// (``OutputProbe/folderProblem(at:)``), not only the permission bits.
    static func problem(at path: String) -> String? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        let given = URL(fileURLWithPath: path).standardizedFileURL
        var url = given
        while !files.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { return "no part of the path exists" }
            url = parent
        }
        let existing = url.path
        guard isDirectory.boolValue else {
            return existing == given.path
                ? "it is a file, not a folder" : "'\(existing.escaped)' is a file, not a folder"
        }
        guard files.isWritableFile(atPath: existing) else { return "the folder '\(existing.escaped)' is not writable" }
        // The permission bits pass anything for root: a file made there and removed tells.
        return OutputProbe.folderProblem(at: existing).map { "no file can be made in '\(existing.escaped)' (\($0))" }
    }
}
