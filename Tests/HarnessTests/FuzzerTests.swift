import Domain
import Foundation
import Harness
import HarnessTestSupport
import Testing
import Widgets

@MainActor
@Suite("The fuzzer finds a divergent architecture and shrinks it")
struct FuzzerTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-tests-\(UUID().uuidString)")

    @Test func findsSloppyWelcomeAndShrinksItToAFewSteps() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fuzzer = Fuzzer(features: [.welcome], architectures: [Architecture.mvc, SloppyWelcome()], seed: 1, length: 12)
        var report = FuzzReport()
        await fuzzer.play(0..<20, findingsFolder: folder) { report.take($0) }
        let finding = try #require(report.findings.first, "20 sessions of Welcome never tried a name with white space")
        #expect(finding.architecture == "Sloppy")
        #expect(finding.kind == .divergence)
        let shrunk = try #require(finding.shrunkSteps)
        #expect(shrunk <= 3, "shrunk to \(shrunk) steps")
        #expect(shrunk < finding.steps.count || finding.steps.count <= 3)

        // The file replays: MVC passes every expect, Sloppy fails one.
        let path = try #require(finding.path)
        let scenario = try ScenarioFile.load(path: path)
        let cells = await Conformance.run([scenario], on: [Architecture.mvc, SloppyWelcome()]).rows[0].cells
        #expect(cells[0].passed)
        #expect(!cells[1].passed)
        #expect(cells[1].result.failure?.step == "expect")
        #expect(finding.firstFailure == cells[1].result.failure?.description)
    }

    @Test func aLeakIsAFindingToo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fuzzer = Fuzzer(
            features: [.welcome], architectures: [Architecture.mvc, SloppyWelcome(leaksLogin: true)], seed: 7, length: 8)
        var report = FuzzReport()
        await fuzzer.play(0..<10, findingsFolder: folder) { report.take($0) }
        let leak = try #require(report.findings.first { $0.kind == .leak })
        #expect(leak.architecture == "Leaky")
        #expect(try #require(leak.shrunkSteps) <= 2)  // tap login, back (or sign in)
    }

    @Test func theKitsArchitecturesAgreeOnAShortRun() async {
        let fuzzer = Fuzzer(features: Feature.allCases, architectures: Architecture.allCases, seed: 3, length: 10)
        var report = FuzzReport()
        await fuzzer.play(0..<8, findingsFolder: folder) { report.take($0) }
        #expect(report.findings.isEmpty, "\(report.findings.map(\.detail))")
        #expect(report.sessions == 8)
        #expect(report.screens.count > 8)
    }

    @Test func theSameSeedGivesTheSameSessions() async {
        let first = Fuzzer(features: Feature.allCases, architectures: [Architecture.mvc], seed: 42, length: 15)
        let second = Fuzzer(features: Feature.allCases, architectures: [Architecture.redux], seed: 42, length: 15)
        let other = Fuzzer(features: Feature.allCases, architectures: [Architecture.mvc], seed: 43, length: 15)
        var differs = false
        for index in 0..<12 {
            let steps = await first.session(index).scenario.steps
            #expect(steps == (await second.session(index).scenario.steps), "session \(index)")
            #expect(steps == (await first.session(index).scenario.steps), "session \(index), played twice")
            if steps != (await other.session(index).scenario.steps) { differs = true }
        }
        #expect(differs, "another seed gave the same 12 sessions")
    }

    /// Every generated step is one the screen offered, judged from the transcript alone: the
    /// button or field was visible and enabled, the row existed, there was a screen to go back
    /// from, a request was loading.
    @Test(arguments: Feature.allCases)
    func generatedStepsAreOnlyWhatTheScreenOffered(feature: Feature) async {
        let fuzzer = Fuzzer(features: [feature], architectures: [Architecture.mvc], seed: 11, length: 25)
        var kinds: Set<String> = []
        for index in 0..<15 {
            let session = await fuzzer.session(index)
            #expect(session.reference.failure == nil)
            let entries = session.reference.transcript.entries
            for (position, step) in session.scenario.steps.enumerated() {
                let before = entries[position]
                let problem = Self.problem(with: step, on: before)
                #expect(problem == nil, "session \(index), step \(position) (\(step)): \(problem ?? "")")
                kinds.insert(String(step.description.prefix { $0 != " " }))
            }
        }
        let expected: Set<String> =
            switch feature {
            case .welcome: ["tap", "type", "back"]
            case .products: ["tap", "type", "select", "delete", "back"]
            case .cars: ["type", "select", "back"]
            case .summary: ["tap", "respond", "select"]
            }
        #expect(expected.isSubset(of: kinds), "\(feature): only \(kinds.sorted())")
    }

    private static func problem(with step: Step, on entry: Transcript.Entry) -> String? {
        func usable(_ id: String, _ kind: WidgetSnapshot.Kind) -> String? {
            guard let widget = entry.screen[id] else { return "no widget \(id)" }
            guard widget.kind == kind, widget.enabled == true, !widget.hidden else { return "\(id) is not usable" }
            return nil
        }
        func row(_ id: String, _ row: Int) -> String? {
            guard let rows = entry.screen[id]?.rows, rows.indices.contains(row) else { return "no row \(row) in \(id)" }
            return nil
        }
        switch step {
        case .tap(let id): return usable(id, .button)
        case .type(let field, _): return usable(field, .textField)
        case .select(let table, let index), .delete(let table, let index): return row(table, index)
        case .back: return entry.stack.count > 1 ? nil : "back on the root"
        case .respond: return entry.screen["loading"]?.animating == true ? nil : "nothing is loading"
        case .expect: return "an expect step"
        }
    }
}

@MainActor
@Suite("Shrinking keeps the failure")
struct FuzzShrinkingTests {
    @Test func shrinkingAGeneratedFindingKeepsTheSameFailure() async throws {
        let fuzzer = Fuzzer(features: [.welcome], architectures: [Architecture.mvc, SloppyWelcome()], seed: 1, length: 12)
        var found: FuzzFinding?
        for index in 0..<20 where found == nil {
            found = await fuzzer.check(await fuzzer.session(index))
        }
        let finding = try #require(found)
        let minimal = await fuzzer.shrink(finding)
        #expect(minimal.scenario.steps.count <= finding.scenario.steps.count)
        #expect(minimal.isSameFailure(as: finding))
        let replayed = try #require(await fuzzer.replay(minimal.scenario.steps, like: finding))
        #expect(replayed.isSameFailure(as: finding))
        #expect(await fuzzer.isValid(minimal.scenario.steps, feature: .welcome))
        // One step fewer no longer fails (or is no longer valid): it is minimal.
        for index in minimal.scenario.steps.indices {
            var fewer = minimal.scenario.steps
            fewer.remove(at: index)
            let again = await fuzzer.replay(fewer, like: finding)
            #expect(again.map { !$0.isSameFailure(as: finding) } ?? true, "step \(index) is not needed")
        }
    }
}
