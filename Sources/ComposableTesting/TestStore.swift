import ComposableEngine
import Synchronization
import Testing

/// A store for tests that makes a test assert every state change and every action effects feed
/// back, and fails it on anything left unasserted.
///
/// ```swift
/// let store = TestStore(initialState: SummaryFeature.State()) {
///     SummaryFeature()
/// } withDependencies: {
///     $0.summaryService = service
/// }
/// await store.send(.loadButtonTapped) { $0.isLoading = true }
/// service.respond(with: .success(summary))
/// await store.receive(.summaryResponse(.success(summary))) {
///     $0.isLoading = false
///     $0.lastSuccess = summary
/// }
/// ```
///
/// With ``exhaustivity`` `.on` (the default) the test fails, through Swift Testing's
/// `Issue.record`, with a readable diff (``StateDiff``) when:
/// - the state after `send` or `receive` differs from the state the closure describes (a change
///   the test did not assert, or asserted wrongly);
/// - an action is sent while actions effects fed back have not been received;
/// - `receive` expects an action that does not arrive, or a different one arrives;
/// - the store is freed (or ``finish()`` is called) with received actions not asserted or
///   effects still running (those effects are cancelled);
/// - a reducer or effect reads a dependency the test did not override.
///
/// Effects run exactly as in the app's ``Store`` (they start at once, inside `send`); actions
/// they send are run through the reducer as they arrive and wait, with the state they produced,
/// for `receive`. Waiting for an action or for effects yields on the main actor a bounded number
/// of times and never reads a clock.
///
/// - Note: Mirrors TCA's `TestStore` (`init(initialState:reducer:withDependencies:)`,
///   `send(_:assert:)`, `receive(_:assert:)`, `finish()`, `exhaustivity`, `state`).
///   Main-actor isolated. Deliberate differences: `send` returns nothing (no `TestStoreTask`),
///   `receive` has no timeout (it yields at most ``maximumYields`` times), and `receive` matches
///   `Equatable` actions only.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
    /// The state as asserted so far: after the last `send` or `receive`.
    public private(set) var state: State

    /// How much the store insists be asserted; `.on` by default.
    public var exhaustivity: Exhaustivity = .on

    /// How many times `receive` and `finish` yield to let effects run before they give up.
    public static var maximumYields: Int { 10_000 }

    /// The state after every action the reducer has run, asserted or not.
    private var reducedState: State
    private let reducer: any Reducer<State, Action>
    private let effects: EffectRunner<Action>
    private var received: [(action: Action, state: State)] = []
    private var isReducing = false
    private var queue: [(action: Action, isReceived: Bool)] = []
    private let leftovers = Leftovers()
    private let sourceLocation: SourceLocation

    /// Creates a test store.
    ///
    /// - Parameters:
    ///   - initialState: The state the feature starts in.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Overrides the dependencies the test uses. Reading one it does
    ///     not set fails the test.
    public init<R: Reducer<State, Action>>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        var dependencies = DependencyValues()
        dependencies.unimplementedHandler = { key in
            recordIssue(
                "A dependency the test did not override was read: \(key). Override it in withDependencies.",
                sourceLocation: location)
        }
        prepareDependencies(&dependencies)
        self.state = initialState
        self.reducedState = initialState
        self.reducer = reducer()
        self.effects = EffectRunner(dependencies: dependencies)
        self.sourceLocation = location
    }

    /// Sends an action and asserts the state it produced.
    ///
    /// - Parameters:
    ///   - action: The action to send.
    ///   - updateStateToExpectedResult: Changes the state before the action into the state
    ///     expected after it; `nil` when the action should change nothing.
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity == .on, !received.isEmpty {
            recordIssue(
                "Must handle \(received.count) received action\(received.count == 1 ? "" : "s") before sending an "
                    + "action: \(describe(received.map(\.action)))",
                sourceLocation: location)
        }
        received.removeAll()
        state = reducedState
        let before = reducedState
        let after = reduce(action, isReceived: false)
        expect(from: before, to: after, updateStateToExpectedResult, verb: "sending", action: action, location)
        state = after
        updateLeftovers()
    }

    /// Asserts that effects fed back an action, and the state it produced.
    ///
    /// - Parameters:
    ///   - expectedAction: The action expected next (with exhaustivity `.off`: the next one
    ///     equal to it, others skipped).
    ///   - updateStateToExpectedResult: Changes the state before the action into the state
    ///     expected after it; `nil` when it should change nothing.
    public func receive(
        _ expectedAction: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        var yields = 0
        while yields < Self.maximumYields {
            if exhaustivity == .off {
                while let first = received.first, first.action != expectedAction {
                    state = first.state
                    received.removeFirst()
                }
            }
            if !received.isEmpty || effects.inFlightCount == 0 { break }
            await Task.yield()
            yields += 1
        }
        guard !received.isEmpty else {
            recordIssue(
                "Expected to receive \(describe([expectedAction])), but received none"
                    + (effects.inFlightCount > 0 ? " (an effect is still running)" : "") + ".",
                sourceLocation: location)
            return
        }
        let (action, after) = received.removeFirst()
        guard action == expectedAction else {
            recordIssue(
                "Received unexpected action:\n\(StateDiff.lines(expected: expectedAction, actual: action))\n"
                    + "(Expected: −, Received: +)",
                sourceLocation: location)
            state = after
            updateLeftovers()
            return
        }
        expect(from: state, to: after, updateStateToExpectedResult, verb: "receiving", action: action, location)
        state = after
        updateLeftovers()
    }

    /// Waits for every effect still running to end; with exhaustivity `.on`, fails the test for
    /// those that do not, and cancels them.
    public func finish(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        var yields = 0
        while effects.inFlightCount > 0, yields < Self.maximumYields {
            await Task.yield()
            yields += 1
        }
        if effects.inFlightCount > 0 {
            if exhaustivity == .on {
                recordIssue(stillRunning(effects.inFlightCount), sourceLocation: location)
            }
            effects.cancelAll()
        }
        updateLeftovers()
    }

    /// Runs `action` and everything it queues through the reducer, recording the actions
    /// effects feed back (every one but a sent action) with the state each produced.
    ///
    /// - Returns: The state right after `action` itself, before the actions it queued.
    @discardableResult
    private func reduce(_ action: Action, isReceived: Bool) -> State {
        queue.append((action, isReceived))
        guard !isReducing else { return reducedState }
        isReducing = true
        var stateAfterFirst: State?
        var index = 0
        while index < queue.count {
            let (next, wasReceived) = queue[index]
            index += 1
            // The reducer and the work its effect starts run with the store's dependencies, as
            // in the app's store; the work's tasks inherit them.
            DependencyValues.$current.withValue(effects.dependencies) {
                let effect = reducer.reduce(into: &reducedState, action: next)
                if stateAfterFirst == nil { stateAfterFirst = reducedState }
                if wasReceived { received.append((next, reducedState)) }
                effects.run(effect) { [weak self] in self?.reduce($0, isReceived: true) }
            }
        }
        queue.removeAll()
        isReducing = false
        updateLeftovers()
        return stateAfterFirst ?? reducedState
    }

    private func expect(
        from before: State, to after: State, _ update: ((inout State) throws -> Void)?, verb: String,
        action: Action, _ location: SourceLocation
    ) {
        var expected = exhaustivity == .on ? before : after
        do {
            try update?(&expected)
        } catch {
            Issue.record(
                error, Comment(rawValue: "Threw while asserting the state after \(verb) \(describe([action]))"),
                sourceLocation: location)
            return
        }
        guard expected != after else { return }
        let diff = StateDiff.lines(expected: expected, actual: after)
        if update == nil, exhaustivity == .on {
            recordIssue(
                "State was not expected to change after \(verb) \(describe([action])), but it did:\n\(diff)\n"
                    + "(Expected: −, Actual: +)",
                sourceLocation: location)
        } else {
            recordIssue(
                "A state change after \(verb) \(describe([action])) does not match the expectation:\n\(diff)\n"
                    + "(Expected: −, Actual: +)",
                sourceLocation: location)
        }
    }

    private func describe(_ actions: [Action]) -> String {
        actions.map { ".\(String(describing: $0))" }.joined(separator: ", ")
    }

    /// Copies what would be left over now into the box the deinitializer reads.
    private func updateLeftovers() {
        let unreceived = exhaustivity == .on ? received.map { ".\(String(describing: $0.action))" } : []
        let running = exhaustivity == .on ? effects.inFlightCount : 0
        leftovers.set(unreceived: unreceived, running: running, location: sourceLocation)
    }

    /// Reports what is left unasserted, in the test's task (a plain, synchronous deinit runs
    /// where the last reference is dropped). The effect runner, freed with the store, cancels
    /// the effects still running.
    deinit {
        leftovers.report()
    }
}

/// What a test store would leave unasserted if it were freed now, readable from its
/// deinitializer.
private final class Leftovers: Sendable {
    private struct Contents {
        var unreceived: [String] = []
        var running = 0
        var location: SourceLocation?
    }

    private let contents = Mutex(Contents())

    func set(unreceived: [String], running: Int, location: SourceLocation) {
        contents.withLock { $0 = Contents(unreceived: unreceived, running: running, location: location) }
    }

    func report() {
        let current = contents.withLock { $0 }
        guard let location = current.location else { return }
        if !current.unreceived.isEmpty {
            let count = current.unreceived.count
            recordIssue(
                "The store received \(count) unexpected action\(count == 1 ? "" : "s"): "
                    + current.unreceived.joined(separator: ", "),
                sourceLocation: location)
        }
        if current.running > 0 {
            recordIssue(stillRunning(current.running), sourceLocation: location)
        }
    }
}

/// The message for effects still running at the end of a test.
private func stillRunning(_ count: Int) -> String {
    "\(count) effect\(count == 1 ? " is" : "s are") still running. "
        + "Each must end (or be cancelled) before the end of the test."
}

/// Records a test failure with a message built at run time.
private func recordIssue(_ message: String, sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
