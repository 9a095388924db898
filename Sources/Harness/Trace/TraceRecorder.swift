import Runtime
import Tracing

/// Plays a scenario with the trace probes on and turns what they recorded into each step's
/// path: the user event, then the calls and probes it led to, as a tree.
///
/// How a path is built (Docs/Trace.md): every probe (widget event or write, store dispatch,
/// reduce or notify, repository or service call) keeps its call stack; the store reports
/// through its own hook, where this recorder installs ``StoreProbeTracer``. The stacks of one step
/// are named (``TraceFrame``), cut to the frames of architecture and engine modules, and merged
/// into one tree by their common outer frames, in the order the probes fired; consecutive
/// frames of one type become one hop (the type's entry method). A probe whose stack does not
/// pass through the step's widget event ran later, after a suspension: its hops are marked
/// async and hang off the root where they resumed.
///
/// - Note: Main-actor isolated. Each recording is its own probe session, bound to the task
///   that plays the scenario, so traces and other runs may go on in parallel.
@MainActor
public struct TraceRecorder {
    /// The widget methods that deliver a user event; a probe below one of them ran inside the
    /// event's call.
    static let eventEntryPoints = [
        "Button.tap()", "TextField.edit(text:)", "TableView.selectRow(at:)", "TableView.deleteRow(at:)",
        "NavigationController.goBack()",
    ]

    /// Creates a recorder.
    public init() {}

    /// Plays `scenario` on `factory` and returns the path of each step's event.
    ///
    /// - Parameters:
    ///   - scenario: The scenario to play, all of it (later steps still run, so leaks and
    ///     failures are found as `compare` finds them).
    ///   - factory: The architecture.
    ///   - steps: The step indices to trace; `nil` traces every step but `expect` steps, and the
    ///     failing step whatever it is (an `expect` step's trace says it has no event path).
    /// - Returns: The traced steps up to and including a failing one, and the failure.
    public func record(_ scenario: Scenario, on factory: any AppFactory, steps: Set<Int>? = nil) async -> ScenarioTrace {
        final class Log {
            var steps: [Int: [ProbeRecord]] = [:]
            var architectureModule = ""
        }
        let log = Log()
        let wanted: (Int) -> Bool = { index in
            if let steps { return steps.contains(index) }
            if case .expect = scenario.steps[index] { return false }
            return true
        }
        StoreProbeTracer.install()
        ComposableProbeTracer.install()
        let session = Probe.beginSession()
        let runner = ScenarioRunner { phase in
            switch phase {
            case .started(let app):
                // The module of the screens' classes is the architecture's; the others a path
                // passes through are its engines.
                log.architectureModule = String(reflecting: type(of: app.topScreen)).prefix { $0 != "." }.description
            case .began: _ = Probe.drain(session)
            case .ended(let index):
                // An expect step is kept too, in case it is the one that fails.
                if wanted(index) || scenario.steps[index].isExpectation { log.steps[index] = Probe.drain(session) }
            }
        }
        let result = await Probe.withSession(session) { await runner.run(scenario, on: factory) }
        Probe.endSession(session)

        // The probes' one map of the process (see Probe.loadedImages): a capture per trace could
        // fault when another thread unmaps an image between its two reads.
        let images = Probe.loadedImages
        var traced: [StepTrace] = []
        let failing = steps == nil ? result.failure?.stepIndex : nil
        for index in log.steps.keys.sorted() where wanted(index) || index == failing {
            let step = scenario.steps[index]
            traced.append(
                StepTrace(
                    index: index, step: Self.label(step),
                    root: Self.tree(
                        of: log.steps[index] ?? [], step: step, architectureModule: log.architectureModule, images: images,
                        failure: result.failure.flatMap { $0.stepIndex == index ? $0 : nil })))
        }
        var failure = result.failure?.description
        if !result.leaks.isEmpty {
            failure = ([failure].compactMap { $0 } + result.leaks).joined(separator: "; ")
        }
        return ScenarioTrace(scenario: scenario.description, architecture: factory.name, steps: traced, failure: failure)
    }

    /// Builds one step's tree from its records.
    static func tree(
        of records: [ProbeRecord], step: Step, architectureModule: String, images: ImageMap, failure: StepFailure? = nil
    ) -> TraceNode {
        var root: TraceNode
        if let event = records.first(where: { $0.event.kind == .event }) {
            let (type, name) = split(event.event.subject, event.event.detail)
            root = TraceNode(kind: .event, type: type, name: name)
        } else if step.isExpectation {
            root = TraceNode(
                kind: .expectation, type: "Harness",
                name: "an expectation, which checks what the screen shows; it sends no event, so it has no path")
        } else if case .respond(let response) = step {
            root = TraceNode(kind: .response, type: "Harness", name: "respond \(response)")
        } else if let failure {
            root = TraceNode(kind: .unperformed, type: "Harness", name: "\(label(step)): \(failure.subject)")
        } else {
            root = TraceNode(kind: .ignored, type: "Harness", name: "\(label(step)): no widget took a user event")
        }
        // A stack inside a user event is inside this step's own event only if the step sent
        // one: a step that sent none (a response, an expectation) may still see its screen's
        // update pass served at the end of another app's event (the pass is process-wide, and
        // tests run apps side by side), which is no path of this step's.
        let sentAnEvent = records.contains { $0.event.kind == .event }
        // Writes in a loop share their stack: name each distinct stack once.
        var named: [String: (isSync: Bool, path: [TraceFrame])] = [:]
        for record in records where record.event.kind != .event {
            let key = record.stack?.description ?? ""
            let (isSync, path) =
                named[key]
                ?? {
                    let symbolicated = record.stack?.symbolicated(with: images, options: [.useSymbolCache])
                    let found = (
                        sentAnEvent && (symbolicated.map(isInsideEvent) ?? false),
                        collapsed(symbolicated.map(TraceFrame.path) ?? [], architectureModule: architectureModule)
                    )
                    named[key] = found
                    return found
                }()
            var hops = path.map {
                TraceNode(kind: .call, type: $0.type, name: $0.method, viaProtocol: $0.protocolName, isAsync: $0.isAsync)
            }
            if !isSync, !hops.isEmpty, !hops.contains(where: \.isAsync) { hops[0].isAsync = true }
            var leaf = node(for: record.event)
            leaf.isAsync = !isSync && hops.isEmpty
            insert(hops[...], leaf: leaf, into: &root.children)
        }
        root.children = folded(withoutEchoedNotifications(root.children))
        return root
    }

    /// Whether a stack passes through a widget's user-event method.
    private static func isInsideEvent(_ stack: SymbolicatedBacktrace) -> Bool {
        stack.frames.contains { frame in
            guard let symbol = frame.symbol, TraceFrame.module(ofMangled: symbol.rawName) == "Widgets" else { return false }
            return eventEntryPoints.contains { symbol.name.hasPrefix($0) }
        }
    }

    /// Consecutive frames of one type as one hop, the first (the type's entry method); and a
    /// run of frames inside one engine (a module other than the architecture's) as its entry and
    /// its exit (`PassthroughSubject.send(_:)` → `Subscribers.Sink.receive(_:)`), since the
    /// engine's inner plumbing is the same for every event.
    private static func collapsed(_ path: [TraceFrame], architectureModule: String) -> [TraceFrame] {
        var byType: [TraceFrame] = []
        for frame in path {
            if let last = byType.last, last.type == frame.type {
                if frame.isAsync { byType[byType.count - 1].isAsync = true }
                continue
            }
            byType.append(frame)
        }
        var result: [TraceFrame] = []
        var run: [TraceFrame] = []
        func flush() {
            if let first = run.first { result.append(first) }
            if run.count > 1, var last = run.last {
                if run.dropFirst().dropLast().contains(where: \.isAsync) { last.isAsync = true }
                result.append(last)
            }
            run.removeAll()
        }
        for frame in byType {
            if frame.module != architectureModule, run.isEmpty || run[0].module == frame.module {
                run.append(frame)
                continue
            }
            flush()
            if frame.module != architectureModule { run.append(frame) } else { result.append(frame) }
        }
        flush()
        return result
    }

    /// Adds a path under `nodes`, sharing the hops it has in common with the last path added.
    private static func insert(_ path: ArraySlice<TraceNode>, leaf: TraceNode, into nodes: inout [TraceNode]) {
        guard let first = path.first else {
            nodes.append(leaf)
            return
        }
        if let last = nodes.last, last.kind == .call, last.type == first.type, last.name == first.name,
            last.isAsync == first.isAsync
        {
            insert(path.dropFirst(), leaf: leaf, into: &nodes[nodes.count - 1].children)
        } else {
            var hop = first
            insert(path.dropFirst(), leaf: leaf, into: &hop.children)
            nodes.append(hop)
        }
    }

    /// Drops a notification that the next hop repeats (the store's delivery followed by the
    /// subscriber's own `newState(state:)` frame); keeps the ones that led to nothing visible.
    private static func withoutEchoedNotifications(_ nodes: [TraceNode]) -> [TraceNode] {
        var result: [TraceNode] = []
        for (offset, var node) in nodes.enumerated() {
            if node.kind == .notify, offset + 1 < nodes.count, nodes[offset + 1].kind == .call,
                nodes[offset + 1].type == node.type
            {
                continue
            }
            node.children = withoutEchoedNotifications(node.children)
            result.append(node)
        }
        return result
    }

    /// A table's rows written one after another (`cells[0]`, `cells[1]`, …) as one hop,
    /// `cells[0…185]`, that counts every row's write and keeps each row's old → new in
    /// ``TraceNode/rows``.
    private static func folded(_ nodes: [TraceNode]) -> [TraceNode] {
        var result: [TraceNode] = []
        var first: Int?
        for var node in nodes {
            node.children = folded(node.children)
            if let (table, row) = rowWrite(node), let last = result.last, let (lastTable, lastRow) = rowWrite(last),
                table == lastTable, row == lastRow + 1, last.type == node.type
            {
                var merged = last
                merged.rows = (last.rows ?? [last.name]) + [node.name]
                merged.writes += 1
                merged.unchangedWrites += node.unchangedWrites
                merged.unchanged = merged.unchangedWrites == merged.writes
                merged.name = "\(table).cells[\(first ?? row)…\(row)]"
                result[result.count - 1] = merged
                continue
            }
            first = rowWrite(node)?.row
            result.append(node)
        }
        return result
    }

    /// `("countries", 3)` for a row's write, `countries.cells[3] old → new`, or for rows folded
    /// so far, `countries.cells[0…3]`.
    private static func rowWrite(_ node: TraceNode) -> (table: String, row: Int)? {
        guard node.kind == .write, node.children.isEmpty, let open = node.name.range(of: ".cells[") else { return nil }
        let afterOpen = node.name[open.upperBound...]
        guard let close = afterOpen.firstIndex(of: "]") else { return nil }
        let rest = afterOpen[afterOpen.index(after: close)...]
        guard rest.isEmpty || rest.hasPrefix(" ") else { return nil }
        let lastRow = afterOpen[..<close].split(separator: "…").last.map(String.init) ?? ""
        guard let row = Int(lastRow) else { return nil }
        return (String(node.name[..<open.lowerBound]), row)
    }

    /// The hop a probe event stands for.
    private static func node(for event: ProbeEvent) -> TraceNode {
        switch event.kind {
        case .event, .write:
            let (type, name) = split(event.subject, event.detail)
            return TraceNode(kind: event.kind == .write ? .write : .event, type: type, name: name, unchanged: event.unchanged)
        case .dispatch:
            // `Store<AppState>` is the participant `Store` the calls name.
            let store = String(event.subject.prefix { $0 != "<" })
            return TraceNode(kind: .dispatch, type: store, name: "action \(event.detail)")
        case .reduce:
            return TraceNode(kind: .reduce, type: event.subject, name: "reduce \(event.detail)", unchanged: event.unchanged)
        case .notify: return TraceNode(kind: .notify, type: event.subject, name: event.detail)
        case .repository: return TraceNode(kind: .repository, type: event.subject, name: event.detail)
        case .service: return TraceNode(kind: .service, type: event.subject, name: event.detail)
        case .navigation: return TraceNode(kind: .navigation, type: event.subject, name: event.detail)
        }
    }

    /// A step as a trace's heading and root print it: its description, with each user value
    /// (a typed text, a widget or table id) escaped and cut like a write's value
    /// (``ProbeValue/describe(_:)``: 40 characters, then "…"), so a heading stays short.
    static func label(_ step: Step) -> String {
        switch step {
        case .tap(let id): "tap \(ProbeValue.describe(id))"
        case .type(let field, let text): "type \(ProbeValue.describe(text)) into \(ProbeValue.describe(field))"
        case .select(let table, let row): "select row \(row) of \(ProbeValue.describe(table))"
        case .delete(let table, let row): "delete row \(row) of \(ProbeValue.describe(table))"
        default: step.description
        }
    }

    /// `("Label name", "text \"\" → \"Ann\"")` → `("Label", "name.text \"\" → \"Ann\"")`.
    private static func split(_ subject: String, _ detail: String) -> (type: String, name: String) {
        let parts = subject.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return (subject, detail) }
        return (parts[0], "\(parts[1]).\(detail)")
    }
}

extension Step {
    /// Whether the step is an `expect` step.
    fileprivate var isExpectation: Bool {
        if case .expect = self { return true }
        return false
    }
}
