import Synchronization
import Testing
import Widgets

/// Counts the hashes and `==` comparisons made on ``CountedItem``s.
final class ItemOperationCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// The hashes and comparisons so far.
    var total: Int { count.load(ordering: .relaxed) }

    func record() { count.add(1, ordering: .relaxed) }
    func reset() { count.store(0, ordering: .relaxed) }
}

/// An item identifier that counts every hash and every comparison made on it.
struct CountedItem: Hashable, Sendable {
    let id: Int
    let counter: ItemOperationCounter

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.counter.record()
        return lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        counter.record()
        hasher.combine(id)
    }
}

/// The work of building and applying a snapshot grows with the rows in proportion: counted in
/// hashes and comparisons, which do not depend on the machine, sixteen times the rows is at most
/// about sixteen times the work (n log n would be 22 times, a quadratic diff 256 times). The
/// two sizes fill their hash tables alike (1,500 of 2,048 buckets, 24,000 of 32,768), so a
/// lookup probes about as far in both; how far varies a few percent with each table's hash seed.
@MainActor
@Suite("Diffable apply work")
struct DiffableApplyWorkTests {
    /// The hashes and comparisons made to build the snapshot of `edit(rows)` and apply it to a
    /// data source that shows `rows` (the first snapshot's work is not counted).
    static func work(rows count: Int, edit: ([CountedItem]) -> [CountedItem]) -> Int {
        let counter = ItemOperationCounter()
        let items = (0..<count).map { CountedItem(id: $0, counter: counter) }
        let table = TableView(id: "t")
        let dataSource = TableViewDiffableDataSource<Int, CountedItem>(tableView: table) { _, _, item in
            TableCell(title: "\(item.id)")
        }
        func apply(_ items: [CountedItem]) {
            var snapshot = DiffableDataSourceSnapshot<Int, CountedItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot)
        }
        apply(items)
        counter.reset()
        apply(edit(items))
        #expect(table.numberOfRows == edit(items).count)
        return counter.total
    }

    nonisolated static let edits: [(name: String, edit: @Sendable ([CountedItem]) -> [CountedItem])] = [
        ("remove the middle row", { items in items.enumerated().filter { $0.offset != items.count / 2 }.map(\.element) }),
        (
            "swap rows 1 and n−2",
            { items in items.indices.map { items[$0 == 1 ? items.count - 2 : $0 == items.count - 2 ? 1 : $0] } }
        ),
        ("reverse every row", { items in items.reversed() }),
    ]

    @Test(arguments: edits.indices)
    func sixteenTimesTheRowsIsAboutSixteenTimesTheWork(edit index: Int) {
        let edit = Self.edits[index].edit
        // The median of three small runs: each table's probes follow its own hash seed.
        let small = (0..<3).map { _ in Self.work(rows: 1_500, edit: edit) }.sorted()[1]
        let large = Self.work(rows: 24_000, edit: edit)
        #expect(small <= 1_500 * 20, "\(Self.edits[index].name): \(small) operations for 1,500 rows")
        #expect(Double(large) <= 18 * Double(small), "\(Self.edits[index].name): \(small) → \(large)")
    }
}
