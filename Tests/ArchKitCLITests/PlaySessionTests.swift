import ArchKitCLI
import Foundation
import Harness
import Testing

/// `archkit play` driven through a script on every architecture, one session per feature: the
/// printed screens match their snapshot (`Snapshots/play-<feature>.txt`, re-recorded with
/// `RECORD_SNAPSHOTS=1`), and the saved scenario replays and passes with `archkit run`.
@MainActor
@Suite("archkit play: a scripted session per feature")
struct PlaySessionTests {
    struct Session: Sendable, CustomTestStringConvertible {
        var feature: String
        var lines: [String]
        /// Something the screens must show after the script, to fail loudly before the snapshot.
        var shown: [String]
        /// How many steps the session records.
        var steps: Int
        var testDescription: String { feature }
    }

    nonisolated static let sessions = [
        Session(
            feature: "welcome",
            lines: [
                "help", "tap logn", "tap home", "tap login", #"type name "  Ann  ""#, "tap signIn", "tap home",
                "back",
            ],
            shown: ["greeting: Hello, Ann", "? no button \"logn\" on Welcome; buttons: login, home"], steps: 5),
        Session(
            feature: "products",
            lines: [
                "tap add", "type id pen", "type name Pen", "type price 2,5", "tap save", "type price 2.5", "tap save",
                "select products 9", "delete products 0",
            ],
            shown: ["error: Price must be a number", "products: 5 rows", "Pen  2.50", "? no row 9 in \"products\" on Products"],
            steps: 8),
        Session(
            feature: "cars",
            lines: ["select cars 0", "type model i3s", "type kilowatts 135", "back", "select cars 3", "back"],
            shown: ["horsepower: 181 HP", "  BMW i3s  181 HP", "photo: failed"], steps: 6),
        Session(
            feature: "summary",
            lines: [
                "respond ok", "tap load", "respond ok", "tap load", "respond status 500 Internal Server Error", "tap load",
                "respond error",
            ],
            shown: [
                "  Viet Nam: 7 - Death: 0", "<< Server error (HTTP 500) >>", "<< Could not reach the server",
                "? no request is in flight on COVID-19",
            ],
            steps: 6),
    ]

    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: sessions)
    func theScreensMatchTheirSnapshotAndTheSavedScenarioReplays(session: Session) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = await ArchKitCommand.main(
            // Five architectures, so the snapshot's columns stay side by side at 160 (the replay below
            // plays the saved file on every architecture).
            arguments: ["play", session.feature, "--width", "160", "--arch", "mvc,mvp,closure-mvvm,reactive-mvvm,redux"],
            console: .lines(session.lines + ["save \(file)"]))
        #expect(result.exitCode == 0, "\(result.output)")
        for text in session.shown { #expect(result.output.contains(text), "\(text)") }
        #expect(result.output.contains("Saved \(session.steps) steps"))
        #expect(result.output.hasSuffix("every architecture showed the same screens.\n"))

        let output = result.output.replacingOccurrences(of: file, with: "FILE")
        let snapshot = Self.snapshots.appendingPathComponent("play-\(session.feature).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try output.write(to: snapshot, atomically: true, encoding: .utf8)
        } else {
            #expect(output == (try String(contentsOf: snapshot, encoding: .utf8)))
        }

        // The saved scenario: an expect of the start, then each step and an expect of MVC's screen.
        let scenario = try ScenarioFile.load(path: file)
        #expect(scenario.feature.rawValue == session.feature)
        #expect(scenario.steps.count == 1 + 2 * session.steps)
        #expect(scenario.steps.enumerated().allSatisfy { index, step in (index % 2 == 0) == Self.isExpect(step) })
        let replay = await ArchKitCommand.main(arguments: ["run", file])
        #expect(replay.exitCode == 0, "\(replay.output)")
        #expect(replay.output.hasSuffix("\(Architecture.allCases.count) passed, 0 failed\n"))
    }

    @Test func theSavedExpectationsHoldWhatTheReferenceShowed() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = await ArchKitCommand.main(
            arguments: ["play", "welcome", "--arch", "redux"],
            console: .lines(["tap login", "type name Zoë", "tap signIn", "save \(file)"]))
        let scenario = try ScenarioFile.load(path: file)
        guard case .expect(let last) = scenario.steps.last else {
            Issue.record("the scenario does not end with an expect: \(scenario.steps)")
            return
        }
        #expect(last.title == "Welcome" && last.stack == ["Welcome"])
        #expect(last.widgets.map(\.id) == ["name", "about", "login", "home"])
        #expect(last.widgets[0].text == "Zoë" && last.widgets[3].enabled == true && last.widgets[2].enabled == false)
        #expect(scenario.steps[1] == .tap("login") && scenario.steps[3] == .type(field: "name", text: "Zoë"))
    }

    @Test func undoReplaysTheSessionWithoutItsLastStep() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = await ArchKitCommand.main(
            arguments: ["play", "welcome", "--arch", "mvp,closure-mvvm"],
            console: .lines(["undo", "tap login", "type name Ann", "undo", "save \(file)"]))
        #expect(result.output.contains("> undo\n? nothing to undo\n"))
        let afterUndo = try #require(result.output.components(separatedBy: "== Undo ").last)
        #expect(afterUndo.hasPrefix(#"type "Ann" into "name": replayed 1 step on new apps"#))
        #expect(afterUndo.contains("name: ||") && !afterUndo.contains("name: |Ann|"))
        #expect(try ScenarioFile.load(path: file).steps.count == 3)  // expect, tap login, expect
    }

    @Test func respondFileAnswersWithTheFile() async throws {
        let fixture = BuiltInScenarios.folder.appendingPathComponent("summary/fixtures/covid-summary-two-countries.json").path
        let result = await ArchKitCommand.main(
            arguments: ["play", "summary", "--arch", "mvc,redux"],
            console: .lines(["tap load", "respond file /no/such/answer.json", "respond file \(fixture)"]))
        #expect(result.exitCode == 0)
        #expect(result.output.contains("? cannot read '/no/such/answer.json': no such file\n"))
        #expect(result.output.contains("== Step 1: respond fixture covid-summary-two-countries.json"))
        #expect(result.output.contains("global: Global: 100 new cases, 10 new deaths"))
    }

    /// `respond fixture PATH` (the word the echo and the file use) is taken like `respond file`,
    /// and a fixture beside the saved file is saved relative to it, as scenario files resolve it.
    @Test func aFixtureIsTypedAndSavedAsTheScenarioFormatSpellsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = folder.appendingPathComponent("answer.json")
        try FileManager.default.copyItem(
            at: BuiltInScenarios.folder.appendingPathComponent("summary/fixtures/covid-summary-two-countries.json"), to: fixture)
        let file = folder.appendingPathComponent("session.json").path
        let result = await ArchKitCommand.main(
            arguments: ["play", "summary", "--arch", "mvc,redux"],
            console: .lines(["tap load", "respond fixture \(fixture.path)", "save \(file)"]))
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.output.contains("== Step 1: respond fixture answer.json"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#"{ "respond": { "fixture": "answer.json" } }"#))
        let replayed = await ArchKitCommand.main(arguments: ["run", file])
        #expect(replayed.exitCode == 0, "\(replayed.output)")
    }

    @Test func wideTerminalsShowEveryScreenSideBySideAndNarrowOnesStackThem() async {
        let five = ["--arch", "mvc,mvp,closure-mvvm,reactive-mvvm,redux"]
        let wide = await ArchKitCommand.main(arguments: ["play", "welcome", "--width", "160"] + five)
        let narrow = await ArchKitCommand.main(arguments: ["play", "welcome", "--width", "80"] + five)
        let header = { (text: String) in
            text.split(separator: "\n").filter { $0.hasPrefix("MVC ") || $0.hasPrefix("ReactiveMVVM ") }
        }
        #expect(header(wide.output).count == 1)
        #expect(header(wide.output).first?.hasSuffix("Redux") == true)
        #expect(header(narrow.output).count == 2, "five screens in two bands at 80 columns")
        #expect(narrow.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(wide.output.split(separator: "\n").contains { $0.count > 120 })
    }

    private static func isExpect(_ step: Step) -> Bool {
        if case .expect = step { return true }
        return false
    }
}
