import Testing
import Widgets

/// A meter counts its own app's writes: those of the measured work and of the tasks it starts,
/// not those of other work running on the main actor meanwhile.
@MainActor
@Suite("A write meter counts only its own work's writes")
struct WriteMeterTests {
    @Test func aMeterCountsItsWorkAndItsTasksButNotWorkBesideIt() async {
        let meter = WriteMeter()
        let own = Label(id: "own", text: "a")
        let other = Label(id: "other")
        let beside = Task { @MainActor in
            for round in 0..<20 {
                other.text = "\(round)"
                await Task.yield()
            }
        }
        await WriteCounter.measuring(meter) {
            for round in 0..<5 {
                own.text = "\(round)"
                await Task.yield()
            }
            own.text = "4"
            await Task { @MainActor in own.text = "started" }.value
        }
        await beside.value
        #expect(meter.count == WriteCount(total: 7, unchanged: 1))
        own.text = "after"
        #expect(meter.count == WriteCount(total: 7, unchanged: 1))
    }

    @Test func anUpdatePassCountsToTheMeterOfTheTaskThatMarkedTheScreen() async {
        final class Shown: Screen {
            let label = Label(id: "label")
            var value = "a"
            override func updateProperties() { label.text = value }
        }
        let screen = Shown(title: "Shown")
        let app = NavigationController(rootScreen: screen)
        let meter = WriteMeter()
        await WriteCounter.measuring(meter) {
            screen.value = "b"
            screen.setNeedsUpdateProperties()
        }
        // Another task runs the pass; the writes are the marking task's.
        UpdatePass.run()
        #expect(meter.count.total == 1)
        // Marked outside the meter, run inside it: not the meter's.
        screen.value = "c"
        screen.setNeedsUpdateProperties()
        await WriteCounter.measuring(meter) { UpdatePass.run() }
        #expect(screen.label.text == "c")
        #expect(meter.count.total == 1)
        _ = app
    }
}
