import CommandLineKit
import Foundation

/// The package's source tree that `archkit stats` reads at run time: a folder holding
/// `Package.swift`, `Sources/` and `Tests/`.
///
/// `--sources PATH` names it; without it, the first of the current directory and its parents
/// that holds a package with `Sources/Harness` is taken, and failing that the package `archkit`
/// was built from (found from this file's `#filePath`, which a build on another machine does
/// not have).
struct SourceTree: Sendable {
    /// The package's root.
    let root: URL

    /// The tree at `path`.
    /// - Throws: ``ValidationError`` naming the path (escaped) when it holds no `Package.swift`,
    ///   `Sources/` or `Tests/` folder.
    init(path: String) throws(ValidationError) {
        // An empty path is a usage error, not the current directory.
        let url = URL(fileURLWithPath: try Option<String>.nonEmptyPath(path, option: "--sources")).standardizedFileURL
        for needed in ["Package.swift", "Sources", "Tests"] {
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent(needed).path) else {
                throw ValidationError(
                    "no package source tree at \(path.quoted): \(needed) is missing there (give the package's root with '--sources')"
                )
            }
        }
        root = url
    }

    /// The tree around the working directory, or else the one `archkit` was built from.
    /// - Throws: ``ValidationError`` naming both places when neither holds the package.
    static func located(from directory: String = FileManager.default.currentDirectoryPath) throws(ValidationError) -> SourceTree {
        var candidate = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Sources/Harness").path),
                let tree = try? SourceTree(path: candidate.path)
            {
                return tree
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        if let tree = try? SourceTree(path: built.path) { return tree }
        throw ValidationError(
            "no package source tree around \(directory.quoted) nor at \(built.path.quoted), where archkit was built "
                + "(give the package's root with '--sources')")
    }

    /// The `.swift` files under `folder` (a path from the root), at any depth, as paths from
    /// the root, sorted; none when the folder does not exist.
    func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
        }
        return files.sorted()
    }

    /// Whether `folder` (a path from the root) is a folder.
    func isFolder(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The text of the file at `path` (from the root).
    /// - Throws: Foundation's error when it cannot be read as UTF-8.
    func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
