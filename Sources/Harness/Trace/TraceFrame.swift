import Runtime

/// One frame of a probe's call stack, named the way a reader of the architecture folders
/// knows it: the type and the method (`LoginPresenter`, `signInTapped()`).
///
/// Built from the toolchain's symbolicated frames (`Runtime`'s `SymbolicatedBacktrace`). Only
/// frames of the architecture modules and their engines are kept: a frame is dropped when its
/// module is infrastructure (the standard library, Foundation, the concurrency runtime, the
/// widget kit, the domain, the harness, the command line, test runners), when it is a thunk
/// (`partial apply`, reabstraction, `merged`), or when it has no Swift name. Nothing here knows
/// any architecture by name, so a new one is traced as soon as it is registered.
struct TraceFrame: Hashable, Sendable {
    /// The type the method belongs to (`LoginPresenter`, `Subscribers.Sink`); for a free
    /// function, the function's name (`welcomeReducer`).
    var type: String
    /// The method, accessor or closure (`signInTapped()`, `name.didset`,
    /// `viewDidLoad() › closure`). A closure is named by the method it is written in, then
    /// `› closure`: it runs later (a button's action, a sink), not as part of that method.
    var method: String
    /// Whether the frame is the resumption of an async function after a suspension.
    var isAsync: Bool
    /// The module the frame's code is in (`MVP`, `Reactive`).
    var module: String
    /// The protocol the method was called through, when a protocol witness led to it
    /// (`LoginView`).
    var protocolName: String?

    /// The modules whose frames are not part of an architecture's path.
    static let infrastructureModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "Dispatch", "Observation", "Synchronization", "Runtime",
        "XCTest", "Testing", "Widgets", "Domain", "Tracing", "Harness", "ArchKitCLI", "archkit",
        "TestSupport",
    ]

    /// The module a mangled Swift symbol belongs to (`$s3MVP14LoginPresenterC…` → `MVP`), or
    /// `nil` when the symbol is not a Swift one or belongs to the standard library.
    static func module(ofMangled raw: String) -> String? {
        var rest = Substring(raw)
        for prefix in ["$s", "_$s", "$S", "_T0"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        let digits = rest.prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.first != "0", let length = Int(digits) else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }

    /// Whether a stack frame of `module` belongs to the path: an architecture or an engine.
    static func isKept(module: String) -> Bool {
        !infrastructureModules.contains(module) && !module.hasSuffix("Tests")
    }

    /// A protocol witness's protocol (`protocol witness for LoginView.showSignedIn(name:) in
    /// conformance LoginViewController` → `LoginView`), or `nil` for any other name.
    static func witnessedProtocol(_ name: String) -> String? {
        let prefix = "protocol witness for "
        guard name.hasPrefix(prefix) else { return nil }
        let signature = name.dropFirst(prefix.count)
        let head = signature.prefix { $0 != "(" && $0 != " " }
        guard let dot = head.lastIndex(of: ".") else { return nil }
        return String(head[..<dot])
    }

    /// Names a demangled symbol (`closure #1 in LoginViewController.viewDidLoad()`), or
    /// returns `nil` for a thunk or a witness.
    init?(demangled name: String, module: String) {
        self.module = module
        var text = Substring(name)
        var isAsync = false
        var isClosure = false
        for thunk in ["partial apply", "thunk for", "reabstraction thunk", "merged ", "outlined ", "protocol witness"]
        where text.hasPrefix(thunk) {
            return nil
        }
        // "(1) await resume partial function for …", "(2) suspend resume partial function for …"
        if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
            let after = text[text.index(after: close)...]
            if let range = after.range(of: "partial function for ") {
                text = after[range.upperBound...]
                isAsync = true
            }
        }
        while text.hasPrefix("closure #") || text.hasPrefix("implicit closure #") {
            guard let inRange = text.range(of: " in ") else { break }
            text = text[inRange.upperBound...]
            isClosure = true
        }
        if text.hasPrefix("specialized ") { text = text.dropFirst("specialized ".count) }
        // `static Effect.run(…)`: a type's static method is named by the type, like any other.
        if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
        text = Substring(Self.withoutPlaceholderGenerics(text))
        // The path before the argument list: `LoginViewController.viewDidLoad`, `Sink.receive`.
        let open = text.firstIndex(of: "(") ?? text.endIndex
        let arguments = text[open...].prefix { $0 != " " }
        var parts = text[..<open].split(separator: ".").map(String.init)
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var method = last + arguments
        let accessors: Set<String> = ["getter", "setter", "didset", "willset", "modify", "_modify", "read", "init", "deinit"]
        if accessors.contains(last), last != "init", last != "deinit", let property = parts.popLast() {
            method = "\(property).\(last)"
        }
        if isClosure { method += " › closure" }
        self.type = parts.isEmpty ? String(last) : parts.joined(separator: ".")
        self.method = parts.isEmpty ? String(last + arguments) : method
        self.isAsync = isAsync
        self.protocolName = nil
    }

    /// A demangled name without the generic clauses that name no real type: empty ones, what
    /// is left of a constrained extension once its `where` clause is dropped
    /// (`Publisher<>.assign<A>(to:on:)` → `Publisher.assign(to:on:)`), and lists of generic
    /// parameters (`subscribe<A, B>(_:transform:)` → `subscribe(_:transform:)`, `A`, `B`, `A1`,
    /// `τ_0_0`). A clause with real types (`Store<AppState>`) is kept.
    static func withoutPlaceholderGenerics(_ name: some StringProtocol) -> String {
        var result = ""
        var rest = Substring(name)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            var depth = 0
            var close: Substring.Index?
            for index in rest[open...].indices {
                if rest[index] == "<" { depth += 1 }
                if rest[index] == ">" {
                    depth -= 1
                    if depth == 0 {
                        close = index
                        break
                    }
                }
            }
            guard let close else {
                result += rest[open...]
                return result
            }
            let inner = rest[rest.index(after: open)..<close]
            if !isPlaceholderList(inner) { result += "<" + withoutPlaceholderGenerics(inner) + ">" }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Whether a generic clause's text names no real type: empty, a `where` clause, or generic
    /// parameters only (`A`, `B`, `A1`, `τ_0_0`).
    private static func isPlaceholderList(_ inner: Substring) -> Bool {
        let trimmed = inner.drop { $0 == " " }
        if trimmed.isEmpty || trimmed.hasPrefix("where ") { return true }
        return inner.split(separator: ",").allSatisfy { part in
            let word = part.filter { $0 != " " }
            guard let first = word.first else { return false }
            if word.hasPrefix("τ_") { return true }
            return first.isUppercase && first.isASCII && word.dropFirst().allSatisfy(\.isNumber)
        }
    }

    /// The kept frames of a stack, outermost first, with protocol witnesses folded into the
    /// frame they led to.
    ///
    /// - Parameter stack: A symbolicated backtrace, innermost frame first (as `Runtime` gives it).
    /// - Returns: The frames of architecture and engine modules, outermost first.
    static func path(of stack: SymbolicatedBacktrace) -> [TraceFrame] {
        var path: [TraceFrame] = []
        var pendingProtocol: String?
        for frame in stack.frames.reversed() {
            guard let symbol = frame.symbol, let module = module(ofMangled: symbol.rawName), isKept(module: module)
            else { continue }
            let name = symbol.name
            if let witnessed = witnessedProtocol(name) {
                pendingProtocol = witnessed
                continue
            }
            guard var named = TraceFrame(demangled: name, module: module) else { continue }
            named.protocolName = pendingProtocol
            pendingProtocol = nil
            path.append(named)
        }
        return path
    }
}
