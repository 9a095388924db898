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

    /// The diff that compares the common prefix and suffix with `==` and hashes only the middle
    /// finds the same row changes as the diff that hashes every item, on random edits of random
    /// lists: deletes, inserts, moves and marks, at the ends and in between.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func trimmingThePrefixAndSuffixChangesNothing(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let old = Array(0..<Int.random(in: 0...12, using: &random))
            var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
            for _ in 0..<Int.random(in: 0...2, using: &random) where new.count > 1 {
                let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(item, at: Int.random(in: 0...new.count, using: &random))
            }
            for item in 100..<(100 + Int.random(in: 0...3, using: &random)) {
                new.insert(item, at: Int.random(in: 0...new.count, using: &random))
            }
            let marked = new.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
            let full = Self.changes(old, new, marked: marked)
            let trimmed = RowChanges(old: old, new: new, marked: marked)
            #expect(trimmed.deletes == full.deletes, "\(old) → \(new)")
            #expect(trimmed.inserts == full.inserts, "\(old) → \(new)")
            #expect(trimmed.moves.map { [$0.from, $0.to] } == full.moves.map { [$0.from, $0.to] }, "\(old) → \(new)")
            #expect(trimmed.reloads == full.reloads, "\(old) → \(new)")
        }
    }

    /// A one-row edit in the middle of a long list is found between the prefix and the suffix.
    @Test func aOneRowEditInALongListIsOneDeleteAndOneInsert() {
        let old = Array(0..<1000)
        var new = old
        new[500] = 5000
        let changes = RowChanges(old: old, new: new, marked: [])
        #expect(changes.deletes == [500])
        #expect(changes.inserts == [500])
        #expect(changes.moves.isEmpty)
    }
}
