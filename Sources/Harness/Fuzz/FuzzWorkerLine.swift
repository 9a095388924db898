/// One line of a fuzz run's progress, as a worker process prints it and its supervisor reads it.
///
/// Each line is a tag, a space, and a JSON value: `session [12]`, `play ["MVP"]`,
/// `step {"tap": "login"}`, `finding [12, "divergence", "MVP", "widgets.name.text", 2, "…"]`, `shrinking [12, 40]`,
/// `written [12, "PATH", "step 3 (expect): …"]`, `done [12, 20, "9f3a…", …]`. A worker prints
/// and flushes each line before doing what it announces, so when the process dies the last
/// lines say which session, architecture and steps it was playing. An in-process run produces
/// the same lines, and ``FuzzReport`` reads both the same way.
public enum FuzzWorkerLine: Sendable, Hashable {
    /// Session `index` begins (the reference is about to generate it).
    case session(Int)
    /// The architecture named is about to play the current session.
    case play(String)
    /// The reference is about to play this step of the current session.
    case step(Step)
    /// The current session failed; the worker will shrink it. The steps are the `step` lines.
    case finding(session: Int, kind: FuzzFinding.Kind, architecture: String, subject: String, stepIndex: Int?, detail: String)
    /// The worker tried another candidate while shrinking the current session's finding (so
    /// that a long shrink is not taken for a hang).
    case shrinking(session: Int, candidates: Int)
    /// The shrunk session was written: its file, its step count and how it fails.
    case written(session: Int, path: String, steps: Int, firstFailure: String)
    /// Session `index` is over: its step count and the fingerprints of screens new to this
    /// worker.
    case done(session: Int, steps: Int, newScreens: [UInt64])

    /// The line, without its newline.
    public var text: String {
        func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        let quoted = ScenarioFile.quoted
        switch self {
        case .session(let index): return "session [\(index)]"
        case .play(let name): return "play [\(quoted(name))]"
        case .step(let step): return "step " + ScenarioFile.json(step)
        case .finding(let index, let kind, let architecture, let subject, let stepIndex, let detail):
            return "finding "
                + array([
                    "\(index)", quoted(kind.rawValue), quoted(architecture), quoted(subject),
                    stepIndex.map(String.init) ?? "null", quoted(detail),
                ])
        case .shrinking(let index, let candidates):
            return "shrinking [\(index), \(candidates)]"
        case .written(let index, let path, let steps, let firstFailure):
            return "written " + array(["\(index)", quoted(path), "\(steps)", quoted(firstFailure)])
        case .done(let index, let steps, let screens):
            return "done " + array(["\(index)", "\(steps)"] + screens.map { quoted(String($0, radix: 16)) })
        }
    }

    /// Reads a line a worker printed.
    /// - Returns: `nil` for a line that is not one of these (a worker's stray output).
    public init?(_ line: some StringProtocol) {
        guard let space = line.firstIndex(of: " ") else { return nil }
        let tag = line[..<space]
        let body = String(line[line.index(after: space)...])
        if tag == "step" {
            let text = "{\"name\": \"step\", \"feature\": \"welcome\", \"steps\": [\(body)]}"
            guard let scenario = try? ScenarioFile.parse(text, file: "worker", fixtureFolder: "/"),
                let step = scenario.steps.first
            else { return nil }
            self = .step(step)
            return
        }
        guard let node = try? JSONReader.parse(body), case .array(let items) = node.value else { return nil }
        let values: [String?] = items.map { item in
            switch item.value {
            case .string(let text), .number(let text): text
            default: nil
            }
        }
        func int(_ position: Int) -> Int? { position < values.count ? values[position].flatMap { Int($0) } : nil }
        func string(_ position: Int) -> String? { position < values.count ? values[position] : nil }
        switch tag {
        case "session":
            guard let index = int(0) else { return nil }
            self = .session(index)
        case "play":
            guard let name = string(0) else { return nil }
            self = .play(name)
        case "finding":
            guard let index = int(0), let kind = string(1).flatMap(FuzzFinding.Kind.init(rawValue:)),
                let architecture = string(2), let subject = string(3), let detail = string(5)
            else { return nil }
            self = .finding(
                session: index, kind: kind, architecture: architecture, subject: subject, stepIndex: int(4), detail: detail)
        case "shrinking":
            guard let index = int(0), let candidates = int(1) else { return nil }
            self = .shrinking(session: index, candidates: candidates)
        case "written":
            guard let index = int(0), let path = string(1), let steps = int(2), let firstFailure = string(3) else { return nil }
            self = .written(session: index, path: path, steps: steps, firstFailure: firstFailure)
        case "done":
            guard let index = int(0), let steps = int(1) else { return nil }
            let screens = values.dropFirst(2).compactMap { $0.flatMap { UInt64($0, radix: 16) } }
            self = .done(session: index, steps: steps, newScreens: screens)
        default:
            return nil
        }
    }
}
