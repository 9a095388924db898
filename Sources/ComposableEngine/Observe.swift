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
///   when freed).
@MainActor
public final class ObserveToken: Hashable {
    /// One store read made by the last run: whether it has changed since.
    struct Access {
        let core: AnyStoreCore
        /// `nil`: any action of the root counts as a change.
        let changed: (@MainActor () -> Bool)?
        let version: Int
    }

    private var apply: (@MainActor () -> Void)?
    private var accesses: [Access] = []
    /// The roots whose ``ObserverList`` holds this token: it is added to each once, not looked
    /// up on every read.
    private var observedCores: [ObjectIdentifier] = []

    init(apply: @escaping @MainActor () -> Void) {
        self.apply = apply
    }

    /// Stops the observation: `apply` never runs again.
    public func cancel() {
        apply = nil
        accesses = []
    }

    /// Keeps the token in a set (usually the view controller's), which holds it alive.
    public func store(in set: inout Set<ObserveToken>) {
        set.insert(self)
    }

    /// Runs `apply`, recording what it reads.
    func update() {
        guard let apply else { return }
        accesses.removeAll(keepingCapacity: true)
        ObservationTracking.track(self, apply)
    }

    /// Runs `apply` again if anything it read has changed. A read of a root that ran no action
    /// since is unchanged without being read again.
    func updateIfChanged() {
        var index = 0
        while index < accesses.count {
            defer { index += 1 }
            guard accesses[index].core.version != accesses[index].version else { continue }
            if accesses[index].changed?() ?? true {
                update()
                return
            }
        }
    }

    func record(_ access: Access) {
        let core = ObjectIdentifier(access.core)
        if !observedCores.contains(core) {
            observedCores.append(core)
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
    private static var current: ObserveToken?

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

/// The observations of one root store, held weakly, told after each `send`.
@MainActor
@usableFromInline
final class ObserverList {
    private final class WeakToken {
        weak var token: ObserveToken?
        init(_ token: ObserveToken) { self.token = token }
    }

    private var tokens: [WeakToken] = []
    private var isNotifying = false
    private var needsAnotherRound = false

    /// Adds an observation; each adds itself once per root (``ObserveToken`` remembers the roots
    /// it observes), so this does not look for it first.
    /// - Complexity: Amortised O(1).
    func add(_ token: ObserveToken) {
        tokens.append(WeakToken(token))
    }

    /// Runs every observation whose reads changed, in the order they began observing. An
    /// action an observation sends makes another round, after this one, at most 100 rounds.
    @usableFromInline
    func notify() {
        guard !isNotifying else {
            needsAnotherRound = true
            return
        }
        guard !tokens.isEmpty else { return }
        isNotifying = true
        var rounds = 0
        repeat {
            needsAnotherRound = false
            rounds += 1
            var foundFreed = false
            for box in tokens {
                if let token = box.token { token.updateIfChanged() } else { foundFreed = true }
            }
            if foundFreed { tokens.removeAll { $0.token == nil } }
        } while needsAnotherRound && rounds < 100
        isNotifying = false
    }
}
