import CommandLineKit

/// The progress line of a long `archkit run`: `file.json: MVC 12000/1000000 steps (1%)`, written
/// about a hundred times per architecture, only for scenarios of at least ``minimumSteps``.
enum RunProgress {
    /// Scenarios shorter than this play in well under a second: no progress for them.
    static let minimumSteps = 200

    /// A step callback for ``Conformance/run(_:on:progress:)`` that writes the line through
    /// `write`, or `nil` when the scenario is short.
    static func reporter(file: String, steps: Int, write: @escaping @MainActor (String) -> Void)
        -> (@MainActor (_ architecture: String, _ done: Int, _ total: Int) -> Void)?
    {
        guard steps >= minimumSteps else { return nil }
        let every = max(1, steps / 100)
        return { architecture, done, total in
            guard done % every == 0 || done == total else { return }
            write("\(file.escaped): \(architecture) \(done)/\(total) steps (\(done * 100 / total)%)")
        }
    }
}
