import TestSupport
import Testing
import Widgets

@MainActor
@Suite("Table view")
struct TableViewTests {
    let source = RowsSource(["a", "b", "c"])
    let delegate = SelectionRecorder()
    let table = TableView(id: "t")

    init() {
        table.dataSource = source
        table.delegate = delegate
        table.reloadData()
    }

    @Test func reloadCopiesRowsFromTheDataSource() {
        #expect(table.cells.map(\.title) == ["a", "b", "c"])
        #expect(table.cells[1].detail == "#1")
        source.titles = ["z"]
        #expect(table.numberOfRows == 3, "the table shows what it copied last")
        table.reloadData()
        #expect(table.cells == [TableCell(title: "z", detail: "#0")])
    }

    @Test func selectingTellsTheDelegateAndKeepsTheSelection() {
        #expect(table.selectRow(at: 2))
        #expect(delegate.rows == [2])
        #expect(table.selectedRow == 2)
        table.deselectRow(at: 2)
        #expect(table.selectedRow == nil)
    }

    @Test(arguments: [-1, 3, Int.max, Int.min])
    func rowOutOfRangeDoesNothing(row: Int) {
        #expect(!table.selectRow(at: row))
        #expect(!table.deleteRow(at: row))
        #expect(delegate.rows.isEmpty)
        #expect(table.numberOfRows == 3)
    }

    @Test func deleteAsksTheDataSource() {
        #expect(table.deleteRow(at: 0))
        #expect(table.cells.map(\.title) == ["b", "c"])
        source.deletable = false
        #expect(!table.deleteRow(at: 0))
        #expect(table.cells.map(\.title) == ["b", "c"])
    }

    @Test func reloadAndInsertRowsTakeOnlyThoseRows() {
        source.titles = ["a", "B", "c", "d"]
        table.reloadRows(at: [1])
        #expect(table.cells.map(\.title) == ["a", "B", "c"])
        table.insertRows(at: [3])
        #expect(table.cells.map(\.title) == ["a", "B", "c", "d"])
    }

    /// Rows inserted or deleted under a selection clear it, and the clearing is a write like a
    /// deselect (counted; one that finds no selection writes nothing).
    @Test func rowsMovingUnderTheSelectionClearItWithAWrite() {
        let changes: [(TableView) -> Void] = [{ $0.insertRows(at: [3]) }, { $0.deleteRows(at: [0]) }]
        for change in changes {
            source.titles = ["a", "b", "c", "d"]
            table.reloadData()
            table.selectRow(at: 1)
            let before = WriteCounter.snapshot
            change(table)
            #expect(table.selectedRow == nil)
            #expect(WriteCounter.snapshot - before == WriteCount(total: 2, unchanged: 0), "the row and the selection")
            let idle = WriteCounter.snapshot
            change(table)
            #expect(WriteCounter.snapshot - idle == WriteCount(total: 1, unchanged: 0), "the row only")
        }
    }

    /// A batch names deleted, reloaded and moved-from rows as they were, inserted and moved-to
    /// rows as they are after it, as UIKit's `performBatchUpdates` does; the kept rows fill the
    /// rest in order. Moved and kept rows keep their cells (their "#row" details show it).
    @Test func batchAppliesEveryKindOfUpdateInOnePass() {
        source.titles = ["a", "b", "c", "d"]
        table.reloadData()
        source.titles = ["d", "x", "b", "C"]
        let before = WriteCounter.snapshot
        var completed = false
        table.performBatchUpdates(
            {
                table.deleteRows(at: [0])
                table.insertRows(at: [1])
                table.moveRow(at: 3, to: 0)
                table.reloadRows(at: [2])
                #expect(table.numberOfRows == 4, "nothing changes until the batch ends")
            },
            completion: { completed = $0 })
        #expect(completed)
        #expect(
            table.cells == [
                TableCell(title: "d", detail: "#3"), TableCell(title: "x", detail: "#1"),
                TableCell(title: "b", detail: "#1"), TableCell(title: "C", detail: "#3"),
            ])
        #expect(WriteCounter.snapshot - before == WriteCount(total: 4, unchanged: 0), "one per row updated")
    }

    @Test func batchInsideABatchJoinsIt() {
        source.titles = ["x", "a", "b", "c", "y"]
        table.performBatchUpdates {
            table.insertRows(at: [0])
            table.performBatchUpdates { table.insertRows(at: [4]) }
            #expect(table.numberOfRows == 3)
        }
        #expect(table.cells.map(\.title) == ["x", "a", "b", "c", "y"])
    }

    /// UIKit calls a nested batch's completion when the whole batch is shown, not before.
    @Test func aNestedBatchCompletesAfterTheOuterOneCommits() {
        source.titles = ["x", "a", "b", "c"]
        var heard: [String] = []
        table.performBatchUpdates(
            {
                table.insertRows(at: [0])
                table.performBatchUpdates(nil) { _ in heard.append("inner, \(table.numberOfRows) rows") }
            },
            completion: { _ in heard.append("outer, \(table.numberOfRows) rows") })
        #expect(heard == ["inner, 4 rows", "outer, 4 rows"])
    }

    /// Apple's `reloadData()`: it discards the updates not yet committed. Updates after it in the
    /// batch name the rows it loaded.
    @Test func reloadDataInsideABatchDiscardsTheUpdatesSoFar() {
        source.titles = ["b", "c"]
        var completed = false
        table.performBatchUpdates(
            {
                table.deleteRows(at: [0])
                table.reloadData()
                source.titles.append("d")
                table.insertRows(at: [2])
            },
            completion: { completed = $0 })
        #expect(completed)
        #expect(table.cells.map(\.title) == ["b", "c", "d"])
    }

    /// With no data source, inserts and reloads have nothing to draw from and do nothing, as
    /// `insertRows(at:)` and `reloadRows(at:)` alone do; the deletes and moves still apply, as
    /// `deleteRows(at:)` alone does.
    @Test func aBatchWithoutADataSourceStillDeletesAndMoves() {
        table.dataSource = nil
        let before = WriteCounter.snapshot
        table.performBatchUpdates {
            table.deleteRows(at: [0])
            table.insertRows(at: [0])
            table.moveRow(at: 2, to: 1)
            table.reloadRows(at: [1])
        }
        #expect(table.cells == [TableCell(title: "c", detail: "#2"), TableCell(title: "b", detail: "#1")])
        #expect(WriteCounter.snapshot - before == WriteCount(total: 2, unchanged: 0), "the delete and the move")
    }

    @Test func movingARowKeepsItsCellAndClearsTheSelection() {
        table.selectRow(at: 0)
        source.titles = ["b", "c", "a"]
        let before = WriteCounter.snapshot
        table.moveRow(at: 0, to: 2)
        #expect(table.cells.map(\.title) == ["b", "c", "a"])
        #expect(table.cells[2].detail == "#0")
        #expect(table.selectedRow == nil)
        #expect(WriteCounter.snapshot - before == WriteCount(total: 2, unchanged: 0), "the row and the selection")
    }

    @Test func inconsistentBatchTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = RowsSource(["a", "b"])
                let table = TableView(id: "t")
                table.dataSource = source
                table.reloadData()
                table.performBatchUpdates { table.deleteRows(at: [0]) }
            }
        }
    }

    @Test func tableHoldsItsDataSourceWeakly() {
        let table = TableView(id: "t")
        var source: RowsSource? = RowsSource(["a"])
        table.dataSource = source
        let watch = Weak(source)
        source = nil
        #expect(watch.object == nil)
        table.reloadData()
        #expect(table.cells.isEmpty)
    }
}
