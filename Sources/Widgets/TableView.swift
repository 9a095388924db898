/// A list of rows drawn from a data source. Mirrors `UITableView`.
///
/// The table copies its rows out of ``dataSource`` when told to (``reloadData()``,
/// ``reloadRows(at:)``, ``insertRows(at:)``, ``deleteRows(at:)``, ``moveRow(at:to:)``, or a set
/// of them at once in ``performBatchUpdates(_:completion:)``), as UIKit does; what it shows is
/// what it copied last. Each row written counts as one widget write, and as unchanged when the
/// cell equals the one it replaces.
///
/// The kit's table has one section: its rows are one flat list.
///
/// - Note: Main-actor isolated. Data source and delegate are held weakly.
@MainActor
public final class TableView: Widget {
    /// Supplies the rows. Held weakly.
    public weak var dataSource: (any TableViewDataSource)?
    /// Hears selections. Held weakly.
    public weak var delegate: (any TableViewDelegate)?

    /// The rows the table shows now.
    public internal(set) var cells: [TableCell] = [] {
        didSet { cellsGeneration &+= 1 }
    }

    /// Counts the changes to ``cells``. A data source that notes it after writing the rows knows,
    /// when it differs later, that something else wrote them since.
    private(set) var cellsGeneration = 0

    /// The row the user selected last, if it was not deselected.
    public private(set) var selectedRow: Int?

    /// The updates gathered by the ``performBatchUpdates(_:completion:)`` under way, if any.
    var pendingUpdates: BatchUpdates?

    /// Creates an empty table.
    override public init(id: String, isHidden: Bool = false) {
        super.init(id: id, isHidden: isHidden)
    }

    /// The number of rows shown.
    public var numberOfRows: Int { cells.count }

    /// Reloads every row from the data source. Inside ``performBatchUpdates(_:completion:)``, it
    /// discards the updates gathered so far, as UIKit's does (the updates after it in the batch
    /// name the rows it loaded).
    /// - Complexity: O(*n*) in the number of rows.
    public func reloadData() {
        pendingUpdates?.discardUpdates()
        guard let dataSource else {
            replaceAll(with: [])
            return
        }
        let count = dataSource.numberOfRows(in: self)
        var fresh: [TableCell] = []
        fresh.reserveCapacity(count)
        for row in 0..<count { fresh.append(dataSource.tableView(self, cellForRowAt: row)) }
        replaceAll(with: fresh)
    }

    /// Reloads the given rows from the data source; the row count must not have changed.
    /// Inside ``performBatchUpdates(_:completion:)``, the rows are the rows before the batch.
    /// - Complexity: O(*k*) in the number of rows reloaded.
    public func reloadRows(at rows: [Int]) {
        if pendingUpdates != nil { return pendingUpdates!.reloads.append(contentsOf: rows) }
        guard let dataSource else { return }
        for row in rows where cells.indices.contains(row) {
            let cell = dataSource.tableView(self, cellForRowAt: row)
            WriteCounter.record(cells[row], cell, on: self, "cells[\(row)]")
            cells[row] = cell
        }
    }

    /// Inserts rows that the data source now has, at the given indices (ascending).
    /// Inside ``performBatchUpdates(_:completion:)``, the indices are the rows after the batch.
    /// - Complexity: O(*n*) per inserted row; in a batch, O(*n*) for the whole batch.
    public func insertRows(at rows: [Int]) {
        if pendingUpdates != nil { return pendingUpdates!.inserts.append(contentsOf: rows) }
        guard let dataSource else { return }
        for row in rows.sorted() {
            let cell = dataSource.tableView(self, cellForRowAt: row)
            WriteCounter.record(nil, cell as TableCell?, on: self, "insertRows(at: [\(row)])")
            cells.insert(cell, at: min(row, cells.count))
        }
        clearSelection()
    }

    /// Removes the rows at the given indices, which the data source no longer has.
    /// Inside ``performBatchUpdates(_:completion:)``, the rows are the rows before the batch.
    /// - Complexity: O(*n*) per removed row; in a batch, O(*n*) for the whole batch.
    public func deleteRows(at rows: [Int]) {
        if pendingUpdates != nil { return pendingUpdates!.deletes.append(contentsOf: rows) }
        for row in rows.sorted(by: >) where cells.indices.contains(row) {
            WriteCounter.record(cells[row] as TableCell?, nil, on: self, "deleteRows(at: [\(row)])")
            cells.remove(at: row)
        }
        clearSelection()
    }

    /// Moves the row at `row` to `newRow`, keeping its cell; the data source already has it
    /// there. Inside ``performBatchUpdates(_:completion:)``, `row` is a row before the batch and
    /// `newRow` a row after it. Mirrors `moveRow(at:to:)`.
    /// - Complexity: O(*n*); in a batch, O(*n*) for the whole batch.
    public func moveRow(at row: Int, to newRow: Int) {
        if pendingUpdates != nil { return pendingUpdates!.moves.append((row, newRow)) }
        performBatchUpdates { self.moveRow(at: row, to: newRow) }
    }

    /// Clears the selection after rows moved under it (the kit keeps no selection across an
    /// insert, a delete, a move or a reload that drops its row), counted as a write when there
    /// was one.
    func clearSelection() {
        guard selectedRow != nil else { return }
        WriteCounter.record(selectedRow, nil, on: self, "selectedRow")
        selectedRow = nil
    }

    /// Clears the selection of `row`. Mirrors `deselectRow(at:animated:)`.
    public func deselectRow(at row: Int) {
        guard selectedRow == row else { return }
        WriteCounter.record(selectedRow, nil, on: self, "selectedRow")
        selectedRow = nil
    }

    /// The user selects a row: it becomes selected, the delegate hears of it, then the update pass
    /// runs (``UpdatePass``). A row out of range, or a hidden table, does nothing (Docs/Contract.md,
    /// "Conventions").
    /// - Returns: Whether the selection was taken.
    @discardableResult
    public func selectRow(at row: Int) -> Bool {
        guard !isHidden, cells.indices.contains(row) else { return false }
        traceEvent("selectRow(at: \(row))")
        WriteCounter.record(selectedRow, row, on: self, "selectedRow")
        selectedRow = row
        UpdatePass.deliver { delegate?.tableView(self, didSelectRowAt: row) }
        return true
    }

    /// The user deletes a row (swipe to delete): the data source commits the deletion if it
    /// allows it, then the update pass runs (``UpdatePass``). A row out of range, or one the data
    /// source does not let go, does nothing.
    /// - Returns: Whether the deletion was offered to the data source.
    @discardableResult
    public func deleteRow(at row: Int) -> Bool {
        guard !isHidden, cells.indices.contains(row), let dataSource,
            dataSource.tableView(self, canDeleteRowAt: row)
        else { return false }
        traceEvent("deleteRow(at: \(row))")
        UpdatePass.deliver { dataSource.tableView(self, commitDeleteForRowAt: row) }
        return true
    }

    private func replaceAll(with fresh: [TableCell]) {
        let common = min(cells.count, fresh.count)
        var unchanged = 0
        for row in 0..<common where cells[row] == fresh[row] { unchanged += 1 }
        // One write per row written, plus one for dropping rows when the table shrinks.
        let shrink = fresh.count < cells.count ? 1 : 0
        WriteCounter.record(writes: fresh.count + shrink, unchanged: unchanged, on: self, old: cells, fresh: fresh)
        cells = fresh
        if let selected = selectedRow, !cells.indices.contains(selected) { clearSelection() }
    }

    override public func snapshot() -> WidgetSnapshot {
        WidgetSnapshot(id: id, kind: .table, hidden: isHidden, rows: cells, selectedRow: selectedRow)
    }
}
