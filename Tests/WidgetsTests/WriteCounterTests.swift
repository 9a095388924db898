import Testing
import Widgets

@MainActor
@Suite("Every write is counted, and so are the writes that changed nothing")
struct WriteCounterTests {
    @Test func countsWritesAndUnchangedWrites() {
        let label = Label(id: "l", text: "a")
        let button = Button(id: "b", title: "B")
        let before = WriteCounter.snapshot
        label.text = "a"
        label.text = "b"
        button.isEnabled = true
        button.isEnabled = false
        label.isHidden = false
        let spent = WriteCounter.snapshot - before
        #expect(spent == WriteCount(total: 5, unchanged: 3))
    }

    @Test func tableReloadCountsOneWritePerRow() {
        let source = RowsSource(["a", "b", "c"])
        let table = TableView(id: "t")
        table.dataSource = source
        table.reloadData()
        let before = WriteCounter.snapshot
        source.titles = ["a", "x", "c"]
        table.reloadData()
        #expect(WriteCounter.snapshot - before == WriteCount(total: 3, unchanged: 2))
    }
}
