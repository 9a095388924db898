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

    /// Writes ``scenario(name:)`` to `path` (relative to the working directory), replacing
    /// what is there.
    /// - Returns: The line `play` prints.
    /// - Throws: ``PlayError`` for a folder, a missing folder, or a write that fails.
    func save(to path: String) throws(PlayError) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PlayError("cannot save to \(path.debugDescription): it is a folder")
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlayError("cannot save to \(path.debugDescription): no folder \(folder.debugDescription)")
        }
        let name = "\(feature.rawValue): a session played with archkit play"
        do {
            try ScenarioFile.text(of: scenario(name: name)).write(to: url, atomically: true, encoding: .utf8)
        } catch {
            let reason = (error as NSError).localizedDescription
            throw PlayError("cannot save to \(path.debugDescription): \(reason.debugDescription)")
        }
        let count = steps.count == 1 ? "1 step" : "\(steps.count) steps"
        return "Saved \(count), each followed by an expect of \(apps[0].name)'s screen, to \(path) (archkit run replays it).\n"
    }
}
