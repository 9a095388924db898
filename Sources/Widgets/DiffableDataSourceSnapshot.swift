/// The state of a list's data at one moment: sections and the items in them, each named by an
/// identifier. Mirrors `NSDiffableDataSourceSnapshot` (iOS 13).
///
/// Build one (``appendSections(_:)``, ``appendItems(_:toSection:)``) or take the one a data source
/// shows (``TableViewDiffableDataSource/snapshot()``), change it, and hand it to
/// ``TableViewDiffableDataSource/apply(_:animatingDifferences:)``, which works out what changed
/// by identifier. An identifier names an item, not its content: a kept item whose content changed
/// is redrawn only if the snapshot says so (``reloadItems(_:)``, ``reconfigureItems(_:)``), as
/// in UIKit.
///
/// Item identifiers are unique across the whole snapshot, and section identifiers among the
/// sections: adding one that is already there stops the process with a message naming it, as
/// UIKit does.
///
/// A value type with no actor: build it anywhere, send it to the main actor. Copies share
/// storage until one is changed: the first change to a copy (such as
/// ``TableViewDiffableDataSource/snapshot()``, which the data source also holds) costs O(*n*).
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
    /// The section identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The items of each section, parallel to ``sectionIdentifiers``.
    private var sectionItems: [[ItemIdentifierType]] = []
    /// The index in ``sectionIdentifiers`` of each section.
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The identifier of the section that holds each item.
    private var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The items marked for reloading, in the order they were marked. Mirrors
    /// `reloadedItemIdentifiers` (iOS 15).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring, in the order they were marked. Mirrors
    /// `reconfiguredItemIdentifiers` (iOS 15).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: - Queries

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { itemSection.count }

    /// Every item identifier, section by section, in order: the rows a table shows.
    /// - Complexity: O(*n*) in the number of items.
    public var itemIdentifiers: [ItemIdentifierType] {
        if sectionItems.count == 1 { return sectionItems[0] }
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(numberOfItems)
        for items in sectionItems { all.append(contentsOf: items) }
        return all
    }

    /// The number of items in `section`.
    /// - Precondition: The snapshot has the section.
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
        sectionItems[index(ofExisting: section)].count
    }

    /// The item identifiers of `section`, in order.
    /// - Precondition: The snapshot has the section.
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[index(ofExisting: section)]
    }

    /// The position of `item` in ``itemIdentifiers`` (all sections, flattened), or `nil` if the
    /// snapshot does not have it. Mirrors `indexOfItem(_:)`.
    /// - Complexity: O(*n*) in the number of items.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        guard let section = itemSection[item], let s = sectionIndex[section] else { return nil }
        var offset = 0
        for earlier in 0..<s { offset += sectionItems[earlier].count }
        guard let local = sectionItems[s].firstIndex(of: item) else { return nil }
        return offset + local
    }

    /// The position of `section` in ``sectionIdentifiers``, or `nil` if the snapshot does not have
    /// it. Mirrors `indexOfSection(_:)`.
    /// - Complexity: O(1) on average.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? {
        sectionIndex[section]
    }

    /// The section that holds `item`, or `nil` if the snapshot does not have it.
    /// - Complexity: O(1) on average.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[item]
    }

    // MARK: - Sections

    /// Adds sections, empty, after the last one.
    /// - Precondition: No identifier is already in the snapshot, nor twice in `identifiers`.
    /// - Complexity: O(*k*) in the number of sections added, on a snapshot held once; the first
    ///   change to a copy (such as ``TableViewDiffableDataSource/snapshot()``, which the data
    ///   source also holds) costs O(*n*).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            precondition(
                sectionIndex[section] == nil,
                "DiffableDataSourceSnapshot: section identifiers must be unique; \(section) is already in the snapshot")
            sectionIndex[section] = sectionIdentifiers.count
            sectionIdentifiers.append(section)
            sectionItems.append([])
        }
    }

    /// Removes sections and their items. Identifiers the snapshot does not have are ignored.
    /// - Complexity: O(*n*) in the number of items and sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndex[$0] != nil })
        guard !doomed.isEmpty else { return }
        var removedItems: Set<ItemIdentifierType> = []
        for (s, section) in sectionIdentifiers.enumerated() where doomed.contains(section) {
            for item in sectionItems[s] {
                itemSection[item] = nil
                removedItems.insert(item)
            }
        }
        let kept = sectionIdentifiers.indices.filter { !doomed.contains(sectionIdentifiers[$0]) }
        sectionItems = kept.map { sectionItems[$0] }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        reindexSections()
        dropMarks(of: removedItems)
    }

    // MARK: - Items

    /// Adds items at the end of `section`, or of the last section when `section` is `nil`.
    /// - Precondition: The snapshot has the section (or, for `nil`, at least one section), and
    ///   no identifier is already in the snapshot, nor twice in `identifiers` (UIKit stops with
    ///   "supplied item identifiers are not unique").
    /// - Complexity: O(*k*) in the number of items added, on a snapshot held once; the first
    ///   change to a copy (such as ``TableViewDiffableDataSource/snapshot()``, which the data
    ///   source also holds) costs O(*n*).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let s: Int
        if let section {
            s = index(ofExisting: section)
        } else {
            precondition(
                !sectionIdentifiers.isEmpty,
                "DiffableDataSourceSnapshot: there are no sections to append items to; append a section first")
            s = sectionIdentifiers.count - 1
        }
        claim(identifiers, for: sectionIdentifiers[s])
        sectionItems[s].append(contentsOf: identifiers)
    }

    /// Inserts items just before `beforeItem`, in its section.
    /// - Precondition: The snapshot has `beforeItem`; the new identifiers are unique, as for
    ///   ``appendItems(_:toSection:)``.
    /// - Complexity: O(*m* + *k*): the size of the section and the number of items inserted, on
    ///   a snapshot held once; the first change to a copy (such as
    ///   ``TableViewDiffableDataSource/snapshot()``, which the data source also holds) costs O(*n*).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        let (s, i) = position(ofExisting: beforeItem)
        claim(identifiers, for: sectionIdentifiers[s])
        sectionItems[s].insert(contentsOf: identifiers, at: i)
    }

    /// Inserts items just after `afterItem`, in its section.
    /// - Precondition: The snapshot has `afterItem`; the new identifiers are unique, as for
    ///   ``appendItems(_:toSection:)``.
    /// - Complexity: O(*m* + *k*): the size of the section and the number of items inserted, on
    ///   a snapshot held once; the first change to a copy (such as
    ///   ``TableViewDiffableDataSource/snapshot()``, which the data source also holds) costs O(*n*).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        let (s, i) = position(ofExisting: afterItem)
        claim(identifiers, for: sectionIdentifiers[s])
        sectionItems[s].insert(contentsOf: identifiers, at: i + 1)
    }

    /// Moves `item` to just before `beforeItem`, into its section if that is another.
    /// - Precondition: The snapshot has both items, and they differ.
    /// - Complexity: O(*m*) in the size of the sections involved.
    public mutating func moveItem(_ item: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        move(item, nextTo: beforeItem, after: false)
    }

    /// Moves `item` to just after `afterItem`, into its section if that is another.
    /// - Precondition: The snapshot has both items, and they differ.
    /// - Complexity: O(*m*) in the size of the sections involved.
    public mutating func moveItem(_ item: ItemIdentifierType, afterItem: ItemIdentifierType) {
        move(item, nextTo: afterItem, after: true)
    }

    /// Removes items. Identifiers the snapshot does not have are ignored.
    /// - Complexity: O(*n* + *k*): the size of the sections touched and the number of
    ///   identifiers given.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: Set<ItemIdentifierType> = []
        var touched: Set<Int> = []
        for item in identifiers {
            guard let section = itemSection.removeValue(forKey: item) else { continue }
            doomed.insert(item)
            touched.insert(sectionIndex[section]!)
        }
        guard !doomed.isEmpty else { return }
        for s in touched { sectionItems[s].removeAll { doomed.contains($0) } }
        dropMarks(of: doomed)
    }

    /// Removes every item and every section, as UIKit's `deleteAllItems()` does.
    /// - Complexity: O(*n*) in the number of items.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Marks items to be redrawn by the cell provider when the snapshot is applied, with a new
    /// cell. Mirrors `reloadItems(_:)`.
    /// - Precondition: The snapshot has every item (UIKit stops on an item it does not have).
    /// - Complexity: O(*k*) in the number of identifiers given, plus the number already marked.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers = marks(reloadedItemIdentifiers, adding: identifiers, "reload")
    }

    /// Marks items to be redrawn by the cell provider when the snapshot is applied, in their
    /// existing cell. Mirrors `reconfigureItems(_:)` (iOS 15). The kit's cells are values, so
    /// reloading and reconfiguring draw the same; reconfiguring is what UIKit recommends.
    /// - Precondition: The snapshot has every item (UIKit stops on an item it does not have).
    /// - Complexity: O(*k*) in the number of identifiers given, plus the number already marked.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers = marks(reconfiguredItemIdentifiers, adding: identifiers, "reconfigure")
    }

    /// The snapshot without its reload and reconfigure marks: what a data source shows once it
    /// has applied it.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    /// Two snapshots are equal when they have the same sections, the same items in each, in the
    /// same order, and the same marks for reloading and reconfiguring.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
            && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
    }

    // MARK: - Private

    private func index(ofExisting section: SectionIdentifierType) -> Int {
        guard let s = sectionIndex[section] else {
            preconditionFailure("DiffableDataSourceSnapshot: invalid section identifier \(section): not in the snapshot")
        }
        return s
    }

    /// The section index and the index within it of an item the snapshot has.
    private func position(ofExisting item: ItemIdentifierType) -> (section: Int, index: Int) {
        guard let section = itemSection[item], let s = sectionIndex[section],
            let i = sectionItems[s].firstIndex(of: item)
        else { preconditionFailure("DiffableDataSourceSnapshot: invalid item identifier \(item): not in the snapshot") }
        return (s, i)
    }

    /// Records `identifiers` as items of `section`, stopping on one already there.
    private mutating func claim(_ identifiers: [ItemIdentifierType], for section: SectionIdentifierType) {
        itemSection.reserveCapacity(itemSection.count + identifiers.count)
        for item in identifiers {
            precondition(
                itemSection.updateValue(section, forKey: item) == nil,
                "DiffableDataSourceSnapshot: item identifiers must be unique; \(item) is already in the snapshot")
        }
    }

    private mutating func move(_ item: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool) {
        precondition(item != anchor, "DiffableDataSourceSnapshot: cannot move item \(item) relative to itself")
        let from = position(ofExisting: item)
        sectionItems[from.section].remove(at: from.index)
        let to = position(ofExisting: anchor)
        sectionItems[to.section].insert(item, at: after ? to.index + 1 : to.index)
        itemSection[item] = sectionIdentifiers[to.section]
    }

    /// `marks` with `identifiers` added, each once, stopping on an item the snapshot does not have.
    private func marks(
        _ marks: [ItemIdentifierType], adding identifiers: [ItemIdentifierType], _ verb: String
    ) -> [ItemIdentifierType] {
        guard !identifiers.isEmpty else { return marks }
        var marks = marks
        var seen = Set(marks)
        for item in identifiers {
            precondition(
                itemSection[item] != nil,
                "DiffableDataSourceSnapshot: cannot \(verb) item \(item): it is not in the snapshot")
            if seen.insert(item).inserted { marks.append(item) }
        }
        return marks
    }

    private mutating func reindexSections() {
        sectionIndex = [:]
        for (s, section) in sectionIdentifiers.enumerated() { sectionIndex[section] = s }
    }

    private mutating func dropMarks(of removed: Set<ItemIdentifierType>) {
        if !reloadedItemIdentifiers.isEmpty { reloadedItemIdentifiers.removeAll { removed.contains($0) } }
        if !reconfiguredItemIdentifiers.isEmpty { reconfiguredItemIdentifiers.removeAll { removed.contains($0) } }
    }
}
