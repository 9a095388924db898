import Tracing

extension TableView {
    /// Applies a set of row updates at once: the deletes, inserts, moves and reloads that
    /// `updates` asks for with ``deleteRows(at:)``, ``insertRows(at:)``, ``moveRow(at:to:)`` and
    /// ``reloadRows(at:)``. Mirrors `performBatchUpdates(_:completion:)`.
    ///
    /// As in UIKit, deletes, reloads and the source of a move name rows as they were before the
    /// batch; inserts and the destination of a move name rows as they are after it, which is
    /// what the data source answers for once `updates` has run. The rows that are neither
    /// deleted nor moved keep their order and fill the rows left free. A reloaded row that is
    /// also moved is drawn anew at its destination. ``reloadData()`` inside `updates` discards
    /// the updates gathered before it, as UIKit's does.
    ///
    /// Each row inserted, deleted, moved or reloaded is one write (a reload that draws the cell
    /// it replaces is an unchanged one); the rows that only shift are not written. Inserts,
    /// deletes and moves clear the selection, as ``insertRows(at:)`` does. The data source is
    /// asked only for the inserted and reloaded rows; with no data source, inserts and reloads do
    /// nothing, as ``insertRows(at:)`` and ``reloadRows(at:)`` alone do, and the deletes and moves
    /// still apply, as ``deleteRows(at:)`` alone does. A batch inside another joins it, and its
    /// completion is called once the outer batch is shown, as in UIKit. In a trace,
    /// each row written is a write named like the single-row call: `deleteRows(at: [r])` (first),
    /// then in row order `insertRows(at: [r])`, `moveRow(at: r, to: s)`, or `cells[r]` for a
    /// reload.
    ///
    /// - Parameters:
    ///   - updates: Calls the row updates; `nil` for none.
    ///   - completion: Called with `true` once the table shows the result (at once: the kit does
    ///     not animate). The completions of batches inside this one are called first, in the
    ///     order they were given.
    /// - Precondition: The updates are consistent, as UIKit requires: rows in range, no row
    ///   deleted or moved twice, no destination taken twice, and the data source (if any) has as
    ///   many rows as the table had, less the deleted, plus the inserted. A reloaded row is not
    ///   deleted.
    /// - Complexity: O(*n* + *k*): the number of rows, and of updates. Inserts and deletes
    ///   outside a batch cost O(*n*) each.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard pendingUpdates == nil else {
            updates?()
            if let completion { pendingUpdates!.completions.append(completion) }
            return
        }
        pendingUpdates = BatchUpdates()
        updates?()
        let batch = pendingUpdates!
        pendingUpdates = nil
        commit(batch)
        for completion in batch.completions { completion(true) }
        completion?(true)
    }

    /// Writes the batch's rows in one pass over the rows after it.
    private func commit(_ batch: BatchUpdates) {
        guard !batch.isEmpty else { return }
        let old = cells
        var fates = [RowFate](repeating: [], count: old.count)
        for row in batch.deletes { fates.take(row, .deleted, "deleted") }
        for move in batch.moves { fates.take(move.from, .moved, "moved") }
        for row in batch.reloads {
            precondition(fates.indices.contains(row), "TableView: invalid batch update: reloaded row \(row) out of range")
            precondition(!fates[row].contains(.deleted), "TableView: invalid batch update: row \(row) reloaded and deleted")
            fates[row].insert(.reloaded)
        }
        let newCount = old.count - batch.deletes.count + batch.inserts.count
        let source = dataSource
        if let source {
            let count = source.numberOfRows(in: self)
            precondition(
                count == newCount,
                """
                TableView: invalid batch update: the data source has \(count) rows; the table had \(old.count), \
                less \(batch.deletes.count) deleted, plus \(batch.inserts.count) inserted
                """)
        }
        // Where each row after the batch comes from: an old row, `inserted`, or `kept` (the next
        // old row that is neither deleted nor moved).
        let inserted = -2
        let kept = -1
        var origins = [Int](repeating: kept, count: newCount)
        for row in batch.inserts { origins.claim(row, inserted) }
        for move in batch.moves { origins.claim(move.to, move.from) }

        let tracing = Probe.isRecording
        var writes = batch.deletes.count
        var unchanged = 0
        if tracing { for row in batch.deletes { trace("deleteRows(at: [\(row)])", old[row], nil) } }
        var fresh: [TableCell] = []
        fresh.reserveCapacity(newCount)
        var nextKept = 0
        for row in 0..<newCount {
            var origin = origins[row]
            if origin == kept {
                while !fates[nextKept].isDisjoint(with: [.deleted, .moved]) { nextKept += 1 }
                origin = nextKept
                nextKept += 1
            }
            // With no data source, the rows inserted are left out and the rows after them move up.
            let at = fresh.count
            let cell: TableCell
            if origin == inserted {
                guard let source else { continue }  // nothing to draw it from, as insertRows(at:)
                cell = source.tableView(self, cellForRowAt: row)
                if tracing { trace("insertRows(at: [\(at)])", nil, cell) }
            } else {
                // With no data source, a reload does nothing, as reloadRows(at:).
                let fate = source == nil ? fates[origin].subtracting(.reloaded) : fates[origin]
                guard !fate.isEmpty else {
                    fresh.append(old[origin])  // only shifted: not written
                    continue
                }
                cell = fate.contains(.reloaded) ? source!.tableView(self, cellForRowAt: row) : old[origin]
                let moved = fate.contains(.moved)
                if !moved && cell == old[origin] { unchanged += 1 }
                if tracing {
                    trace(moved ? "moveRow(at: \(origin), to: \(at))" : "cells[\(at)]", old[origin], cell, moved: moved)
                }
            }
            writes += 1
            fresh.append(cell)
        }
        WriteCounter.record(writes: writes, unchanged: unchanged)
        cells = fresh
        if !batch.deletes.isEmpty || !batch.inserts.isEmpty || !batch.moves.isEmpty { clearSelection() }
    }

    /// Reports one row's write to the trace; only called while it records.
    private func trace(_ property: String, _ old: TableCell?, _ new: TableCell?, moved: Bool = false) {
        let values = "\(ProbeValue.describe(old as Any)) → \(ProbeValue.describe(new as Any))"
        WriteCounter.trace(self, property, values, moved || old != new)
    }
}

/// The row updates gathered inside ``TableView/performBatchUpdates(_:completion:)``, and the
/// completions of the batches inside it.
struct BatchUpdates {
    /// Rows before the batch.
    var deletes: [Int] = []
    /// Rows after the batch.
    var inserts: [Int] = []
    /// Rows before the batch.
    var reloads: [Int] = []
    /// From a row before the batch to a row after it.
    var moves: [(from: Int, to: Int)] = []
    /// The completions of the batches inside this one, in the order they were given.
    var completions: [(Bool) -> Void] = []

    /// Whether there are no row updates.
    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty }

    /// Forgets the row updates gathered so far, keeping the completions: what ``TableView/reloadData()``
    /// does inside a batch.
    mutating func discardUpdates() {
        deletes = []
        inserts = []
        reloads = []
        moves = []
    }
}

/// What a batch does to one row that was there before it.
private struct RowFate: OptionSet {
    let rawValue: UInt8
    static let deleted = RowFate(rawValue: 1)
    static let moved = RowFate(rawValue: 2)
    static let reloaded = RowFate(rawValue: 4)
}

extension [RowFate] {
    /// Marks `row` as deleted or moved away, stopping on a row out of range or taken twice.
    fileprivate mutating func take(_ row: Int, _ fate: RowFate, _ verb: String) {
        precondition(indices.contains(row), "TableView: invalid batch update: \(verb) row \(row) out of range")
        precondition(
            self[row].isDisjoint(with: [.deleted, .moved]),
            "TableView: invalid batch update: row \(row) deleted or moved twice")
        self[row].insert(fate)
    }
}

extension [Int] {
    /// Gives the row after the batch at `row` its origin, stopping on a row out of range or
    /// given twice.
    fileprivate mutating func claim(_ row: Int, _ origin: Int) {
        precondition(indices.contains(row), "TableView: invalid batch update: row \(row) out of range after the batch")
        precondition(self[row] == -1, "TableView: invalid batch update: row \(row) inserted or moved to twice")
        self[row] = origin
    }
}
