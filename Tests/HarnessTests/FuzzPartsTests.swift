import Domain
import Foundation
import Testing
import Widgets

@testable import Harness

@Suite("Fuzzing's parts: the generator, ddmin, the file and line formats")
struct FuzzPartsTests {
    @Test func splitMix64IsTheReferenceSequence() {
        // The first outputs for seed 0 from the reference C implementation (Vigna's splitmix64.c).
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        var other = SplitMix64(seed: 1)
        #expect((0..<1000).allSatisfy { _ in other.int(below: 7) < 7 })
    }

    @Test @MainActor func ddminFindsTheTwoStepsThatMatter() async {
        let steps = (0..<16).map { Step.tap("b\($0)") }
        var shrinker = FuzzShrinker()
        var calls = 0
        let minimal = await shrinker.shrink(steps) { candidate in
            calls += 1
            return candidate.contains(.tap("b3")) && candidate.contains(.tap("b11"))
        }
        #expect(minimal == [.tap("b3"), .tap("b11")])
        #expect(calls < 80)
    }

    @Test @MainActor func textsShrinkToTheCharactersThatMatter() async {
        let steps: [Step] = [.tap("login"), .type(field: "name", text: "Ж👨‍👩‍👧‍👦 \t Nguyễn\u{3000}")]
        var shrinker = FuzzShrinker()
        // Fails while the text holds a tab.
        let minimal = await shrinker.shrink(steps) { candidate in
            candidate.contains { if case .type(_, let text) = $0 { text.contains("\t") } else { false } }
        }
        #expect(minimal == [.type(field: "name", text: "\t")])
    }

    @Test func writtenScenariosReadBackWithTheSameSteps() throws {
        let awkward = "q\"uote\\ \t\n\r \u{1} \u{7F} 👨‍👩‍👧‍👦 e\u{301} مرحبا \u{202E} \u{2028}"
        let steps: [Step] = [
            .tap(awkward), .type(field: "name", text: awkward), .select(table: "t", row: 3),
            .delete(table: "t", row: 0), .back, .respond(.status(500, body: awkward)), .respond(.unreachable),
        ]
        let scenario = Scenario(name: awkward, feature: .summary, steps: steps)
        let screen = ScreenSnapshot(
            title: awkward,
            widgets: [
                WidgetSnapshot(id: "l", kind: .label, text: awkward, hidden: false),
                WidgetSnapshot(id: "t", kind: .table, hidden: false, rows: [TableCell(title: awkward, detail: nil)]),
            ])
        let transcript = Transcript(entries: [Transcript.Entry(stepIndex: nil, step: "start", stack: [awkward], screen: screen)])
        let text = ScenarioFile.text(of: scenario, description: awkward, expecting: transcript)
        let read = try ScenarioFile.parse(text, file: "written.json", fixtureFolder: "/")
        #expect(read.name == awkward)
        guard case .expect(let start) = read.steps.first else {
            Issue.record("no expect of the start")
            return
        }
        #expect(start.title == awkward && start.stack == [awkward])
        #expect(start.widgets.map(\.id) == ["l", "t"])
        #expect(start.widgets[1].rows == [TableCell(title: awkward, detail: nil)])
        #expect(Array(read.steps.dropFirst()) == steps)
    }

    @Test func workerLinesReadBackAsWritten() {
        let lines: [FuzzWorkerLine] = [
            .session(12), .play("ReactiveMVVM"), .step(.type(field: "name", text: "a\nb\"c")), .step(.back),
            .finding(
                session: 12, kind: .divergence, architecture: "MVP", subject: "widgets.name.text", stepIndex: 3,
                detail: "after step 3: \"\t\""),
            .finding(session: 1, kind: .trap, architecture: "Redux", subject: "x", stepIndex: nil, detail: "killed"),
            .shrinking(session: 12, candidates: 40),
            .written(session: 12, path: "/tmp/a b.json", steps: 2, firstFailure: "step 3 (expect): …"),
            .done(session: 12, steps: 20, newScreens: [0, 1, UInt64.max]),
        ]
        for line in lines {
            #expect(!line.text.contains("\n"))
            #expect(FuzzWorkerLine(line.text) == line, "\(line.text)")
        }
        #expect(FuzzWorkerLine("Fatal error: boom") == nil)
        #expect(FuzzWorkerLine("done [1") == nil)
    }
}
