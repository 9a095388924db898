import CommandLineKit
import Foundation
import Harness

extension PlaySession {
    /// The session as a scenario: an `expect` of the reference's screen at the start and after
    /// every step, naming everything it showed.
    func scenario(name: String) -> Scenario {
        let entries = apps[0].transcript.entries
        var scenarioSteps: [Step] = [.expect(Expectation(showing: entries[0]))]
        for (index, step) in steps.enumerated() {
            scenarioSteps.append(step)
            scenarioSteps.append(.expect(Expectation(showing: entries[index + 1])))
        }
        return Scenario(name: name, feature: feature, steps: scenarioSteps)
    }

    /// Writes ``scenario(name:)`` to `path` (relative to the working directory).
    /// - Parameters:
    ///   - path: The file to write.
    ///   - replacing: Whether an existing file may be replaced (`save --force`); without it an
    ///     existing file is left as it is and the save refused.
    /// - Returns: The line `play` prints.
    /// - Throws: ``PlayError`` for an existing file without `replacing`, a folder, a missing
    ///   folder, or a write that fails.
    func save(to path: String, replacing: Bool) throws(PlayError) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw PlayError("cannot save to \(path.debugDescription): it is a folder") }
            // A save writes a new file and moves it into place, so it would replace a device, a
            // pipe or a link rather than write to it: only a regular file is ever replaced.
            if let kind = Self.specialKind(at: url.path) {
                throw PlayError("cannot save to \(path.debugDescription): it is not a regular file (it is \(kind))")
            }
            if !replacing {
                throw PlayError(
                    "\(path.debugDescription) exists and was left as it is; 'save --force FILE' replaces it")
            }
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlayError("cannot save to \(path.debugDescription): no folder \(folder.debugDescription)")
        }
        let name = "\(feature.rawValue): a session played with archkit play"
        // A fixture in the file's folder (or below) is written relative to it, as scenario files
        // resolve it, so the folder can move; any other stays absolute.
        let saved = scenario(name: name).steps.map { step in
            guard case .respond(.fixture(let fixture)) = step, fixture.hasPrefix(folder + "/") else { return step }
            return .respond(.fixture(path: String(fixture.dropFirst(folder.count + 1))))
        }
        do {
            try ScenarioFile.text(of: Scenario(name: name, feature: feature, steps: saved))
                .write(to: url, atomically: true, encoding: .utf8)
        } catch {
            let reason = (error as NSError).localizedDescription
            throw PlayError("cannot save to \(path.debugDescription): \(reason.debugDescription)")
        }
        let count = steps.count == 1 ? "1 step" : "\(steps.count) steps"
        return
            "Saved \(count), each followed by an expect of \(apps[0].name)'s screen, to \(path.quoted) (archkit run replays it).\n"
    }

    /// What stands at `path` when it is neither a regular file nor a folder ("a symbolic link",
    /// "a character device", …), looked at without following a link; `nil` otherwise.
    private static func specialKind(at path: String) -> String? {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType,
            type != .typeRegular, type != .typeDirectory
        else { return nil }
        return type == .typeSymbolicLink ? "a symbolic link; name the file it leads to" : InputFile.kind(of: type)
    }
}
