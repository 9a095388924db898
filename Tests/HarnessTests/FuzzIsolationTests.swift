import Domain
import Foundation
import Harness
import Testing
import Widgets

/// A test-only app whose one button starts work that writes a new count into a label on every
/// main-actor turn until the run drops the app: a hang the harness must report, not sit out.
/// (The work runs in tasks started by the tap, so its writes count under the run's own meter
/// and leave other apps' settling alone; the count only grows, so two of its turns between two
/// of the harness's still change what the harness sees.)
///
/// A yield hops through the global executor before it is back on the main actor, so on a
/// loaded machine one task's turn can sit on a preempted thread while the harness takes its
/// quiet turns (CI saw that: the hang read as settled). Four tasks write at once, so some write
/// comes between any two of the harness's turns.
struct RestlessApp: AppFactory {
    var name: String { "Restless" }

    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let screen = Screen(title: "Restless")
        let start = Button(id: "start", title: "Start")
        let count = Label(id: "count")
        screen.add(start)
        screen.add(count)
        let app = NavigationController(rootScreen: screen)
        start.addAction { [weak app, weak count] in
            for _ in 0..<4 {
                Task { @MainActor in
                    for _ in 0..<1_000_000 {  // a bound only for a run that never drops the app
                        guard app != nil, let count else { return }  // the run is over
                        count.text = String((count.text.flatMap { Int($0) } ?? 0) + 1)
                        await Task.yield()
                    }
                }
            }
        }
        return app
    }
}

@MainActor
@Suite("Hangs and traps are findings")
struct FuzzIsolationTests {
    @Test func aScreenThatNeverSettlesFailsItsStep() async throws {
        let result = await ScenarioRunner().run(
            Scenario(name: "restless", feature: .welcome, steps: [.tap("start"), .tap("start")]), on: RestlessApp())
        let failure = try #require(result.failure)
        #expect(failure.stepIndex == 0)
        #expect(failure.subject.hasPrefix("the screen did not settle"))
        #expect(result.transcript.entries.count == 2)  // the start, and step 0 as it was when the wait gave up
    }

    @Test func theFuzzerReportsTheHangOfTheReference() async throws {
        let fuzzer = Fuzzer(features: [.welcome], architectures: [RestlessApp()], seed: 1, length: 3)
        let finding = try #require(await fuzzer.check(await fuzzer.session(0)))
        #expect(finding.kind == .failure)
        #expect(finding.architecture == "Restless")
        #expect(finding.subject.hasPrefix("the screen did not settle"))
    }

    /// A worker that dies of a signal in the middle of session 1, while MVP plays it: the
    /// supervisor reports a trap in MVP with the steps streamed so far, writes its scenario
    /// with MVC's screens, and starts a new worker at session 2.
    @Test func aWorkerThatDiesIsATrapAndTheRunGoesOn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-trap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let firstWorker = """
            echo 'session [0]'; echo 'play ["MVC"]'; echo 'step {"tap": "login"}'; echo 'done [0, 1, "a1"]'
            echo 'session [1]'; echo 'play ["MVC"]'; echo 'step {"tap": "login"}'; echo 'play ["MVP"]'
            echo 'Fatal error: boom' >&2; kill -KILL $$
            """
        let secondWorker = """
            echo 'session [2]'; echo 'play ["MVC"]'; echo 'done [2, 0, "b2", "a1"]'
            """
        let supervisor = FuzzSupervisor(
            executable: URL(fileURLWithPath: "/bin/sh"),
            workerArguments: { first in ["-c", first == 0 ? firstWorker : first == 2 ? secondWorker : "exit 3"] },
            silenceLimit: 30, shrinkBudget: 10)
        let fuzzer = Fuzzer(features: [.welcome], architectures: [Architecture.mvc, Architecture.mvp], seed: 1, length: 5)
        let report = await supervisor.run(count: 3, fuzzer: fuzzer, findingsFolder: folder)
        #expect(report.sessions == 3)
        #expect(report.steps == 2)
        #expect(report.screens.count == 2)
        #expect(report.findings.count == 1)
        let trap = try #require(report.findings.first)
        #expect(trap.kind == .trap)
        #expect(trap.session == 1)
        #expect(trap.architecture == "MVP")
        #expect(trap.steps == [.tap("login")])
        #expect(trap.detail == "killed by signal 9: Fatal error: boom")
        // `sh run FILE` does not die of a signal, so nothing shrinks away; the file is written.
        #expect(trap.shrunkSteps == 1)
        let path = try #require(trap.path)
        let scenario = try ScenarioFile.load(path: path)
        #expect(scenario.steps.count == 3)  // expect the start, tap login, expect Login
        #expect(await ScenarioRunner().run(scenario, on: Architecture.mvc).passed)
    }

    @Test func aSilentWorkerIsAHang() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-hang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let supervisor = FuzzSupervisor(
            executable: URL(fileURLWithPath: "/bin/sh"),
            workerArguments: { first in
                [
                    "-c",
                    first == 0
                        ? "echo 'session [0]'; echo 'play [\"MVC\"]'; exec sleep 30" : "echo 'session [1]'; echo 'done [1, 0]'",
                ]
            },
            silenceLimit: 0.5, shrinkBudget: 0)
        let fuzzer = Fuzzer(features: [.welcome], architectures: [Architecture.mvc], seed: 1, length: 5)
        let report = await supervisor.run(count: 2, fuzzer: fuzzer, findingsFolder: folder)
        #expect(report.sessions == 2)
        let hang = try #require(report.findings.first)
        #expect(hang.kind == .hang)
        #expect(hang.session == 0)
        #expect(hang.architecture == "MVC")
    }
}
