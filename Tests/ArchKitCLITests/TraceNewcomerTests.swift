import Foundation
import Harness
import Testing

@testable import ArchKitCLI

/// `archkit trace` on what a newcomer tried: invisible characters and long texts in typed
/// values, a tap on a widget id that does not exist, a push of a screen, a `--docs` section
/// with `--arch`, and Mermaid's participants for two buttons of one kind.
@MainActor
@Suite("archkit trace: values, missing widgets, navigation, markers")
struct TraceNewcomerTests {

    /// Right-to-left override, line separator, zero-width space, no-break space, zero-width joiner.
    static let invisible: [Unicode.Scalar] = ["\u{202E}", "\u{2028}", "\u{200B}", "\u{A0}", "\u{200D}"]

    /// A scenario that types `text` into the login screen's name field (step 1).
    func typing(_ text: String) throws -> String {
        let data = try JSONEncoder().encode(text)
        let quoted = try #require(String(data: data, encoding: .utf8))
        return try temporaryFile(
            #"{"name": "typing", "feature": "welcome", "steps": [{"tap": "login"}, {"type": {"field": "name", "text": "#
                + quoted + "}}]}")
    }

    @Test(arguments: ["text", "mermaid", "json"])
    func invisibleCharactersAreEscapedInEveryFormat(format: String) async throws {
        // The first two come before the 40-column cut.
        let text = "\u{7}\u{202E}\u{2028}\u{200B}\u{A0}\u{200D}"
        let path = try typing(text)
        let output = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvc", "--step", "1", "--format", format])
            .output
        for scalar in Self.invisible + ["\u{7}"] {
            #expect(!output.unicodeScalars.contains(scalar), "\(format): U+\(String(scalar.value, radix: 16))")
        }
        // The one escaping (`String.escaped`): `\u{7}`, not `\u{07}`.
        if format != "json" {
            #expect(output.contains(#"\u{202E}"#) && output.contains(#"\u{7}"#) && !output.contains(#"\u{07}"#))
        }
    }

    @Test func aLongTypedTextIsCutInTheHeadingAndTheEventLine() async throws {
        let path = try typing(String(repeating: "x", count: 5000))
        let output = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvc", "--step", "1"]).output
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count < 15, "\(lines.count) lines")
        let quotedCut = "\"" + String(repeating: "x", count: 38) + "…"
        #expect(output.contains("type \(quotedCut) into \"name\""))
        #expect(lines.contains("TextField name.edit(text: \(quotedCut))"))
    }

    @Test func aTapOnAMissingWidgetSaysSoInTheTreeAndTheJSON() async throws {
        let path = try temporaryFile(#"{"name": "d", "feature": "welcome", "steps": [{"tap": "nosuch"}]}"#)
        let text = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvc"])
        #expect(text.exitCode == 1)
        #expect(text.output.contains("Harness: tap \"nosuch\": no widget \"nosuch\" on screen \"Welcome\""))
        #expect(!text.output.contains("no widget took a user event"))
        let json = await ArchKitCommand.main(arguments: ["trace", path, "--arch", "mvc", "--format", "json"]).output
        let traces = try JSONDecoder().decode([ScenarioTrace].self, from: Data(json.utf8))
        #expect(traces.first?.steps.first?.root.kind == .unperformed)
    }

    /// Step 0 of welcome/02-sign-in pushes the login screen; step 8 pops it.
    @Test(arguments: Architecture.allCases)
    func aPushAndAPopAreHops(architecture: Architecture) async throws {
        for (step, hop) in [("0", "NavigationController.push(LoginViewController)"), ("8", "NavigationController.popScreen()")] {
            let output = await ArchKitCommand.main(arguments: [
                "trace", "welcome/02-sign-in", "--step", step, "--arch", architecture.argument,
            ]).output
            #expect(output.contains(hop), "step \(step): \(output)")
        }
    }

    @Test func anEventThatReachesNoProbeSaysSo() async throws {
        let output = await ArchKitCommand.main(arguments: [
            "trace", "products/04-validation-order", "--step", "5", "--arch", "observation-mvvm",
        ]).output
        #expect(output.contains("(no hops: the event reached no probe)\n"), "\(output)")
    }

    @Test func theDocsSectionNamesItsArch() async {
        let output = await ArchKitCommand.main(arguments: [
            "trace", "welcome/02-sign-in", "--step", "8", "--docs", "--arch", "mvc,redux",
        ]).output
        // The page's marker holds the command; the section names it back, `--arch` included, so
        // a reader (and the regenerating script) runs what made it.
        #expect(
            output.hasPrefix(
                "Step 8 of `welcome/02-sign-in`: `tap \"signIn\"`, recorded by `swift run archkit trace welcome/02-sign-in --arch mvc,redux --step 8 --docs`."
            ))
    }

    /// The Welcome screen's login and home buttons are their own participants, not the login
    /// screen's signIn button.
    @Test func mermaidHasOneParticipantPerWidget() async throws {
        let output = await ArchKitCommand.main(arguments: [
            "trace", "welcome/02-sign-in", "--step", "8", "--format", "mermaid", "--arch", "mvp",
        ]).output
        let participants = output.split(separator: "\n").filter { $0.contains("participant ") }
        for widget in ["Button signIn", "Button login", "Button home"] {
            #expect(participants.contains { $0.hasSuffix(" as \(widget)") }, "\(widget): \(participants)")
        }
    }

    @Test func aStepNumberTooLargeSaysSo() async {
        let result = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", "99999999999999999999"])
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.contains("is too large"))
        let spaced = await ArchKitCommand.main(arguments: ["trace", "welcome/02-sign-in", "--step", " 0", "--arch", "mvc"])
        #expect(spaced.exitCode == 0, "\(spaced.errorOutput)")
    }
}

/// A heading too long for one line breaks between its pieces, never inside a count.
@Suite("archkit trace: heading wraps")
struct TraceHeadingWrapTests {
    @Test func aHeadingNeverBreaksInsideACount() {
        // 51 columns of scenario put the last space within 100 columns right after "2 writes":
        // a wrap at any space would split "2 writes (1 unchanged)".
        let write = TraceNode(kind: .write, type: "Label", name: "name.text \"\" → \"\"", unchanged: true)
        let other = TraceNode(kind: .write, type: "Label", name: "about.text \"\" → \"A\"")
        let root = TraceNode(kind: .event, type: "Button", name: "go.tap()", children: [write, other])
        let trace = ScenarioTrace(
            scenario: String(repeating: "s", count: 51), architecture: "MVP",
            steps: [StepTrace(index: 0, step: "tap", root: root)], failure: nil)
        let lines = TraceTextFormatter.text(trace).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("2 writes (1 unchanged)") }, "\(lines)")
        for line in lines { #expect(line.count <= TraceTextFormatter.width, "\(line)") }
    }
}

/// One file, one name, however its path is spelled (Docs/Contract.md, "Scenario files").
@Suite("Scenario names from files")
struct ScenarioFileNameTests {
    @Test func theSameFileHasOneNameWhateverThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-\(UUID().uuidString)/nc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = #"{"name": "Some name", "feature": "welcome", "steps": [{"tap": "login"}]}"#
        try json.write(to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try json.write(to: folder.appendingPathComponent("good"), atomically: true, encoding: .utf8)
        for path in [folder.path + "/good.json", folder.path + "/./good.json", folder.path + "/good"] {
            #expect(try ScenarioFile.load(path: path).description == "good", "\(path)")
        }
        let welcome = folder.deletingLastPathComponent().appendingPathComponent("welcome")
        try FileManager.default.createDirectory(at: welcome, withIntermediateDirectories: true)
        try json.write(to: welcome.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        #expect(try ScenarioFile.load(path: welcome.path + "/good.json").description == "welcome/good")
    }
}
