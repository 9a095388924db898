import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the file system itself whether an output can be written, before a long run writes it:
/// the permission bits alone do not tell (root passes them everywhere; `/proc` or a read-only
/// mount still refuses).
///
/// Nothing it did not make is changed: an existing file is opened for writing and closed
/// (never truncated); a new file is made exclusively (never over another's file, never through
/// a link) and removed at once.
public enum OutputProbe {
    /// Why no file can be written at `path`, or `nil` when it can (or when something appeared
    /// there while it looked: the write itself will tell).
    /// - Parameter path: A path whose folder exists.
    /// - Returns: "the file is not writable (…)" or "no file can be created there (…)", with
    ///   the system's reason, e.g. "(permission denied)".
    public static func fileProblem(at path: String) -> String? {
        // Non-blocking: a named pipe with no reader fails at once instead of waiting.
        let existing = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if existing >= 0 {
            close(existing)
            return nil
        }
        guard errno == ENOENT else { return "the file is not writable (\(reason(errno)))" }
        return made(at: path).map { "no file can be created there (\($0))" }
    }

    /// Why no file can be made in the existing folder at `folder`, or `nil` when one can: a
    /// file of a name of its own is made there and removed.
    /// - Returns: The system's reason, e.g. "permission denied", "read-only file system".
    public static func folderProblem(at folder: String) -> String? {
        let name = ".archkit-probe-\(getpid())-\(UUID().uuidString)"
        return made(at: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
    }

    /// Makes a new file at `path` exclusively and removes it; the system's reason when it
    /// cannot, `nil` when it could (or when something is already there).
    private static func made(at path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno == EEXIST ? nil : reason(errno) }
        close(descriptor)
        unlink(path)
        return nil
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
