import TestSupport
import Testing
import Widgets

/// The content behind item identifiers, and a cell provider that draws it and counts its calls.
@MainActor
final class ItemCatalog {
    var contents: [Int: String] = [:]
    private(set) var drawn = 0

    /// The cell of `item`: its identifier and its content.
    func cell(_ item: Int) -> TableCell {
        TableCell(title: "\(item)", detail: contents[item])
    }

    /// A data source on `table` that draws through this catalog (held unowned by the provider,
    /// as a view controller's provider holds its controller).
    func dataSource(on table: TableView) -> TableViewDiffableDataSource<String, Int> {
        TableViewDiffableDataSource(tableView: table) { [unowned self] _, _, item in
            drawn += 1
            return cell(item)
        }
    }
}

@MainActor
@Suite("Table view diffable data source")
struct TableViewDiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    let catalog = ItemCatalog()
    let table = TableView(id: "t")
    let dataSource: TableViewDiffableDataSource<String, Int>

    init() {
        dataSource = catalog.dataSource(on: table)
    }

    static func snapshot(_ items: [Int]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Applies `snapshot`, checks the table shows it as a fresh drawing would, and returns the
    /// writes and the cell provider's calls it took.
    @discardableResult
    func apply(_ snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) -> (writes: WriteCount, drawn: Int) {
        let before = WriteCounter.snapshot
        let drawn = catalog.drawn
        dataSource.apply(snapshot)
        let spent = (WriteCounter.snapshot - before, catalog.drawn - drawn)
        #expect(table.cells == snapshot.itemIdentifiers.map(catalog.cell), sourceLocation: sourceLocation)
        #expect(dataSource.snapshot() == snapshot.withNoMarks, sourceLocation: sourceLocation)
        return spent
    }

    @Test func becomesTheTablesDataSource() {
        #expect(table.dataSource === dataSource)
        #expect(dataSource.snapshot() == Snapshot())
        #expect(dataSource.numberOfRows(in: table) == 0)
    }

    @Test func appliesFromEmptyByInsertingEveryRow() {
        var completed = false
        dataSource.apply(Self.snapshot([]), animatingDifferences: false) { completed = true }
        #expect(completed)
        let spent = apply(Self.snapshot([1, 2, 3]))
        #expect(spent.writes == WriteCount(total: 3, unchanged: 0))
        #expect(spent.drawn == 3)
        #expect(dataSource.itemIdentifier(forRow: 1) == 2)
        #expect(dataSource.itemIdentifier(forRow: 3) == nil)
        #expect(dataSource.itemIdentifier(forRow: -1) == nil)
        #expect(dataSource.row(for: 3) == 2)
        #expect(dataSource.row(for: 4) == nil)
    }

    @Test func rowsAreTheItemsOfEverySectionInOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        apply(snapshot)
        #expect(table.cells.map(\.title) == ["1", "2", "3"])
        #expect(dataSource.row(for: 3) == 2)
        snapshot.moveItem(3, beforeItem: 1)
        let spent = apply(snapshot)
        #expect(spent.writes.total == 1, "one move across sections")
        #expect(dataSource.row(for: 3) == 0)
    }

    @Test func insertingOneItemDrawsOnlyIt() {
        apply(Self.snapshot([1, 2, 3]))
        let spent = apply(Self.snapshot([1, 9, 2, 3]))
        #expect(spent.writes == WriteCount(total: 1, unchanged: 0))
        #expect(spent.drawn == 1)
    }

    @Test func deletingItemsDrawsNothing() {
        apply(Self.snapshot([1, 2, 3, 4]))
        let spent = apply(Self.snapshot([2, 4]))
        #expect(spent.writes == WriteCount(total: 2, unchanged: 0))
        #expect(spent.drawn == 0)
    }

    @Test(arguments: [
        ([1, 2, 3, 4, 5], [2, 3, 4, 5, 1]),  // front to back
        ([1, 2, 3, 4, 5], [5, 1, 2, 3, 4]),  // back to front
        ([1, 2, 3, 4, 5], [1, 4, 2, 3, 5]),  // within
        ([1, 2, 3, 4, 5], [2, 1, 3, 4, 5]),  // a swap of neighbours
    ])
    func movingOneItemIsOneMove(old: [Int], new: [Int]) {
        apply(Self.snapshot(old))
        let spent = apply(Self.snapshot(new))
        #expect(spent.writes == WriteCount(total: 1, unchanged: 0))
        #expect(spent.drawn == 0, "a moved row keeps its cell")
    }

    @Test func keptItemsKeepTheirCellsUnlessMarked() {
        catalog.contents = [1: "one", 2: "two"]
        apply(Self.snapshot([1, 2]))
        catalog.contents = [1: "ONE", 2: "TWO"]
        let before = WriteCounter.snapshot
        dataSource.apply(Self.snapshot([1, 2]))
        // Identifiers are compared, not content: nothing changed, nothing is written.
        #expect(WriteCounter.snapshot - before == WriteCount(total: 0, unchanged: 0))
        #expect(table.cells.map(\.detail) == ["one", "two"])
    }

    @Test func reloadAndReconfigureDrawMarkedItemsAgain() {
        catalog.contents = [1: "one", 2: "two", 3: "three"]
        apply(Self.snapshot([1, 2, 3]))
        catalog.contents = [1: "ONE", 2: "two", 3: "THREE"]
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3, 2])
        let before = WriteCounter.snapshot
        dataSource.apply(snapshot)
        #expect(WriteCounter.snapshot - before == WriteCount(total: 3, unchanged: 1), "2 drawn as it was")
        #expect(table.cells.map(\.detail) == ["ONE", "two", "THREE"])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are spent")
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func anItemMarkedBothWaysIsDrawnOnce() {
        apply(Self.snapshot([1, 2]))
        var snapshot = Self.snapshot([1, 2])
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([2])
        let spent = apply(snapshot)
        #expect(spent.writes == WriteCount(total: 1, unchanged: 1))
        #expect(spent.drawn == 1)
    }

    @Test func aMovedAndReconfiguredItemIsDrawnAtItsNewRow() {
        catalog.contents = [1: "one"]
        apply(Self.snapshot([1, 2, 3]))
        catalog.contents = [1: "ONE"]
        var snapshot = Self.snapshot([2, 3, 1])
        snapshot.reconfigureItems([1])
        let spent = apply(snapshot)
        #expect(spent.writes == WriteCount(total: 1, unchanged: 0))
        #expect(spent.drawn == 1)
    }

    @Test func everythingChanged() {
        apply(Self.snapshot([1, 2, 3]))
        let spent = apply(Self.snapshot([4, 5, 6, 7]))
        #expect(spent.writes == WriteCount(total: 7, unchanged: 0), "3 deletes, 4 inserts")
        #expect(spent.drawn == 4)
        let reversed = apply(Self.snapshot([7, 6, 5, 4]))
        #expect(reversed.writes.total <= 3)
        #expect(reversed.drawn == 0)
    }

    @Test func applyingTheSameSnapshotWritesNothing() {
        apply(Self.snapshot([1, 2, 3]))
        table.selectRow(at: 1)
        let spent = apply(Self.snapshot([1, 2, 3]))
        #expect(spent.writes.total == 0)
        #expect(table.selectedRow == 1)
    }

    @Test func rowsMovingClearTheSelectionAndReloadsDoNot() {
        apply(Self.snapshot([1, 2, 3]))
        table.selectRow(at: 1)
        var snapshot = Self.snapshot([1, 2, 3])
        snapshot.reconfigureItems([2])
        apply(snapshot)
        #expect(table.selectedRow == 1)
        apply(Self.snapshot([1, 2, 3, 4]))
        #expect(table.selectedRow == nil)
    }

    @Test func reloadDataReplacesEveryRow() {
        apply(Self.snapshot([1, 2, 3]))
        let drawn = catalog.drawn
        let before = WriteCounter.snapshot
        dataSource.applySnapshotUsingReloadData(Self.snapshot([1, 2, 3, 4]))
        #expect(WriteCounter.snapshot - before == WriteCount(total: 4, unchanged: 3))
        #expect(catalog.drawn - drawn == 4)
        #expect(table.cells == [1, 2, 3, 4].map(catalog.cell))
        #expect(dataSource.snapshot() == Self.snapshot([1, 2, 3, 4]))
    }

    @Test func aTableFilledByAnotherSourceIsReloaded() {
        let table = TableView(id: "other")
        let rows = RowsSource(["x", "y"])
        table.dataSource = rows
        table.reloadData()
        let dataSource = catalog.dataSource(on: table)
        dataSource.apply(Self.snapshot([1]))
        #expect(table.cells == [catalog.cell(1)])
    }

    @Test func aTableGivenToAnotherSourceIsLeftAlone() {
        apply(Self.snapshot([1, 2]))
        let rows = RowsSource(["x"])
        table.dataSource = rows
        dataSource.apply(Self.snapshot([3]))
        #expect(table.cells == [1, 2].map(catalog.cell))
        #expect(dataSource.itemIdentifier(forRow: 0) == 3, "the data source keeps the snapshot")
    }

    /// The data source skipped the table while another data source had it, so the table's rows
    /// are not its last snapshot, though the row count matches.
    @Test func aTableTakenBackAfterASkippedApplyIsReloaded() {
        apply(Self.snapshot([1, 2]))
        let rows = RowsSource(["x"])
        table.dataSource = rows
        dataSource.apply(Self.snapshot([2, 1]))
        table.dataSource = dataSource
        apply(Self.snapshot([2, 1, 3]))
    }

    @Test func aTableRefilledByAnotherSourceWithAsManyRowsIsReloaded() {
        apply(Self.snapshot([1, 2]))
        let rows = RowsSource(["x", "y"])
        table.dataSource = rows
        table.reloadData()
        table.dataSource = dataSource
        apply(Self.snapshot([1, 2, 3]))
    }

    /// Seeded random edits (deletes, inserts, moves, content changes with reconfigure, sometimes a
    /// shuffle), applied one after another: after each, the table shows what a reload would.
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomEditsEndAsAReloadWould(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var items = Array(0..<30)
        var next = 30
        let reference = TableView(id: "reference")
        let reloaded = catalog.dataSource(on: reference)
        for round in 0..<60 {
            var marked: [Int] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !items.isEmpty:
                    items.remove(at: Int.random(in: items.indices, using: &random))
                case 1:
                    items.insert(next, at: Int.random(in: 0...items.count, using: &random))
                    next += 1
                case 2 where !items.isEmpty:
                    let item = items.remove(at: Int.random(in: items.indices, using: &random))
                    items.insert(item, at: Int.random(in: 0...items.count, using: &random))
                case 3 where !items.isEmpty:
                    let item = items.randomElement(using: &random)!
                    catalog.contents[item] = "v\(round)"
                    if !marked.contains(item) { marked.append(item) }
                default:
                    if round % 7 == 0 { items.shuffle(using: &random) }
                }
            }
            var snapshot = Self.snapshot(items)
            snapshot.reconfigureItems(marked.filter(items.contains))
            let spent = apply(snapshot)
            reloaded.applySnapshotUsingReloadData(snapshot)
            #expect(table.cells == reference.cells, "round \(round)")
            #expect(spent.writes.total <= 2 * items.count + 30)
        }
    }

    @Test func swipeToDeleteGoesThroughASubclass() {
        let table = TableView(id: "swipe")
        let dataSource = DeletingDataSource(tableView: table) { _, _, item in TableCell(title: item) }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        #expect(table.deleteRow(at: 1))
        #expect(table.cells.map(\.title) == ["a", "c"])
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "c"])
        #expect(!table.deleteRow(at: 0), "the subclass keeps \"a\"")
        #expect(table.cells.map(\.title) == ["a", "c"])
    }

    @Test func baseClassLetsNoRowBeDeleted() {
        apply(Self.snapshot([1, 2]))
        #expect(!table.deleteRow(at: 0))
        #expect(table.numberOfRows == 2)
    }

    @Test func tableAndDataSourceHoldEachOtherWeakly() {
        var table: TableView? = TableView(id: "weak")
        var dataSource: TableViewDiffableDataSource<String, Int>? = catalog.dataSource(on: table!)
        dataSource!.apply(Self.snapshot([1]))
        let watchedTable = Weak(table)
        let watchedSource = Weak(dataSource)
        table = nil
        #expect(watchedTable.object == nil, "the data source does not keep the table")
        dataSource!.apply(Self.snapshot([1, 2]))
        #expect(dataSource!.row(for: 2) == 1, "with no table, the snapshot is still kept")
        dataSource = nil
        #expect(watchedSource.object == nil)

        let kept = TableView(id: "kept")
        dataSource = catalog.dataSource(on: kept)
        dataSource = nil
        #expect(kept.dataSource == nil, "the table does not keep its data source")
    }

    /// Linear by count: one move in 10,000 rows writes one row and draws none, one insert draws
    /// one; every row replaced writes each row once.
    @Test func oneChangeInALongListCostsOneRow() {
        let items = Array(0..<10_000)
        apply(Self.snapshot(items))
        let moved = apply(Self.snapshot(Array(items.dropFirst()) + [0]))
        #expect(moved.writes.total == 1)
        #expect(moved.drawn == 0)
        let back = apply(Self.snapshot(items))
        #expect(back.writes.total == 1)
        var inserted = items
        inserted.insert(-1, at: 5_000)
        let insert = apply(Self.snapshot(inserted))
        #expect(insert.writes.total == 1)
        #expect(insert.drawn == 1)
        let block = apply(Self.snapshot(Array(inserted[10...]) + Array(inserted[..<10])))
        #expect(block.writes.total == 10, "a block of ten moved past the rest: ten moves")
        var random = SplitMix64(seed: 7)
        let shuffled = apply(Self.snapshot(items.shuffled(using: &random)))
        #expect(shuffled.writes.total <= 10_000, "at most one move per kept item, the dropped one deleted")
        #expect(shuffled.drawn == 0)
        let replaced = apply(Self.snapshot(Array(10_000..<20_000)))
        #expect(replaced.writes.total == 20_000, "10,000 deletes and 10,000 inserts")
        #expect(replaced.drawn == 10_000)
    }
}

/// A subclass that lets every row but "a" be deleted, as a UIKit team overrides
/// `canEditRowAt` and `commit(_:forRowAt:)`.
@MainActor
final class DeletingDataSource: TableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: TableView, canDeleteRowAt row: Int) -> Bool {
        itemIdentifier(forRow: row) != "a"
    }

    override func tableView(_ tableView: TableView, commitDeleteForRowAt row: Int) {
        guard let item = itemIdentifier(forRow: row) else { return }
        var shown = self.snapshot()
        shown.deleteItems([item])
        apply(shown)
    }
}

/// A small seeded generator (SplitMix64), so a random test replays.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension DiffableDataSourceSnapshot {
    /// The snapshot without reload and reconfigure marks, as a data source keeps it.
    var withNoMarks: Self {
        var copy = Self()
        copy.appendSections(sectionIdentifiers)
        for section in sectionIdentifiers { copy.appendItems(itemIdentifiers(inSection: section), toSection: section) }
        return copy
    }
}
