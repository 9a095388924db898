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
/// // The load effect has begun and waits for the service: answer it.
/// service.respond(with: .success(summary))
/// await store.receive(\.summaryResponse.success) {
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
/// - ``finish()`` is called, or the store is freed, with received actions not asserted or
///   effects still running (those effects are cancelled; at the end of the test each is
///   reported at the `send` that started it, as in TCA);
/// - a reducer or effect reads a dependency the test did not override.
///
/// Effects run exactly as in the app's ``Store`` (each `.run` is a task that starts after the
/// reducer ran); ``send(_:assert:fileID:filePath:line:column:)`` returns once the work it
/// started has begun (run to its first suspension), as TCA's waits for `effectDidSubscribe`,
/// so a test can answer a fake service right after it. Actions effects send are run through
/// the reducer as they arrive and wait, with the state they produced, for `receive`. Waiting for an action or for effects
/// yields on the main actor until the action arrives (or the effects end) or a deadline on
/// `ContinuousClock` passes: ``timeout`` after the wait began, or the `timeout:` given.
///
/// - Note: Mirrors TCA's `TestStore` (`init(initialState:reducer:withDependencies:)`,
///   `send(_:assert:)` returning a ``TestStoreTask``, `receive(_:assert:)` by value or by case
///   key path, `finish()`, `skipReceivedActions(strict:)`, `skipInFlightEffects(strict:)`,
///   `exhaustivity`, `state`, `timeout`; `receive` and `finish` take `timeout:`).
///   Main-actor isolated.
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// The state as asserted so far: after the last `send` or `receive`.
    public private(set) var state: State

    /// How much the store insists be asserted; `.on` by default.
    public var exhaustivity: Exhaustivity = .on {
        didSet { updateLeftovers() }
    }

    /// How long `receive` and `finish` wait, when not told otherwise, for an action or for
    /// effects to end before they fail the test; 10 seconds by default (TCA's is 1 second).
    public var timeout: Duration = defaultTimeout

    /// The state after every action the reducer has run, asserted or not.
    private var reducedState: State
    private let reducer: any Reducer<State, Action>
    private let effects: EffectRunner<Action>
    private var received: [(action: Action, state: State)] = []
    private var isReducing = false
    private var queue: [(action: Action, isReceived: Bool)] = []
    private let leftovers = Leftovers()
    private let sourceLocation: SourceLocation
    /// Where each action that started work was sent, by the task list of its work: effects
    /// still running at the end are reported there. Pruned when the work ends.
    private var origins: [(tasks: EffectTasks, location: SourceLocation)] = []

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
        // An effect may end (or return after `task.cancel()`) when no assertion runs: what the
        // deinitializer reads is refreshed then, so it reports the effects running at the end.
        effects.workDidEnd = { [weak self] in self?.updateLeftovers() }
    }

    /// Whether the store is exhaustive, and whether skipped assertions are shown otherwise.
    private var isExhaustive: Bool { exhaustivity == .on }
    private var showsSkippedAssertions: Bool { exhaustivity == .off(showSkippedAssertions: true) }

    /// Sends an action and asserts the state it produced.
    ///
    /// - Parameters:
    ///   - action: The action to send.
    ///   - updateStateToExpectedResult: Changes the state before the action into the state
    ///     expected after it; `nil` when the action should change nothing.
    /// - Returns: The work the action started, to await or cancel (``TestStoreTask``).
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> TestStoreTask {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if !received.isEmpty {
            report(
                "Must handle \(received.count) received action\(received.count == 1 ? "" : "s") before sending an "
                    + "action: \(describe(received.map(\.action)))",
                location)
        }
        received.removeAll()
        state = reducedState
        let before = reducedState
        var tasks: EffectTasks?
        let after = reduce(action, isReceived: false, tasks: &tasks)
        if let tasks { origins.append((tasks, location)) }
        expect(from: before, to: after, updateStateToExpectedResult, verb: "sending", action: action, location)
        state = after
        // The work this action started begins before `send` returns (TCA waits for its
        // `effectDidSubscribe`): each `.run` task runs to its first suspension.
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while effects.hasUnstartedWork, ContinuousClock.now < deadline {
            await Task.yield()
        }
        updateLeftovers()
        return TestStoreTask(tasks: tasks)
    }

    /// Asserts that effects fed back an action equal to `expectedAction`, and the state it
    /// produced.
    ///
    /// - Parameters:
    ///   - expectedAction: The action expected next (with exhaustivity `.off`: the next one
    ///     equal to it, others skipped).
    ///   - duration: How long to wait for the action; ``timeout`` when `nil`.
    ///   - updateStateToExpectedResult: Changes the state before the action into the state
    ///     expected after it; `nil` when it should change nothing.
    public func receive(
        _ expectedAction: Action,
        timeout duration: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async where Action: Equatable {
        await receive(
            matching: { $0 == expectedAction }, expected: describe([expectedAction]),
            mismatch: { "Received unexpected action:\n\(StateDiff.lines(expected: expectedAction, actual: $0))" },
            updateStateToExpectedResult, timeout: duration ?? timeout,
            SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that effects fed back an action of a case (`\.summaryResponse.success`),
    /// whatever its payload, and the state it produced. Actions need not be `Equatable`.
    ///
    /// - Parameters:
    ///   - actionCase: The case expected next (with exhaustivity `.off`: the next action of
    ///     the case, others skipped).
    ///   - duration: How long to wait for the action; ``timeout`` when `nil`.
    ///   - updateStateToExpectedResult: Changes the state before the action into the state
    ///     expected after it; `nil` when it should change nothing.
    /// - Note: Mirrors TCA's `receive(_:timeout:assert:)` taking a `CaseKeyPath`.
    public func receive<Value>(
        _ actionCase: CaseKeyPath<Action, Value>,
        timeout duration: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async where Action: CasePathable {
        let casePath = Action.allCasePaths[keyPath: actionCase]
        await receive(
            matching: { casePath.extract(from: $0) != nil }, expected: "an action of the case \(actionCase)",
            mismatch: { "Received unexpected action: \(self.describe([$0])), not of the case \(actionCase)" },
            updateStateToExpectedResult, timeout: duration ?? timeout,
            SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that effects fed back an action of a case with a payload equal to `value`, and
    /// the state it produced; waits at most `duration` (``timeout`` when `nil`).
    ///
    /// - Note: Mirrors TCA's `receive(_:_:timeout:assert:)`.
    public func receive<Value: Equatable>(
        _ actionCase: CaseKeyPath<Action, Value>, _ value: Value,
        timeout duration: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async where Action: CasePathable {
        let casePath = Action.allCasePaths[keyPath: actionCase]
        await receive(
            matching: { casePath.extract(from: $0) == value }, expected: "\(value) of the case \(actionCase)",
            mismatch: { action in
                guard let payload = casePath.extract(from: action) else {
                    return "Received unexpected action: \(self.describe([action])), not of the case \(actionCase)"
                }
                return "Received unexpected action:\n\(StateDiff.lines(expected: value, actual: payload))"
            },
            updateStateToExpectedResult, timeout: duration ?? timeout,
            SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func receive(
        matching matches: (Action) -> Bool, expected: String, mismatch: (Action) -> String,
        _ updateStateToExpectedResult: ((inout State) throws -> Void)?, timeout: Duration,
        _ location: SourceLocation
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        // Exhaustive: the next action received, whatever it is. Otherwise, as TCA's: the first
        // matching one; the actions before it stay until it arrives, and are kept if it never
        // does.
        func arrived() -> Bool {
            isExhaustive ? !received.isEmpty : received.contains { matches($0.action) }
        }
        // Work no longer tracked (``skipInFlightEffects(strict:fileID:filePath:line:column:)``)
        // may still send it.
        while !arrived(), effects.hasWorkRunning, ContinuousClock.now < deadline {
            await Task.yield()
        }
        if !isExhaustive, arrived() {
            while let first = received.first, !matches(first.action) {
                if showsSkippedAssertions {
                    recordKnownIssue("Skipped receiving \(describe([first.action]))", location)
                }
                state = first.state
                received.removeFirst()
            }
        }
        guard arrived() else {
            recordIssue(
                "Expected to receive \(expected), but received none"
                    + (effects.inFlightCount > 0 ? " after \(timeout) (an effect is still running)" : "") + ".",
                sourceLocation: location)
            return
        }
        let (action, after) = received.removeFirst()
        guard matches(action) else {
            recordIssue(mismatch(action) + "\n(Expected: −, Received: +)", sourceLocation: location)
            state = after
            updateLeftovers()
            return
        }
        expect(from: state, to: after, updateStateToExpectedResult, verb: "receiving", action: action, location)
        state = after
        updateLeftovers()
    }

    /// Waits for every effect still running to end, at most `duration` (``timeout`` when
    /// `nil`); then, with exhaustivity `.on`, fails the test for received actions never
    /// asserted and for effects still running (which it cancels).
    ///
    /// - Note: Mirrors TCA's `finish(timeout:)`.
    public func finish(
        timeout duration: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let deadline = ContinuousClock.now.advanced(by: duration ?? timeout)
        while effects.inFlightCount > 0, ContinuousClock.now < deadline {
            await Task.yield()
        }
        if !received.isEmpty {
            report(unexpectedActions(received.map { ".\(String(describing: $0.action))" }), location)
            state = reducedState
            received.removeAll()
        }
        if effects.inFlightCount > 0 {
            report(stillRunning(effects.inFlightCount), location)
            // Reported here: cancelled, and not reported again at the end of the test.
            effects.cancelAll()
            effects.stopTracking()
        }
        updateLeftovers()
    }

    /// Passes over the actions effects fed back and not yet asserted: the state becomes the
    /// state after the last. What it skipped is shown as a known issue (the test passes) with
    /// exhaustivity `.on` or `.off(showSkippedAssertions: true)`, not with `.off`.
    ///
    /// - Parameter strict: Whether to fail the test when there is nothing to skip.
    /// - Note: Mirrors TCA's `skipReceivedActions(strict:)`, whose report of the skipped
    ///   actions is an expected failure in exhaustive mode; Swift Testing's form of it is a
    ///   known issue (`withKnownIssue`).
    public func skipReceivedActions(
        strict: Bool = true,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await Task.yield()
        guard !received.isEmpty else {
            if strict { recordIssue("There were no received actions to skip.", sourceLocation: location) }
            return
        }
        if isExhaustive || showsSkippedAssertions {
            recordKnownIssue(
                "\(received.count) received action\(received.count == 1 ? " was" : "s were") skipped: "
                    + describe(received.map(\.action)),
                location)
        }
        state = reducedState
        received.removeAll()
        updateLeftovers()
    }

    /// Stops tracking the effects still running, so the test need not wait for them nor end
    /// them: they run on (an action they send is still received), and are cancelled when the
    /// store is freed. What it skipped is shown as a known issue with exhaustivity `.on` or
    /// `.off(showSkippedAssertions: true)`.
    ///
    /// - Parameter strict: Whether to fail the test when no effect is running.
    /// - Note: Mirrors TCA's `skipInFlightEffects(strict:)`, which empties its set of
    ///   in-flight effects without cancelling them, and reports them as an expected failure
    ///   in exhaustive mode (a known issue here).
    public func skipInFlightEffects(
        strict: Bool = true,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await Task.yield()
        let count = effects.inFlightCount
        guard count > 0 else {
            if strict { recordIssue("There were no in-flight effects to skip.", sourceLocation: location) }
            return
        }
        if isExhaustive || showsSkippedAssertions {
            recordKnownIssue("\(count) in-flight effect\(count == 1 ? " was" : "s were") skipped", location)
        }
        effects.stopTracking()
        updateLeftovers()
    }

    /// Runs `action` and everything it queues through the reducer, recording the actions
    /// effects feed back (every one but a sent action) with the state each produced.
    ///
    /// - Parameter tasks: The tasks of the action that started the chain: every `.run` task
    ///   joins it.
    /// - Returns: The state right after `action` itself, before the actions it queued.
    @discardableResult
    private func reduce(_ action: Action, isReceived: Bool, tasks: inout EffectTasks?) -> State {
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
                effects.run(effect, tasks: &tasks) { [weak self] action, origin in
                    var joined = origin
                    self?.reduce(action, isReceived: true, tasks: &joined)
                }
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
        var expected = isExhaustive ? before : after
        do {
            try update?(&expected)
        } catch {
            Issue.record(
                error, Comment(rawValue: "Threw while asserting the state after \(verb) \(describe([action]))"),
                sourceLocation: location)
            return
        }
        if expected != after {
            let diff = StateDiff.lines(expected: expected, actual: after)
            if update == nil, isExhaustive {
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
            return
        }
        guard showsSkippedAssertions else { return }
        // What an exhaustive test would have had to assert beyond the closure.
        var exhaustive = before
        try? update?(&exhaustive)
        guard exhaustive != after else { return }
        recordKnownIssue(
            "A state change after \(verb) \(describe([action])) was not asserted:\n"
                + "\(StateDiff.lines(expected: exhaustive, actual: after))\n(Expected: −, Actual: +)",
            location)
    }

    /// Reports what exhaustive mode fails for: a failure when `.on`, a known issue when
    /// `.off(showSkippedAssertions: true)`, nothing when `.off`.
    private func report(_ message: String, _ location: SourceLocation) {
        if isExhaustive {
            recordIssue(message, sourceLocation: location)
        } else if showsSkippedAssertions {
            recordKnownIssue(message, location)
        }
    }

    private func describe(_ actions: [Action]) -> String {
        actions.map { ".\(String(describing: $0))" }.joined(separator: ", ")
    }

    /// Copies what would be left over now into the box the deinitializer reads: each effect
    /// still running is reported at the `send` that started it.
    private func updateLeftovers() {
        origins.removeAll { $0.tasks.runningCount == 0 }
        let unreceived = isExhaustive ? received.map { ".\(String(describing: $0.action))" } : []
        var running: [SourceLocation] = []
        if isExhaustive, effects.inFlightCount > 0 {
            for tasks in effects.inFlightLists {
                running.append(origins.first { $0.tasks === tasks }?.location ?? sourceLocation)
            }
        }
        leftovers.set(unreceived: unreceived, running: running, location: sourceLocation)
    }

    /// Reports what is left unasserted, in the test's task (a plain, synchronous deinit runs
    /// where the last reference is dropped). The effect runner, freed with the store, cancels
    /// the effects still running.
    deinit {
        leftovers.report()
    }
}

/// How long a test store's waits last when not told otherwise: 10 seconds, where TCA's default
/// is 1 second. The kit's suite runs a thousand tests at once, most of them on the main actor,
/// where an effect's `send` waits its turn: 1 second was passed there by effects that were on
/// their way. A wait returns as soon as what it waits for happens, or at once when no effect is
/// running, so only a test that fails waits this long.
let defaultTimeout = Duration.seconds(10)

/// What a test store would leave unasserted if it were freed now, readable from its
/// deinitializer.
private final class Leftovers: Sendable {
    private struct Contents {
        var unreceived: [String] = []
        /// Where each effect still running was started.
        var running: [SourceLocation] = []
        var location: SourceLocation?
    }

    private let contents = Mutex(Contents())

    func set(unreceived: [String], running: [SourceLocation], location: SourceLocation) {
        contents.withLock { $0 = Contents(unreceived: unreceived, running: running, location: location) }
    }

    func report() {
        let current = contents.withLock { $0 }
        guard let location = current.location else { return }
        if !current.unreceived.isEmpty {
            recordIssue(unexpectedActions(current.unreceived), sourceLocation: location)
        }
        // One report per `send`, at its line, for the effects it started.
        var reported: [SourceLocation] = []
        for origin in current.running where !reported.contains(origin) {
            reported.append(origin)
            recordIssue(stillRunning(current.running.count { $0 == origin }), sourceLocation: origin)
        }
    }
}

/// The message for received actions never asserted.
private func unexpectedActions(_ actions: [String]) -> String {
    "The store received \(actions.count) unexpected action\(actions.count == 1 ? "" : "s"): "
        + actions.joined(separator: ", ")
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

/// Records what an exhaustive test would have failed for, as a known issue: the test passes
/// and shows it.
private func recordKnownIssue(_ message: String, _ location: SourceLocation) {
    withKnownIssue {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
