/// One hop of a traced event: a call into an architecture's or an engine's type, or what a
/// probe saw (a widget event or write, a dispatch, a reducer run, a notification, a repository
/// or service call), with the hops it led to.
public struct TraceNode: Sendable, Hashable, Codable {
    /// What the hop is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A call into a method of an architecture's or an engine's type, seen on the stack.
        case call
        /// The user event on a widget that started the path.
        case event
        /// A widget write.
        case write
        /// A navigation controller pushed or popped a screen: `push(LoginViewController)`.
        case navigation
        /// `Store.dispatch(_:)` took an action.
        case dispatch
        /// The store's reducer ran.
        case reduce
        /// The store delivered a new state to a subscriber.
        case notify
        /// A call into the domain's repository.
        case repository
        /// A call into one of the domain's services.
        case service
        /// The harness answered a request held in flight (a `respond` step): the root of a path
        /// that starts outside the app.
        case response
        /// An `expect` step: the harness checks what the screens show. It sends no event, so the
        /// root of its path has no hops.
        case expectation
        /// A step the harness could not perform, so no widget took an event (a tap on a widget
        /// id the screen does not have): the root says why, in the failure's words.
        case unperformed
        /// A step the harness performed but no widget took as an event (a tap on a disabled
        /// button): it reached no app code.
        case ignored
    }

    /// What the hop is.
    public var kind: Kind
    /// The type: the callee's type for a call, the widget's kind for an event or a write
    /// (`Label`), the store, state, subscriber, repository or service type for the others.
    public var type: String
    /// The method for a call (`signInTapped()`); for a probe, what it saw (`name.text "" → "Ann"`,
    /// `WelcomeAction.signInButtonTapped`).
    public var name: String
    /// The protocol the call went through, if a protocol witness led to it (`LoginView`).
    public var viaProtocol: String?
    /// Whether the hop resumed later, after a suspension (a request answered, an image loaded),
    /// rather than inside the user event's call.
    public var isAsync: Bool
    /// For a write: whether it stored the value already there (for rows folded into one hop,
    /// whether every one did).
    public var unchanged: Bool
    /// For a write: how many writes the hop stands for. A table's rows written in one go
    /// (`reloadData()`) are one hop, `cells[0…185]`, counting each row.
    public var writes: Int
    /// For a write: how many of ``writes`` stored the value already there.
    public var unchangedWrites: Int
    /// For rows folded into one hop: each row's write as it would print alone
    /// (`countries.cells[3] nil → ["Chad", "12 cases"]`), in order; `nil` for any other hop.
    public var rows: [String]?
    /// The hops it led to, in order.
    public var children: [TraceNode]

    /// Creates a hop.
    public init(
        kind: Kind, type: String, name: String, viaProtocol: String? = nil, isAsync: Bool = false,
        unchanged: Bool = false, children: [TraceNode] = []
    ) {
        self.kind = kind
        self.type = type
        self.name = name
        self.viaProtocol = viaProtocol
        self.isAsync = isAsync
        self.unchanged = unchanged
        self.writes = kind == .write ? 1 : 0
        self.unchangedWrites = kind == .write && unchanged ? 1 : 0
        self.rows = nil
        self.children = children
    }

    /// Every hop below this one, depth first, in order.
    public var descendants: [TraceNode] {
        children.flatMap { [$0] + $0.descendants }
    }
}
