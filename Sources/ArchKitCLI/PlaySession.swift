import Domain
import Foundation
import Harness

/// A `play` session: one running app per architecture, every step the user types applied to
/// all of them, and where they disagree marked at once.
///
/// The first architecture is the reference: a line is checked against its screen (is there such
/// a button, is it enabled, …) before any app sees it, and every other architecture's screen is
/// compared with it after every step, with the harness's ``TranscriptComparison``. A line that
/// cannot be done is answered with one line after `? ` and changes nothing.
///
/// - Note: Main-actor isolated, like the apps it drives.
@MainActor
package final class PlaySession {
    /// The feature every app started on.
    let feature: Feature
    /// The architectures, the reference first.
    let factories: [any AppFactory]
    /// The width the screens are fitted to, in characters.
    let width: Int
    /// The running apps, in the order of ``factories``.
    private(set) var apps: [RunningApp] = []
    /// The steps every architecture took, in order: what `save` writes and `undo` replays.
    private(set) var steps: [Step] = []
    /// The lines entered, for `history`.
    private(set) var history: [String] = []
    /// Whether something was marked: a divergence, a step only some architectures could take,
    /// or a leak. The session then ends with exit status 1.
    private(set) var sawDivergence = false

    /// Creates a session; ``start()`` builds the apps.
    /// - Parameters:
    ///   - feature: The feature to start on.
    ///   - factories: The architectures, the reference first; at least one.
    ///   - width: The width to fit the screens to.
    package init(feature: Feature, factories: [any AppFactory], width: Int) {
        precondition(!factories.isEmpty, "a play session needs an architecture")
        self.feature = feature
        self.factories = factories
        self.width = width
    }

    /// What the session prints for a line, and whether it ends the session.
    package struct Reply: Equatable {
        /// The text to print (screens, marks, or one `? ` line).
        package var text: String
        /// Whether the line was `quit`.
        package var ends = false
    }

    /// Builds every app on the feature's first screen.
    /// - Returns: The start screens.
    package func start() async -> String {
        apps = await replay(steps).apps
        return render(heading: "Start", failures: [:], leaksBefore: apps.map { _ in 0 })
    }

    /// Does one line: a step for every architecture, or a command of the session.
    /// - Returns: The screens after a step, or what the command printed, or one line after
    ///   `? ` saying why the line cannot be done (nothing is recorded for it then).
    package func handle(_ line: String) async -> Reply {
        var line = line
        var echo = ""
        if let recalled = recall(line) {
            guard let found = recalled.line else { return Reply(text: "? \(recalled.error)\n") }
            line = found
            echo = "\(ScreenRenderer.oneLine(found))\n"
        }
        let reply = await handle(input: line)
        return Reply(text: echo + reply.text, ends: reply.ends)
    }

    /// `!N` (line N of the history) or `!!` (the last line): the line it recalls, or why none.
    private func recall(_ line: String) -> (line: String?, error: String)? {
        let word = line.trimmingCharacters(in: .whitespaces)
        guard word.hasPrefix("!"), word.count > 1 else { return nil }
        let number = word == "!!" ? history.count : Int(word.dropFirst()) ?? 0
        guard history.indices.contains(number - 1) else {
            return (nil, "no line \(word.debugDescription) in the history (it has \(history.count); history lists them)")
        }
        return (history[number - 1], "")
    }

    private func handle(input line: String) async -> Reply {
        let input: PlayInput
        do {
            input = try PlayInput.parse(line)
        } catch {
            history.append(line)
            return Reply(text: "? \(error)\n")
        }
        if input != .nothing { history.append(line) }
        do {
            switch input {
            case .nothing:
                return Reply(text: "")
            case .help:
                return Reply(text: Self.help)
            case .history:
                return Reply(
                    text: history.enumerated().map {
                        "\(String($0.offset + 1).leftPadded(4))  \(ScreenRenderer.oneLine($0.element))\n"
                    }.joined())
            case .quit:
                return Reply(text: "", ends: true)
            case .save(let path):
                return Reply(text: try save(to: path))
            case .undo:
                return Reply(text: try await undo())
            case .respond(let response):
                return Reply(text: try await play(.respond(try Self.response(response))))
            case .step(let step):
                return Reply(text: try await play(step))
            }
        } catch {
            return Reply(text: "? \(error)\n")
        }
    }

    /// Ends the session: drops every app and reports what is still alive.
    /// - Returns: Any leak, and the closing line.
    package func end() async -> String {
        var text = ""
        for app in apps {
            let before = app.leaks.count
            for leak in await app.finish().dropFirst(before) {
                sawDivergence = true
                text += "! \(app.name) leaks: \(leak)\n"
            }
        }
        apps = []
        let count = steps.count == 1 ? "1 step" : "\(steps.count) steps"
        let verdict =
            sawDivergence
            ? "the architectures diverged (marked with !); exit status 1"
            : "every architecture showed the same screens"
        return text + "\nSession over after \(count): \(verdict).\n"
    }

    // MARK: Steps

    private func play(_ step: Step) async throws(PlayError) -> String {
        let reference = apps[0]
        try PlayCheck.check(step, on: reference.current, pendingRequests: reference.pendingRequests)
        let index = steps.count
        let leaksBefore = apps.map(\.leaks.count)
        do {
            try await reference.apply(step, index: index)
        } catch {
            throw PlayError(error.subject)
        }
        var failures: [Int: String] = [:]
        for (position, app) in apps.enumerated().dropFirst() {
            do {
                try await app.apply(step, index: index)
            } catch {
                failures[position] = error.subject
            }
        }
        steps.append(step)
        return render(heading: "Step \(index): \(step)", failures: failures, leaksBefore: leaksBefore)
    }

    private func undo() async throws(PlayError) -> String {
        guard !steps.isEmpty else { throw PlayError("nothing to undo") }
        let undone = steps.removeLast()
        for app in apps { _ = await app.finish() }
        apps = []
        let replayed = await replay(steps)
        apps = replayed.apps
        let count = steps.count == 1 ? "1 step" : "\(steps.count) steps"
        return render(
            heading: "Undo \(undone): replayed \(count) on new apps", failures: replayed.failures,
            leaksBefore: apps.map { _ in 0 })
    }

    /// New apps with `steps` applied; where an architecture could not take a step it keeps
    /// the screen it had (as when the step was first played).
    private func replay(_ steps: [Step]) async -> (apps: [RunningApp], failures: [Int: String]) {
        var apps: [RunningApp] = []
        for factory in factories { apps.append(await RunningApp(feature: feature, factory: factory)) }
        var failures: [Int: String] = [:]
        for (index, step) in steps.enumerated() {
            for (position, app) in apps.enumerated() {
                do {
                    try await app.apply(step, index: index)
                } catch {
                    failures[position] = error.subject
                }
            }
        }
        return (apps, failures)
    }

    /// The answer a `respond` line gives.
    private static func response(_ response: PlayResponse) throws(PlayError) -> Response {
        switch response {
        case .ok:
            let path = BuiltInScenarios.folder.appendingPathComponent("summary/fixtures/covid-summary-two-countries.json").path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw PlayError("cannot read the built-in answer \(path.debugDescription)")
            }
            // Saved as the body itself, so a saved session needs no other file.
            return .status(200, body: String(decoding: data, as: UTF8.self))
        case .status(let code, let body):
            return .status(code, body: body)
        case .file(let path):
            let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
                throw PlayError("no file \(path.debugDescription) to answer with")
            }
            guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: resolved) else {
                throw PlayError("\(path.debugDescription) is not a readable file")
            }
            return .fixture(path: resolved)
        case .error:
            return .unreachable
        }
    }

    // MARK: Saving

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

    private func save(to path: String) throws(PlayError) -> String {
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

    // MARK: Drawing

    /// The screens side by side, then a line for every architecture that differs from the
    /// reference, could not take the step, or leaked.
    private func render(heading: String, failures: [Int: String], leaksBefore: [Int]) -> String {
        let reference = apps[0]
        var marks: [String] = []
        var marked: [Set<String>] = apps.map { _ in [] }
        var diverging: Set<Int> = []
        for (position, app) in apps.enumerated().dropFirst() {
            if let failure = failures[position] {
                marks.append("! \(app.name) could not take the step: \(failure)")
                diverging.insert(position)
            } else if let divergence = TranscriptComparison.firstDivergence(
                reference: Transcript(entries: [reference.current]), referenceName: reference.name,
                other: Transcript(entries: [app.current]))
            {
                marks.append(
                    "! \(app.name) differs from \(reference.name) at \(divergence.subject): \(reference.name) shows "
                        + "\(divergence.referenceValue), \(app.name) shows \(divergence.actualValue)")
                diverging.insert(position)
                if let id = Self.widgetID(divergence.subject) { marked[position].insert(id) }
            }
        }
        for (position, app) in apps.enumerated() {
            for leak in app.leaks.dropFirst(leaksBefore[position]) {
                marks.append("! \(app.name) leaks: \(leak)")
                diverging.insert(position)
            }
        }
        if !marks.isEmpty { sawDivergence = true }
        let columns = apps.enumerated().map { ScreenRenderer.lines($0.element.current, marking: marked[$0.offset]) }
        let headers = apps.enumerated().map { diverging.contains($0.offset) ? "! \($0.element.name)" : $0.element.name }
        var text = "\n== \(heading)\n"
        text += ScreenRenderer.bands(columns, headers: headers, width: width).joined(separator: "\n") + "\n"
        for mark in marks { text += mark + "\n" }
        return text
    }

    /// The widget a divergence's subject names: `widgets.name.text` → `name`.
    private static func widgetID(_ subject: String) -> String? {
        let parts = subject.split(separator: ".", maxSplits: 2)
        guard parts.count >= 2, parts[0] == "widgets" else { return nil }
        return String(parts[1].prefix(while: { $0 != "[" }))
    }

    /// The commands, as `help` prints them.
    static let help = """
        Commands (one a line; ids as the screens show them, case-sensitive):
          tap ID                       tap a button
          type FIELD TEXT              replace a field's text; quote it for spaces at its ends
                                       or an empty text: type name "  Ann  ", type name ""
          select TABLE ROW             select a row (rows count from 0)
          delete TABLE ROW             delete a row (swipe to delete)
          back                         go back to the screen below
          respond ok                   answer the request in flight: 200, two countries
          respond status CODE [BODY]   answer with an HTTP status and a body
          respond file PATH            answer with a file's contents, status 200
          respond error                answer: the server cannot be reached
          undo                         replay the session without its last step
          save FILE                    write the session as a scenario file, an expect of the
                                       first architecture's screen after every step
          history                      the lines entered so far, numbered
          !N, !!                       do line N of the history again, or the last line
          help                         this list
          quit                         end the session (so does the end of the input)
        Every step goes to every architecture. "!" marks an architecture whose screen differs
        from the first one's, and the widget that differs; the session then exits with 1.

        """
}

extension String {
    /// The string with spaces before it, to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
