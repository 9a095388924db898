/// The row updates that turn a table's rows of items into another list of items, by identifier:
/// what ``TableViewDiffableDataSource/apply(_:animatingDifferences:)`` hands the table.
///
/// Rows follow ``TableView/performBatchUpdates(_:completion:)``: deletes, reloads and the source
/// of a move are rows of the old list; inserts and the destination of a move, rows of the new.
struct RowChanges {
    /// Old rows whose item the new list does not have, ascending.
    private(set) var deletes: [Int] = []
    /// New rows whose item the old list did not have, ascending.
    private(set) var inserts: [Int] = []
    /// Kept items whose place among the kept items changed: old row to new row.
    private(set) var moves: [(from: Int, to: Int)] = []
    /// Old rows of kept items to draw again, each once.
    private(set) var reloads: [Int] = []

    /// Whether the two lists are the same, with nothing to draw again.
    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// Compares `old` and `new`, each a list of unique items, as
    /// ``init(old:oldRowOfItem:new:newRowOfItem:marked:)`` does, but hashes only what lies
    /// between their common prefix and their common suffix (found with `==`): an item there is
    /// at the same row in both lists, so it is kept and cannot have moved. An edit, an insert or
    /// a delete of one row hashes that row alone, however long the list.
    ///
    /// - Parameter marked: Items to draw again if the old list had them, each drawn once.
    /// - Complexity: O(*n* + *m*) comparisons with `==` for the prefix and the suffix, plus one
    ///   hash per item of the middle of each list; marks add one hash per old item.
    init<Item: Hashable>(old: [Item], new: [Item], marked: [Item]) {
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        // The middles keep their indices, which are the rows in the whole lists.
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        self.init(
            old: oldMiddle, oldRowOfItem: oldMiddle.rowOfEachItem(), new: newMiddle,
            newRowOfItem: newMiddle.rowOfEachItem(), marked: [])
        if !marked.isEmpty { reload(marked, oldRowOfItem: old.rowOfEachItem()) }
    }

    /// Compares `old` and `new`, each a list of unique items with the row of each. A list's
    /// indices are its rows: a slice of a longer list keeps the rows it has there.
    ///
    /// Moves: the kept items (in both lists) are walked in old order and in new order at once,
    /// skipping those already moved. Where the two agree, both advance; where they disagree, one
    /// of the two items must move, and the one whose place among the kept items changed more is
    /// marked moved (then skipped in both orders). Each step advances or marks, so the walk is
    /// linear, and what it leaves unmarked is in the same order in both lists.
    ///
    /// - Parameter marked: Items to draw again if the old list had them; an item marked twice
    ///   (for reloading and for reconfiguring) is drawn once.
    /// - Complexity: O(*n* + *m*): one hash lookup per item of each list, plus the marks.
    init<Item: Hashable, Rows: RandomAccessCollection<Item>>(
        old: Rows, oldRowOfItem: [Item: Int], new: Rows, newRowOfItem: [Item: Int], marked: [Item]
    ) where Rows.Index == Int {
        // The kept items, numbered in old order: their old row and their new row.
        var keptOldRow: [Int] = []
        var keptNewRow: [Int] = []
        keptOldRow.reserveCapacity(min(old.count, new.count))
        keptNewRow.reserveCapacity(min(old.count, new.count))
        let firstOldRow = old.startIndex
        var keptNumberOfOldRow = [Int](repeating: -1, count: old.count)
        for row in old.indices {
            if let newRow = newRowOfItem[old[row]] {
                keptNumberOfOldRow[row - firstOldRow] = keptOldRow.count
                keptOldRow.append(row)
                keptNewRow.append(newRow)
            } else {
                deletes.append(row)
            }
        }
        // The kept items in new order (by their old-order number), and each one's place there.
        let kept = keptOldRow.count
        var inNewOrder: [Int] = []
        inNewOrder.reserveCapacity(kept)
        var placeInNewOrder = [Int](repeating: 0, count: kept)
        for row in new.indices {
            if let oldRow = oldRowOfItem[new[row]] {
                let number = keptNumberOfOldRow[oldRow - firstOldRow]
                placeInNewOrder[number] = inNewOrder.count
                inNewOrder.append(number)
            } else {
                inserts.append(row)
            }
        }
        // The walk: `i` over the old order (where item `i` stands at place `i`), `j` over the new.
        var moved = [Bool](repeating: false, count: kept)
        var i = 0
        var j = 0
        while true {
            while i < kept && moved[i] { i += 1 }
            while j < kept && moved[inNewOrder[j]] { j += 1 }
            guard i < kept, j < kept else { break }
            let other = inNewOrder[j]
            if other == i {
                i += 1
                j += 1
            } else if abs(placeInNewOrder[i] - i) >= abs(j - other) {
                moved[i] = true
            } else {
                moved[other] = true
            }
        }
        for number in 0..<kept where moved[number] {
            moves.append((keptOldRow[number], keptNewRow[number]))
        }
        reload(marked, oldRowOfItem: oldRowOfItem)
    }

    /// Marks the old row of each item of `marked` the old list had, each row once.
    private mutating func reload<Item: Hashable>(_ marked: [Item], oldRowOfItem: [Item: Int]) {
        var reloaded: Set<Int> = []
        for item in marked {
            if let row = oldRowOfItem[item], reloaded.insert(row).inserted { reloads.append(row) }
        }
    }
}

extension RandomAccessCollection where Element: Hashable, Index == Int {
    /// The row (index) of each element, for a list of unique elements; a slice's rows are its
    /// indices in the whole list.
    /// - Complexity: O(*n*): one hash per element.
    func rowOfEachItem() -> [Element: Int] {
        var rowOfItem: [Element: Int] = [:]
        rowOfItem.reserveCapacity(count)
        for row in indices { rowOfItem[self[row]] = row }
        return rowOfItem
    }
}
