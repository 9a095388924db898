import Domain
import Harness
import TestSupport
import Testing
import Tracing
import Widgets

/// The unchanged-writes count is information, not a target (Docs/Contract.md, "Widget writes
/// are not behaviour"): `archkit stats` and `archkit compare --writes` print how many writes set
/// the value a widget already showed, as the headless widgets saw them. These tests check that
/// the count is right on every architecture's real Welcome screen (a write of an equal value is
/// counted as unchanged, one of another value as changed, and the totals agree with the writes
/// the trace saw, value by value); they set no bound on how many unchanged writes a style makes.
///
/// Each counted step runs synchronously on the main actor, so no other test's writes land
/// between the counter's snapshots; it first runs the update pass, which is process-wide, so
/// that a screen another test marked earlier is not updated (and counted) by this step's event.
@MainActor
@Suite("Unchanged writes are counted, not judged")
struct UnchangedWritesTests {
    /// What one step wrote: the counter's difference, and every write the probes recorded.
    struct CountedStep {
        var count: WriteCount
        var writes: [ProbeEvent]
    }

    /// Plays `step` in a recording probe session and returns what the counter and the trace saw.
    func counted(_ step: () -> Void) async -> CountedStep {
        UpdatePass.run()
        let session = Probe.beginSession()
        let count = await Probe.withSession(session) {
            let before = WriteCounter.snapshot
            step()
            return WriteCounter.snapshot - before
        }
        let writes = Probe.endSession(session).map(\.event).filter { $0.kind == .write }
        return CountedStep(count: count, writes: writes)
    }

    /// A traced write's old and new value as the trace prints them: its detail is
    /// `property OLD → NEW`, each value escaped on one line.
    func values(of write: ProbeEvent) -> (old: String, new: String)? {
        guard let space = write.detail.firstIndex(of: " ") else { return nil }
        let parts = write.detail[write.detail.index(after: space)...].components(separatedBy: " → ")
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// Checks one step's count against its trace: a write per traced write, and a traced write
    /// counted unchanged exactly when its old and new value are the same.
    func expectConsistent(_ step: CountedStep, _ name: String, _ architecture: Architecture) {
        #expect(step.count.total == step.writes.count, "\(architecture) \(name): \(step.writes)")
        #expect(step.count.unchanged == step.writes.filter(\.unchanged).count, "\(architecture) \(name)")
        #expect(step.count.unchanged >= 0 && step.count.unchanged <= step.count.total)
        for write in step.writes {
            let pair = values(of: write)
            #expect(pair != nil, "\(architecture) \(name): \(write.detail)")
            if let pair { #expect(write.unchanged == (pair.old == pair.new), "\(architecture) \(name): \(write.detail)") }
        }
    }

    /// The steps that change the user, each counted and checked against its trace: sign in as
    /// Ann, go back from Home, sign out, twice. Whatever a style writes, the name's change from
    /// "Fx" to "Ann" is a changed write.
    @Test(arguments: Architecture.allCases)
    func signingInAndOutIsCountedAsTheWidgetsSawIt(architecture: Architecture) async {
        let driver = ScreenDriver(architecture.makeApp(feature: .welcome, dependencies: AppDependencies()))
        var steps: [(String, CountedStep)] = []
        for round in 0..<2 {
            driver.tap("login")
            driver.type("Ann", into: "name")
            steps.append(("sign in \(round)", await counted { driver.tap("signIn") }))
            driver.tap("home")
            steps.append(("back \(round)", await counted { driver.back() }))
            driver.tap("home")
            steps.append(("sign out \(round)", await counted { driver.tap("signOut") }))
        }
        #expect(driver.stack == ["Welcome"])
        #expect(driver.text("name") == "Ann")
        for (name, step) in steps { expectConsistent(step, name, architecture) }
        let firstSignIn = steps[0].1.writes
        #expect(
            firstSignIn.contains { $0.subject == "Label name" && $0.detail == #"text "Fx" → "Ann""# && !$0.unchanged },
            "\(architecture): \(firstSignIn.map(\.detail))")
    }

    /// A write of the value a widget of the screen already shows is counted as unchanged, and a
    /// write of another value as changed, on every architecture's Welcome screen.
    @Test(arguments: Architecture.allCases)
    func anEqualValueCountsAsUnchangedAnotherAsChanged(architecture: Architecture) async {
        let driver = ScreenDriver(architecture.makeApp(feature: .welcome, dependencies: AppDependencies()))
        let about = driver.widget("about", as: Label.self)
        let login = driver.widget("login", as: Button.self)
        #expect(about.text == "Admin" && login.isEnabled)

        let same = await counted {
            about.text = "Admin"
            login.isEnabled = true
        }
        #expect(same.count == WriteCount(total: 2, unchanged: 2))
        expectConsistent(same, "same values", architecture)

        let other = await counted { about.text = "Admin " }
        #expect(other.count == WriteCount(total: 1, unchanged: 0))
        expectConsistent(other, "another value", architecture)
        #expect(driver.text("about") == "Admin ")
    }
}
