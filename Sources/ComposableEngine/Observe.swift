/// Runs `apply` now, and again after every change to store state it read, until the returned
/// token is cancelled or freed: how a view controller binds its widgets to a store.
///
/// ```swift
/// override func viewDidLoad() {
///     observe { [weak self] in
///         guard let self else { return }
///         loadButton.isEnabled = !store.isLoading
///     }
///     .store(in: &tokens)
/// }
/// ```
///
/// A field read through a store's dynamic member lookup (`store.isLoading`) is tracked by
/// value: `apply` runs again only when the field changed. Reading ``Store/state`` whole tracks
/// every change. Which fields are tracked is found again on every run, so a branch not taken
/// is not tracked.
///
/// - Parameter apply: Reads stores and writes widgets. Main-actor isolated.
/// - Returns: The token that keeps the observation alive; cancel it or let it go to stop.
/// - Note: Mirrors swift-navigation's `observe(_:)` as TCA's UIKit case studies use it (TCA 1.7
///   and later, with `@ObservableState`). Deliberate difference: `apply` runs again
///   synchronously, once the `send` that changed the state has run every action it queued,
///   rather than on a later turn of the main run loop; so one user event gives a settled
///   screen before the event returns.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
    let token = ObserveToken(apply: apply)
    token.update()
    return token
}

/// Keeps an ``observe(_:)`` observation alive.
///
/// - Note: Mirrors swift-navigation's `ObserveToken` (`cancel()`, `store(in:)`, cancelled
///   when freed). Main-actor isolated, freed on the main actor (its deinit is isolated): a
///   token leaves the observer lists of the stores it read when it is cancelled or freed, so
///   those lists hold only live tokens and reach them without a weak reference.
@MainActor
public final class ObserveToken: Hashable {
    /// One store read made by the last run: whether it has changed since.
    struct Access {
        /// The root read; kept alive by the token's ``observedCores``.
        unowned(unsafe) let core: AnyStoreCore
        /// `nil`: any action of the root counts as a change.
        let changed: (@MainActor () -> Bool)?
        let version: Int

        /// Whether what was read has changed: never when the root ran no action since.
        @MainActor var hasChanged: Bool {
            core.version != version && (changed?() ?? true)
        }
    }

    private var apply: (@MainActor () -> Void)?
    /// The store reads of the last run, in order.
    private var accesses = FirstAndRest<Access>()
    /// The roots whose ``ObserverList`` holds this token: it is added to each once, not looked
    /// up on every read, and leaves each when cancelled or freed.
    private var observedCores = FirstAndRest<AnyStoreCore>()

    init(apply: @escaping @MainActor () -> Void) {
        self.apply = apply
    }

    /// Stops the observation: `apply` never runs again.
    public func cancel() {
        apply = nil
        accesses.removeAll()
        stopObserving()
    }

    isolated deinit {
        stopObserving()
    }

    /// Leaves the observer list of every root it read.
    private func stopObserving() {
        let id = ObjectIdentifier(self)
        for core in observedCores { core.observers.remove(id) }
        observedCores.removeAll()
    }

    /// Keeps the token in a set (usually the view controller's), which holds it alive.
    public func store(in set: inout Set<ObserveToken>) {
        set.insert(self)
    }

    /// Runs `apply`, recording what it reads.
    func update() {
        guard let apply else { return }
        accesses.removeAll()
        ObservationTracking.track(self, apply)
    }

    /// Runs `apply` again if anything it read has changed. A read of a root that ran no action
    /// since is unchanged without being read again.
    func updateIfChanged() {
        if accesses.contains(where: { $0.hasChanged }) { update() }
    }

    func record(_ access: Access) {
        if !observedCores.contains(where: { $0 === access.core }) {
            observedCores.append(access.core)
            access.core.observers.add(self)
        }
        accesses.append(access)
    }

    nonisolated public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Which observation is running, so that stores can record what it reads.
@MainActor
@usableFromInline
enum ObservationTracking {
    /// Not retained: ``track(_:_:)``'s caller holds the token while it runs.
    private static unowned(unsafe) var current: ObserveToken?

    /// Whether an observation is recording reads now.
    @usableFromInline
    static var isTracking: Bool { current != nil }

    /// Runs `apply` with `token` recording its reads (nested observations record their own).
    static func track(_ token: ObserveToken, _ apply: @MainActor () -> Void) {
        let outer = current
        current = token
        apply()
        current = outer
    }

    /// Records a read of a store whose root is `core`.
    /// - Parameter changed: Tells whether what was read has changed; `nil` for "any action".
    @usableFromInline
    static func recordAccess(to core: AnyStoreCore, changed: (@MainActor () -> Bool)?) {
        guard let current else { return }
        current.record(ObserveToken.Access(core: core, changed: changed, version: core.version))
    }
}

/// The observations of one root store, told after each `send`. A token is held without a
/// reference count: it removes itself when cancelled or freed (``ObserveToken``'s isolated
/// deinit), so every entry is a live token and no weak reference (and no side table on the
/// token) is needed.
@MainActor
@usableFromInline
final class ObserverList {
    private struct Entry {
        unowned(unsafe) let token: ObserveToken
        let id: ObjectIdentifier
    }

    /// `nil`: a token removed while a notification was running, dropped after it.
    private var entries: [Entry?] = []
    private var isNotifying = false
    private var needsAnotherRound = false
    private var hasRemovedEntries = false

    /// How many observations the list holds.
    var count: Int { entries.count - (hasRemovedEntries ? entries.lazy.filter { $0 == nil }.count : 0) }

    /// Adds an observation; each adds itself once per root (``ObserveToken`` remembers the roots
    /// it observes), so this does not look for it first.
    /// - Complexity: Amortised O(1).
    func add(_ token: ObserveToken) {
        entries.append(Entry(token: token, id: ObjectIdentifier(token)))
    }

    /// Removes an observation, cancelled or being freed.
    /// - Complexity: O(*n*), *n* the number of observations of the root.
    func remove(_ id: ObjectIdentifier) {
        guard let index = entries.firstIndex(where: { $0?.id == id }) else { return }
        if isNotifying {
            entries[index] = nil
            hasRemovedEntries = true
        } else {
            entries.remove(at: index)
        }
    }

    /// Runs every observation whose reads changed, in the order they began observing. An
    /// action an observation sends makes another round, after this one, at most 100 rounds.
    @usableFromInline
    func notify() {
        guard !isNotifying else {
            needsAnotherRound = true
            return
        }
        guard !entries.isEmpty else { return }
        isNotifying = true
        var rounds = 0
        repeat {
            needsAnotherRound = false
            rounds += 1
            // By index, not over a copy: a token freed by an earlier one's run is set to `nil`
            // here and never reached.
            var index = 0
            while index < entries.count {
                if let entry = entries[index] {
                    let token: ObserveToken = entry.token
                    token.updateIfChanged()
                }
                index += 1
            }
        } while needsAnotherRound && rounds < 100
        if hasRemovedEntries {
            entries.removeAll { $0 == nil }
            hasRemovedEntries = false
        }
        isNotifying = false
    }
}
