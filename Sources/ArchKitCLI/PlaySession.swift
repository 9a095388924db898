import CommandLineKit
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
    var sawDivergence = false

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
            echo = "\(found.escapingInvisibles)\n"
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
                        "\(String($0.offset + 1).leftPadded(4))  \($0.element.escapingInvisibles)\n"
                    }.joined())
            case .quit:
                return Reply(text: "", ends: true)
            case .save(let path, let replacing):
                return Reply(text: try save(to: path, replacing: replacing))
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
            // The check `archkit run` makes of a fixture, in its words: a device, a pipe or a
            // folder is refused now, so that `save` never writes a file `run` refuses.
            do {
                try InputFile.check(path)
            } catch {
                throw PlayError(error.description)
            }
            return .fixture(path: URL(fileURLWithPath: path).standardizedFileURL.path)
        case .error:
            return .unreachable
        }
    }
}

extension String {
    /// The string with spaces before it, to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
