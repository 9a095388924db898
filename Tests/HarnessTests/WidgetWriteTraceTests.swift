import Observation
import Testing
import Tracing
import Widgets

/// Every kind of widget write reaches the trace with its old and new value and whether it
/// changed anything (Docs/Trace.md, "How it is recorded"): one test drives each write the
/// widget kit makes and reads what the probe saw.
@MainActor
@Suite("Widget writes in the trace")
struct WidgetWriteTraceTests {
    /// A data source over titles, each row detailed by its index.
    final class Rows: TableViewDataSource {
        var titles: [String]
        init(_ titles: [String]) { self.titles = titles }
        func numberOfRows(in tableView: TableView) -> Int { titles.count }
        func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
            TableCell(title: titles[row], detail: row == 0 ? nil : "#\(row)")
        }
        func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool { true }
        func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
            titles.remove(at: row)
            tableView.deleteRows(at: [row])
        }
    }

    /// Plays `writes` in a recording session and returns each write the probes saw, as
    /// `subject detail` with `(unchanged)` appended where it changed nothing.
    func traced(_ writes: () -> Void) async -> [String] {
        let session = Probe.beginSession()
        await Probe.withSession(session) { writes() }
        return Probe.endSession(session).filter { $0.event.kind == .write }.map {
            "\($0.event.subject) \($0.event.detail)\($0.event.unchanged ? " (unchanged)" : "")"
        }
    }

    @Test func everyWriteCarriesItsOldAndNewValue() async {
        let screen = Screen(title: "Cars")
        let label = Label(id: "name", text: "Fx")
        let button = Button(id: "login", title: "Login")
        let field = TextField(id: "kilowatts", text: "125")
        let image = ImageView(id: "photo")
        let toast = Toast(id: "toast")
        let spinner = ActivityIndicator(id: "spinner")
        let source = Rows(["iPad", "Mouse"])
        let table = TableView(id: "products")
        table.dataSource = source
        table.reloadData()
        let writes = await traced {
            screen.title = "Cars"
            label.text = "Ann\nB"
            button.title = "Sign in"
            button.isEnabled = false
            field.text = "12"
            field.isHidden = true
            image.state = .loaded(byteCount: 2400)
            toast.message = "Saved"
            spinner.startAnimating()
            source.titles = ["iPad", "Mouse", "Pen"]
            table.reloadData()
            table.reloadRows(at: [1])
            source.titles.insert("Cup", at: 1)
            table.insertRows(at: [1])
            table.selectRow(at: 0)
            table.deselectRow(at: 0)
            table.deleteRow(at: 1)
            source.titles = ["iPad"]
            table.reloadData()
        }
        #expect(
            writes == [
                "Screen title \"Cars\" → \"Cars\" (unchanged)",
                #"Label name text "Fx" → "Ann\nB""#,
                "Button login title \"Login\" → \"Sign in\"",
                "Button login isEnabled true → false",
                "TextField kilowatts text \"125\" → \"12\"",
                "TextField kilowatts isHidden false → true",
                "ImageView photo state none → loaded(byteCount: 2400)",
                "Toast toast message nil → \"Saved\"",
                "Toast toast isHidden true → false",
                "ActivityIndicator spinner isAnimating false → true",
                "ActivityIndicator spinner isHidden true → false",
                "TableView products cells[0] [\"iPad\", null] → [\"iPad\", null] (unchanged)",
                "TableView products cells[1] [\"Mouse\", \"#1\"] → [\"Mouse\", \"#1\"] (unchanged)",
                "TableView products cells[2] nil → [\"Pen\", \"#2\"]",
                "TableView products cells[1] [\"Mouse\", \"#1\"] → [\"Mouse\", \"#1\"] (unchanged)",
                "TableView products insertRows(at: [1]) nil → [\"Cup\", \"#1\"]",
                "TableView products selectedRow nil → 0",
                "TableView products selectedRow 0 → nil",
                "TableView products deleteRows(at: [1]) [\"Cup\", \"#1\"] → nil",
                "TableView products cells[0] [\"iPad\", null] → [\"iPad\", null] (unchanged)",
                "TableView products cells.count 3 → 1",
            ])
        // Each on one line, with both values.
        for write in writes { #expect(write.contains(" → ") && !write.contains("\n"), "\(write)") }
    }

    /// The content behind item identifiers.
    final class Details { var details = [1: "one"] }

    /// A diffable data source's apply is one batch of row updates, each row traced as the
    /// single-row call it stands for: deletes first, then the new rows in order.
    @Test func aDiffableApplyTracesEachRowItWrites() async {
        let model = Details()
        let table = TableView(id: "products")
        let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, item in
            TableCell(title: "\(item)", detail: model.details[item])
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot)
        table.selectRow(at: 0)
        model.details[1] = "ONE"
        var next = DiffableDataSourceSnapshot<Int, Int>()
        next.appendSections([0])
        next.appendItems([3, 1, 4, 5])
        next.reconfigureItems([3])
        let writes = await traced { dataSource.apply(next) }
        #expect(
            writes == [
                "TableView products deleteRows(at: [1]) [\"2\", null] → nil",
                "TableView products cells[0] [\"3\", null] → [\"3\", null] (unchanged)",
                "TableView products moveRow(at: 0, to: 1) [\"1\", \"one\"] → [\"1\", \"one\"]",
                "TableView products insertRows(at: [2]) nil → [\"4\", null]",
                "TableView products insertRows(at: [3]) nil → [\"5\", null]",
                "TableView products selectedRow 0 → nil",
            ])
    }

    /// A count whose label a screen updates in `updateProperties()`.
    @Observable @MainActor final class Counter { var count = 0 }
    final class CounterScreen: Screen {
        let counter: Counter
        let label = Label(id: "count")
        init(_ counter: Counter) {
            self.counter = counter
            super.init(title: "Counter")
        }
        override func viewDidLoad() { add(label) }
        override func updateProperties() { label.text = "\(counter.count)" }
    }

    /// The update pass is process-wide, so a user event in one session can serve a screen marked
    /// by a task outside it (another test, in a parallel run): that update's writes belong to the
    /// task that marked, and stay out of the session (CI once saw another test's label here).
    @Test func anUpdateMarkedOutsideTheSessionStaysOutOfIt() async {
        let counter = Counter()
        let other = NavigationController(rootScreen: CounterScreen(counter))
        let button = Button(id: "go", title: "Go")
        counter.count = 1  // marked here, outside any session; served by the tap below
        let writes = await traced { button.tap() }
        #expect(writes == [])
        #expect((other.topScreen as? CounterScreen)?.label.text == "1", "the tap's pass served it")
    }

    /// And the other way: a screen marked inside the session is traced there, whichever task
    /// runs its update.
    @Test func anUpdateMarkedInsideTheSessionIsTracedThere() async {
        let counter = Counter()
        let app = NavigationController(rootScreen: CounterScreen(counter))
        let session = Probe.beginSession()
        await Probe.withSession(session) { counter.count = 2 }
        UpdatePass.run()  // outside the session, as another task's event would
        let writes = Probe.endSession(session).filter { $0.event.kind == .write }.map(\.event.detail)
        #expect(writes == [#"text "0" → "2""#])
        withExtendedLifetime(app) {}
    }
}
