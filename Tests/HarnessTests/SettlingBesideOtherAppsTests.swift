import Domain
import Testing
import Widgets

@testable import Harness

/// Tests run in parallel on the one main actor: while one app settles, another may be writing
/// its widgets on every turn. Its writes, counted to its own meter, must not keep the first
/// app from settling (each of its steps would then wait out every turn settling allows).
@MainActor
@Suite("Settling is not held up by another app's writes")
struct SettlingBesideOtherAppsTests {
    /// Writes a label on every main-actor turn, under its own meter, until stopped.
    @MainActor
    final class BusyNeighbour {
        var stopped = false
        private(set) var turns = 0

        func run() async {
            let label = Label(id: "busy")
            await WriteCounter.measuring(WriteMeter()) {
                while !stopped {
                    label.text = "\(turns)"
                    turns += 1
                    await Task.yield()
                }
            }
        }
    }

    @Test func aNeighbourWritingOnEveryTurnUnderItsOwnMeterDoesNotDelayTheRun() async {
        let neighbour = BusyNeighbour()
        let writing = Task { await neighbour.run() }
        let scenario = Scenario(name: "beside a busy app", feature: .welcome, steps: [.tap("login"), .back])
        let result = await ScenarioRunner().run(scenario, on: Architecture.mvc)
        neighbour.stopped = true
        await writing.value
        #expect(result.passed, "\(result.failure?.description ?? "")")
        // Settled on the app's own writes: a few quiet turns per step, not the bound of every wait.
        #expect(
            neighbour.turns < Settling.maximumYields, "the neighbour wrote on \(neighbour.turns) turns while the run settled")
    }

    @Test func writesThatReachNoMeterStillHoldOffSettling() async {
        let scenario = Scenario(name: "unmetered", feature: .welcome, steps: [.tap("count")])
        let result = await ScenarioRunner().run(scenario, on: UnmeteredCounterApp())
        #expect(result.failure == nil)
        #expect(result.transcript.entries.last?.screen["counter"]?.text == "\(UnmeteredCounterApp.writes)")
    }
}

/// A test-only app whose button starts a detached task (it inherits no ``WriteMeter``) that
/// writes a label on each of more main-actor turns than settling's quiet rounds: the harness
/// must wait for the last write, though no meter counts it.
struct UnmeteredCounterApp: AppFactory {
    static let writes = 40

    var name: String { "Unmetered" }

    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let screen = Screen(title: "Counter")
        let count = Button(id: "count", title: "Count")
        let counter = Label(id: "counter", text: "0")
        screen.add(count, counter)
        let target = WeakLabel(counter)
        count.addAction { Self.count(on: target) }
        return NavigationController(rootScreen: screen)
    }

    /// Writes 1, 2, … ``writes`` to the label, one write per turn, from a detached task.
    private static func count(on target: WeakLabel) {
        Task.detached { await target.countUp(to: writes) }
    }
}

/// A label held weakly, to hand to a task.
@MainActor
final class WeakLabel {
    weak var label: Label?

    init(_ label: Label) { self.label = label }

    /// Writes 1, 2, … `last` to the label, one write per main-actor turn.
    func countUp(to last: Int) async {
        for written in 1...last {
            await Task.yield()
            label?.text = "\(written)"
        }
    }
}
