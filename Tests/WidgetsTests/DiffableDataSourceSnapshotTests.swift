import Testing
import Widgets

@Suite("Diffable data source snapshot")
struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    /// Two sections: "a" with 1, 2, 3 and "b" with 4, 5.
    static func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func startsEmpty() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    }

    @Test func answersQueriesSectionBySection() {
        let snapshot = Self.twoSections()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.indexOfItem(4) == 3, "the flattened position")
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    }

    @Test func appendsToTheLastSectionByDefault() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1])
        snapshot.appendSections(["b"])
        snapshot.appendItems([2])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [2])
    }

    @Test func deletesItemsAndIgnoresUnknownOnes() {
        var snapshot = Self.twoSections()
        snapshot.deleteItems([2, 4, 42])
        #expect(snapshot.itemIdentifiers == [1, 3, 5])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
        #expect(snapshot.indexOfItem(5) == 2)
        snapshot.appendItems([2], toSection: "b")
        #expect(snapshot.itemIdentifiers == [1, 3, 5, 2], "a deleted identifier can come back")
    }

    @Test func deleteAllItemsRemovesSectionsToo() {
        var snapshot = Self.twoSections()
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot == Snapshot())
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func deletesSectionsWithTheirItems() {
        var snapshot = Self.twoSections()
        snapshot.reconfigureItems([1, 4])
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["b"])
        #expect(snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.indexOfSection("b") == 0)
        #expect(snapshot.reconfiguredItemIdentifiers == [4], "a deleted item's mark goes with it")
        snapshot.appendItems([1])
        #expect(snapshot.itemIdentifiers == [4, 5, 1])
    }

    @Test func insertsAndMovesBesideAnItem() {
        var snapshot = Self.twoSections()
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.insertItems([11, 12], afterItem: 3)
        #expect(snapshot.itemIdentifiers == [10, 1, 2, 3, 11, 12, 4, 5])
        snapshot.moveItem(10, afterItem: 5)
        snapshot.moveItem(4, beforeItem: 1)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 1, 2, 3, 11, 12])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 10])
        #expect(snapshot.sectionIdentifier(containingItem: 10) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "a")
    }

    @Test func marksItemsOnceInTheOrderGiven() {
        var snapshot = Self.twoSections()
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 2])
        snapshot.reconfigureItems([5])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 2])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        snapshot.deleteItems([1])
        #expect(snapshot.reloadedItemIdentifiers == [3, 2])
    }

    @Test func equalityComparesOrderAndMarks() {
        var other = Self.twoSections()
        #expect(other == Self.twoSections())
        other.reconfigureItems([1])
        #expect(other != Self.twoSections())
        var moved = Self.twoSections()
        moved.moveItem(1, afterItem: 2)
        #expect(moved != Self.twoSections())
    }

    @Test func duplicateItemTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1], toSection: "a")
            snapshot.appendItems([1], toSection: "b")
        }
    }

    @Test func duplicateItemWithinOneAppendTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 1])
        }
    }

    @Test func duplicateSectionTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "a"])
        }
    }

    @Test func appendingWithNoSectionTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
    }

    @Test func reloadingAnItemNotThereTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.reloadItems([1])
        }
    }
}
