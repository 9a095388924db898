// The stores' probes: a Redux-shaped store's dispatch, reduce and notify, and the composable
// engine's send, reducers and observers, recorded here. The stores do not call them (they
// import nothing of the package): each reports to its own hook (`ReduxStore.StoreTracing`,
// `ComposableEngine.ComposableStoreTracing`), where the Harness installs a tracer that calls them. They live
// outside the store's module, so the trace's stacks do not show them as hops; each caller
// checks `Probe.isRecording` first.
extension Probe {
    /// Reports an action dispatched to a store: `WelcomeAction.signInButtonTapped`.
    /// - Parameters:
    ///   - action: The action.
    ///   - store: The store's type (`Store<AppState>`).
    @inline(never)
    public static func recordDispatch(_ action: Any, store: Any.Type) {
        record(ProbeEvent(kind: .dispatch, subject: "\(store)", detail: name(of: action)))
    }

    /// Reports a reducer run: the action, and the top-level stored properties of the state it
    /// changed, compared by their descriptions (the state need not be `Equatable`).
    /// - Complexity: O(*n*) in the size of the state's description; only while recording.
    @inline(never)
    public static func recordReduce<State>(_ action: Any, from old: State, to new: State) {
        recordReduce(action, by: "\(State.self)", from: old, to: new)
    }

    /// Reports a reducer run, as ``recordReduce(_:from:to:)``, naming the reducers it ran
    /// through: `AppFeature › Scope(\.products) › ProductsFeature` (the composable engine's).
    /// - Complexity: O(*n*) in the size of the state's description; only while recording.
    @inline(never)
    public static func recordReduce<State>(_ action: Any, by reducers: String, from old: State, to new: State) {
        var changed: [String] = []
        for (before, after) in zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children)
        where String(describing: before.value) != String(describing: after.value) {
            changed.append("\\.\(after.label ?? "?")")
        }
        let slices = changed.isEmpty ? "nothing" : changed.joined(separator: ", ")
        record(
            ProbeEvent(
                kind: .reduce, subject: reducers, detail: "\(name(of: action)) changed \(slices)",
                unchanged: changed.isEmpty))
    }

    /// Reports the delivery of a new state to a subscriber of type `subscriber`.
    @inline(never)
    public static func recordNotify(subscriber: Any.Type) {
        record(ProbeEvent(kind: .notify, subject: "\(subscriber)", detail: "newState(state:)"))
    }

    /// Reports that a store is about to tell `count` observers of its change (the composable
    /// engine's `observe { }` blocks).
    @inline(never)
    public static func recordObservers(count: Int, store: Any.Type) {
        let name = String("\(store)".prefix { $0 != "<" })
        record(ProbeEvent(kind: .notify, subject: name, detail: "check \(count) observer\(count == 1 ? "" : "s")"))
    }

    /// An action as its code writes it: `Action.welcome(.destination(.presented(.login(.signInButtonTapped))))`,
    /// the module and type names Swift prints before each nested case left out, on one line, at
    /// most ``maximumActionLength`` characters.
    static func name(of action: Any) -> String {
        let described = String(describing: action).replacing("\n", with: "\\n")
        // `Composable.WelcomeFeature.Action.destination(` → `.destination(`; a qualified type
        // that is a payload (`Domain.Product(id: …)`) is followed by `(`, not a case, and stays.
        let qualifiers = try! Regex(#"(?:[A-Za-z_][A-Za-z0-9_]*(?:<[^()]*>)?\.)+(?=[a-z_])"#)
        var text = described.replacing(qualifiers, with: ".")
        if text.hasPrefix(".") { text.removeFirst() }
        let line = "\(type(of: action)).\(text)"
        guard line.count > maximumActionLength else { return line }
        return String(line.prefix(maximumActionLength - 1)) + "…"
    }

    /// The longest action a trace prints whole.
    static let maximumActionLength = 120
}
