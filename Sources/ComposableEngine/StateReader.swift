/// How a store reads its state from its root's: what scoping builds instead of a chain of
/// closures.
///
/// - Note: Mirrors TCA's `PartialToState` (a scoped store keeps one key path from the root's
///   state, appended to at each `scope`). Main-actor isolated, as stores are.
@MainActor
@usableFromInline
protocol StateReader<State> {
    associatedtype State

    /// The state now.
    func read() -> State

    /// A field of the state now: `read()[keyPath: keyPath]`, without copying the rest of the
    /// state where the reader can read the field in place.
    func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value

    /// A reader of a part of this state.
    /// - Complexity: O(1) reads whatever the depth for key-path scoping: the key paths are
    ///   appended once, here, not walked level by level on every read.
    func appending<Child>(_ keyPath: KeyPath<State, Child>) -> any StateReader<Child>

    /// An observation's check of a field it read: whether the field now differs from `value`.
    /// Made once per read, run after every action of the root until the observation runs again,
    /// so a reader that can find the field in place finds it here, once.
    func changed<Value: Equatable>(_ keyPath: KeyPath<State, Value>, from value: Value) -> @MainActor () -> Bool
}

extension StateReader {
    @usableFromInline
    func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value { read()[keyPath: keyPath] }

    @usableFromInline
    func changed<Value: Equatable>(_ keyPath: KeyPath<State, Value>, from value: Value) -> @MainActor () -> Bool {
        { read(keyPath) != value }
    }
}

/// The check of a field at a fixed place in a root's ``StoreCore/storage``: a load and a
/// comparison, with no reader, key path or reference count on the way. The storage is
/// allocated once per root and lives as long as the root, which the observation keeps alive
/// while the check can run (``ObserveToken``'s observed roots).
@MainActor
@inlinable
func storedFieldChanged<Value: Equatable>(at field: UnsafeRawPointer, from value: Value) -> @MainActor () -> Bool {
    { field.assumingMemoryBound(to: Value.self).pointee != value }
}

/// Reads a root store's whole state, without a key path: the start of every scoping.
@MainActor
@usableFromInline
struct RootStateReader<State, Action>: StateReader {
    @usableFromInline let root: StoreCore<State, Action>

    @usableFromInline
    init(root: StoreCore<State, Action>) {
        self.root = root
    }

    @usableFromInline
    func read() -> State { root.storage.pointee }

    @usableFromInline
    func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
        readStoredPart(of: root.storage, keyPath)
    }

    @usableFromInline
    func appending<Child>(_ child: KeyPath<State, Child>) -> any StateReader<Child> {
        KeyPathStateReader(root: root, keyPath: child)
    }

    @usableFromInline
    func changed<Value: Equatable>(_ field: KeyPath<State, Value>, from value: Value) -> @MainActor () -> Bool {
        guard let offset = MemoryLayout<State>.offset(of: field) else { return { self.read(field) != value } }
        return storedFieldChanged(at: UnsafeRawPointer(root.storage).advanced(by: offset), from: value)
    }
}

/// Reads the state through one key path from the root's state: every `scope(state:action:)`
/// by key path appends to it, so a store scoped *n* levels deep reads in one projection.
///
/// When the key path goes through stored properties of structs only (as scoping's do), it is
/// an offset into the root's state, found once here: a read copies the part it reads, in
/// place in the root's ``StoreCore/storage``, and never the whole root's state.
@MainActor
@usableFromInline
struct KeyPathStateReader<Root, RootAction, State>: StateReader {
    @usableFromInline let root: StoreCore<Root, RootAction>
    @usableFromInline let keyPath: KeyPath<Root, State>
    /// The key path's offset in `Root`, or `nil` when it has a computed part.
    @usableFromInline let offset: Int?

    @usableFromInline
    init(root: StoreCore<Root, RootAction>, keyPath: KeyPath<Root, State>) {
        self.root = root
        self.keyPath = keyPath
        self.offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    @usableFromInline
    func read() -> State {
        guard let offset else { return root.storage.pointee[keyPath: keyPath] }
        return UnsafeRawPointer(root.storage).advanced(by: offset).assumingMemoryBound(to: State.self).pointee
    }

    @usableFromInline
    func read<Value>(_ field: KeyPath<State, Value>) -> Value {
        guard let offset, let fieldOffset = MemoryLayout<State>.offset(of: field) else { return read()[keyPath: field] }
        return UnsafeRawPointer(root.storage).advanced(by: offset + fieldOffset).assumingMemoryBound(to: Value.self)
            .pointee
    }

    @usableFromInline
    func appending<Child>(_ child: KeyPath<State, Child>) -> any StateReader<Child> {
        KeyPathStateReader<Root, RootAction, Child>(root: root, keyPath: keyPath.appending(path: child))
    }

    @usableFromInline
    func changed<Value: Equatable>(_ field: KeyPath<State, Value>, from value: Value) -> @MainActor () -> Bool {
        guard let offset, let fieldOffset = MemoryLayout<State>.offset(of: field) else {
            return { self.read(field) != value }
        }
        return storedFieldChanged(at: UnsafeRawPointer(root.storage).advanced(by: offset + fieldOffset), from: value)
    }
}

/// Reads a presented child's state: the parent's optional field while it is non-`nil`, the
/// last value it had after the child is dismissed (so a screen being popped still shows it).
///
/// The value read is kept with the root's ``AnyStoreCore/version``: reads made before the
/// root runs another action (an observation's checks and its run, one per field the screen
/// shows) read the root's state once, not once per read.
@MainActor
@usableFromInline
final class PresentedStateReader<State>: StateReader {
    /// Reads the parent's optional field now into its argument, unless it is `nil`; made where
    /// the store is scoped, so it runs as code for the concrete types (a generic reader's own
    /// read would look the optional's type metadata up at run time, on every read).
    @usableFromInline let readPresented: @MainActor (inout State) -> Void
    @usableFromInline let core: AnyStoreCore
    @usableFromInline var last: State
    /// The root's version when ``last`` was read.
    @usableFromInline var lastVersion: Int

    /// A reader of a presented child's state, read by `readPresented` from its parent's, whose
    /// root is `core`, starting from the value `last` read at the root's current version.
    @usableFromInline
    init(core: AnyStoreCore, last: State, readPresented: @escaping @MainActor (inout State) -> Void) {
        self.readPresented = readPresented
        self.core = core
        self.last = last
        self.lastVersion = core.version
    }

    @usableFromInline
    func read() -> State {
        refresh()
        return last
    }

    /// A field of the state, read in place in ``last`` by its offset (no copy of the rest of
    /// the child's state, no runtime key-path projection), through the key path when it has a
    /// computed part.
    @usableFromInline
    func read<Value>(_ field: KeyPath<State, Value>) -> Value {
        refresh()
        return withUnsafePointer(to: &last) { readStoredPart(of: $0, field) }
    }

    /// Reads the parent's optional into ``last`` if the root ran an action since it was read.
    @usableFromInline
    func refresh() {
        guard lastVersion != core.version else { return }
        readPresented(&last)
        lastVersion = core.version
    }

    @usableFromInline
    func appending<Child>(_ child: KeyPath<State, Child>) -> any StateReader<Child> {
        ProjectedStateReader(base: self, keyPath: child)
    }
}

/// Reads a part of another reader's state through one key path (appended to, like
/// ``KeyPathStateReader``): scoping below a presented store.
@MainActor
@usableFromInline
struct ProjectedStateReader<Base, State>: StateReader {
    let base: any StateReader<Base>
    let keyPath: KeyPath<Base, State>

    @usableFromInline
    func read() -> State { base.read()[keyPath: keyPath] }

    @usableFromInline
    func appending<Child>(_ child: KeyPath<State, Child>) -> any StateReader<Child> {
        ProjectedStateReader<Base, Child>(base: base, keyPath: keyPath.appending(path: child))
    }
}
