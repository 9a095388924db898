import ComposableEngine
import ComposableTesting
import Testing

/// A feature with a synchronous delegate action and a held effect, to fail TestStore with.
struct Toggle: Reducer {
    struct State: Equatable {
        var isOn = false
        var taps = 0
        var answer: String?
    }

    enum Action: Equatable {
        case toggleButtonTapped
        case delegate(String)
        case askButtonTapped
        case answerResponse(String)
        case readUnsetDependency
        case wordButtonTapped
    }

    let gate: Gate

    @Dependency(\.word) var word

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .toggleButtonTapped:
            state.isOn.toggle()
            state.taps += 1
            return .send(.delegate(state.isOn ? "on" : "off"))
        case .delegate:
            return .none
        case .askButtonTapped:
            return .run { [gate] send in
                await gate.wait()
                await send(.answerResponse("42"))
            }
        case .answerResponse(let answer):
            state.answer = answer
            return .none
        case .readUnsetDependency:
            state.answer = word
            return .none
        case .wordButtonTapped:
            // Read inside the work, after it suspended: the task's own dependencies.
            return .run { [gate] send in
                await gate.wait()
                await send(.answerResponse(word))
            }
        }
    }
}

/// What the held effect waits for: ``open()`` (a latch: a wait after it returns at once, as an
/// effect's task may start after the test opened the gate), or the cancellation of the waiting
/// task, so that an effect a test leaves running on purpose ends when the store cancels it (a
/// waiter that ignored cancellation would stay suspended for good, its task and the gate
/// holding each other).
@MainActor
final class Gate: Sendable {
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    private var isOpen = false

    /// How many effects wait now.
    var waitingCount: Int { waiters.count }

    func wait() async {
        guard !isOpen else { return }
        let waiter = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiters[waiter] = $0 }
        } onCancel: {
            Task { @MainActor in self.resume(waiter) }
        }
    }

    func open() {
        isOpen = true
        let opened = waiters
        waiters = [:]
        for waiter in opened.values { waiter.resume() }
    }

    private func resume(_ waiter: Int) {
        waiters.removeValue(forKey: waiter)?.resume()
    }
}

private enum WordKey: DependencyKey {
    static let liveValue = "live"
}

extension DependencyValues {
    var word: String {
        get { self[WordKey.self] }
        set { self[WordKey.self] = newValue }
    }
}

@MainActor
@Suite("ComposableTesting: TestStore passes an exhaustive test")
struct TestStorePassingTests {
    @Test func sendAndReceiveAssertEveryChange() async {
        let gate = Gate()
        let store = TestStore(initialState: Toggle.State()) { Toggle(gate: gate) }
        await store.send(.toggleButtonTapped) {
            $0.isOn = true
            $0.taps = 1
        }
        await store.receive(.delegate("on"))
        await store.send(.askButtonTapped)
        gate.open()
        await store.receive(.answerResponse("42")) { $0.answer = "42" }
    }

    @Test func anOverriddenDependencyIsRead() async {
        let store = TestStore(initialState: Toggle.State()) {
            Toggle(gate: Gate())
        } withDependencies: {
            $0.word = "test"
        }
        await store.send(.readUnsetDependency) { $0.answer = "test" }
    }

    @Test func anEffectReadsTheOverriddenDependencyAfterItSuspends() async {
        let gate = Gate()
        let store = TestStore(initialState: Toggle.State()) {
            Toggle(gate: gate)
        } withDependencies: {
            $0.word = "test"
        }
        await store.send(.wordButtonTapped)
        gate.open()
        await store.receive(.answerResponse("test")) { $0.answer = "test" }
    }

    @Test func exhaustivityOffChecksOnlyWhatItNames() async {
        let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
        store.exhaustivity = .off
        await store.send(.toggleButtonTapped) { $0.isOn = true }
        await store.send(.toggleButtonTapped) { $0.taps = 2 }
        await store.send(.askButtonTapped)
    }
}

/// Each failure the TestStore reports, with its message.
@MainActor
@Suite("ComposableTesting: TestStore reports what a test left unasserted")
struct TestStoreFailureTests {
    private func expectIssue(containing text: String, _ body: () async -> Void) async {
        await withKnownIssue {
            await body()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(text) }
        }
    }

    @Test func anUnassertedStateChangeFailsWithADiff() async {
        await expectIssue(containing: "State was not expected to change after sending .toggleButtonTapped") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.toggleButtonTapped)
            await store.receive(.delegate("on"))
        }
        await expectIssue(containing: "  −   - isOn: false\n  −   - taps: 0\n  +   - isOn: true\n  +   - taps: 1") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.toggleButtonTapped)
            await store.receive(.delegate("on"))
        }
    }

    @Test func aWrongAssertionFailsWithADiff() async {
        await expectIssue(
            containing:
                "does not match the expectation:\n    ▿ ComposableTestingTests.Toggle.State\n      - isOn: true\n  −   - taps: 2\n  +   - taps: 1"
        ) {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.toggleButtonTapped) {
                $0.isOn = true
                $0.taps = 2
            }
            await store.receive(.delegate("on"))
        }
    }

    @Test func anUnreceivedActionFailsTheNextSend() async {
        await expectIssue(containing: "Must handle 1 received action before sending an action: .delegate(\"on\")") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.toggleButtonTapped) {
                $0.isOn = true
                $0.taps = 1
            }
            await store.send(.toggleButtonTapped) {
                $0.isOn = false
                $0.taps = 2
            }
            await store.receive(.delegate("off"))
        }
    }

    @Test func anUnreceivedActionFailsAtTheEnd() async {
        await expectIssue(containing: "The store received 1 unexpected action: .delegate(\"on\")") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.toggleButtonTapped) {
                $0.isOn = true
                $0.taps = 1
            }
        }
    }

    @Test func anEffectStillRunningFailsAtTheEnd() async {
        await expectIssue(containing: "1 effect is still running. Each must end (or be cancelled) before the end of the test.") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.askButtonTapped)
        }
    }

    @Test func finishReportsAnEffectStillRunning() async {
        await expectIssue(containing: "1 effect is still running") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.askButtonTapped)
            await store.finish()
        }
    }

    @Test func anExpectedActionThatNeverComesFails() async {
        await expectIssue(containing: "Expected to receive .answerResponse(\"42\"), but received none.") {
            let store = TestStore(initialState: Toggle.State()) {
                Toggle(gate: Gate())
            } withDependencies: {
                $0.word = "set"
            }
            await store.send(.readUnsetDependency) { $0.answer = "set" }
            await store.receive(.answerResponse("42"))
        }
    }

    @Test func aDifferentActionFails() async {
        await expectIssue(containing: "Received unexpected action:") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.toggleButtonTapped) {
                $0.isOn = true
                $0.taps = 1
            }
            await store.receive(.delegate("off"))
        }
    }

    @Test func aDependencyTheTestDidNotOverrideFails() async {
        await expectIssue(containing: "A dependency the test did not override was read: WordKey") {
            let store = TestStore(initialState: Toggle.State()) { Toggle(gate: Gate()) }
            await store.send(.readUnsetDependency) { $0.answer = "live" }
        }
    }
}
