import Testing

@testable import Widgets

@Suite("Row changes")
struct RowChangesTests {
    /// Diffs `old` against `new`, each a list of unique items.
    static func changes(_ old: [Int], _ new: [Int], marked: [Int] = []) -> RowChanges {
        RowChanges(
            old: old, oldRowOfItem: Dictionary(uniqueKeysWithValues: zip(old, old.indices)),
            new: new, newRowOfItem: Dictionary(uniqueKeysWithValues: zip(new, new.indices)),
            marked: marked)
    }

    /// An item marked by both `reloadItems` and `reconfigureItems` is reloaded once.
    @Test func anItemMarkedTwiceIsReloadedOnce() {
        let changes = Self.changes([1, 2, 3], [1, 2, 3], marked: [3, 2, 3])
        #expect(changes.reloads == [2, 1])
    }

    @Test func markedItemsTheOldListLacksAreNotReloaded() {
        let changes = Self.changes([1, 2], [1, 2, 3], marked: [3, 1])
        #expect(changes.reloads == [0])
        #expect(changes.inserts == [2])
    }
}
