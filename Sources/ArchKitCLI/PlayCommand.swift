import CommandLineKit
import Domain
import Harness

/// `archkit play FEATURE`: every chosen architecture running at once, driven by the commands
/// typed (or read from standard input), their screens side by side after every step.
package enum PlayCommand: Subcommand {
    static let feature = Argument<Feature>.single(
        valueName: "feature", help: FeatureName.all, missing: "feature (expected one of: \(FeatureName.all))",
        transform: FeatureName.parse)
    static let arch = ArchitectureList.option(help: "Comma-separated architectures, the reference first")
    static let width = Option<Int>.value(
        "--width", valueName: "columns",
        help: """
            The width to fit, 20 to 1000 (default: the terminal's, or $COLUMNS, or 80). Screens \
            narrower than \(ScreenRenderer.minimumColumnWidth) columns are stacked in bands.
            """
    ) { text throws(ValidationError) in
        guard let value = Int(text), (20...1000).contains(value) else {
            throw ValidationError("'--width' takes a number of columns from 20 to 1000; got '\(text.escaped)'")
        }
        return value
    }

    static let configuration = CommandConfiguration(
        name: "play",
        abstract: "Drive every architecture at once from the keyboard, and save the session as a scenario.",
        discussion: """
            Shows the feature's first screen on every chosen architecture side by side, then reads \
            commands, one a line, in the words of the scenario format: tap ID, type FIELD TEXT, \
            select TABLE ROW, delete TABLE ROW, back, respond ok|error|status CODE [BODY]|file \
            PATH; and undo, save [--force] FILE, history, help, quit. Every step goes to every architecture \
            and the screens are drawn again; '!' marks an architecture whose screen differs from \
            the first one's, and the widget that differs.

            A line that cannot be done (an unknown command or id, a disabled button, a respond \
            with no request in flight) is answered with one line after '?' and changes nothing. \
            When standard input is not a terminal, the commands are read from it and echoed with \
            the screens, so 'archkit play welcome < session.txt' is a reproducible demo. The \
            session ends at quit or the end of the input; it exits 1 if anything was marked.
            """,
        arguments: [feature], options: [arch, width])

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        await play(
            feature: values[feature], factories: values[arch] ?? Architecture.allCases,
            width: values[width] ?? min(max(environment.terminalWidth, 20), 1000), console: environment.console)
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole).
    static func wrapped(_ text: String, _ width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs a session to its end.
    /// - Parameters:
    ///   - feature: The feature to start on.
    ///   - factories: The architectures, the reference first (tests pass their own).
    ///   - width: The width to fit the screens to.
    ///   - console: Where the commands come from and the screens go.
    /// - Returns: The output (empty when the console wrote it as it went) and the exit status:
    ///   1 when a divergence, a step only some architectures could take, or a leak was marked.
    @MainActor
    package static func play(feature: Feature, factories: [any AppFactory], width: Int, console: Console) async
        -> CommandResult
    {
        var collected = ""
        func emit(_ text: String) {
            if let write = console.write { write(text) } else { collected += text }
        }
        let session = PlaySession(feature: feature, factories: factories, width: width)
        let names = factories.map(\.name).joined(separator: ", ")
        let intro =
            "archkit play: \(feature.rawValue) on \(names). \(factories[0].name) is the reference. Type help for the commands."
        emit(wrapped(intro, width))
        emit(await session.start())
        while true {
            if console.isTerminal { emit("play> ") }
            guard let line = console.readLine() else {
                if console.isTerminal { emit("\n") }
                break
            }
            let words = line.split(whereSeparator: \.isWhitespace)
            if !console.isTerminal, let first = words.first, !first.hasPrefix("#") {
                emit("> \(line.escapingInvisibles)\n")
            }
            let reply = await session.handle(line)
            emit(reply.text)
            if reply.ends { break }
        }
        emit(await session.end())
        return CommandResult(exitCode: session.sawDivergence ? CommandResult.failure : CommandResult.success, output: collected)
    }
}
