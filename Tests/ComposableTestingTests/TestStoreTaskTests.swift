import ComposableEngine
import ComposableTesting
import Testing

/// A feature whose actions are not `Equatable` (an error payload): received by case key path.
struct Fetcher: Reducer {
    struct State: Equatable {
        var value: Int?
        var failed = false
    }

    enum Action: CasePathable {
        case fetchButtonTapped(fails: Bool)
        case response(Result<Int, any Error>)

        struct AllCasePaths: Sendable {
            let response = AnyCasePath<Action, Result<Int, any Error>>(
                embed: Action.response, extract: { if case .response(let result) = $0 { result } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    struct Failure: Error {}

    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetchButtonTapped(let fails):
            return .run { [gate] send in
                await gate.wait()
                await send(.response(fails ? .failure(Failure()) : .success(42)))
            }
        case .response(.success(let value)):
            state.value = value
            return .none
        case .response(.failure):
            state.failed = true
            return .none
        }
    }
}

@MainActor
@Suite("ComposableTesting: TestStore's tasks and receiving by case")
struct TestStoreTaskTests {
    @Test func anActionOfACaseIsReceivedByItsKeyPath() async {
        let gate = Gate()
        let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: gate) }
        await store.send(.fetchButtonTapped(fails: false))
        gate.open()
        await store.receive(\.response.success) { $0.value = 42 }
    }

    @Test func anActionOfACaseIsReceivedByItsKeyPathAndPayload() async {
        let gate = Gate()
        let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: gate) }
        await store.send(.fetchButtonTapped(fails: false))
        gate.open()
        await store.receive(\.response.success, 42) { $0.value = 42 }
    }

    @Test func anActionOfAnotherCaseFails() async {
        await withKnownIssue {
            let gate = Gate()
            let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: gate) }
            await store.send(.fetchButtonTapped(fails: true))
            gate.open()
            await store.receive(\.response.success) { $0.value = 42 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Received unexpected action: .response(Swift.Result") }
        }
    }

    @Test func anotherPayloadOfTheCaseFails() async {
        await withKnownIssue {
            let gate = Gate()
            let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: gate) }
            await store.send(.fetchButtonTapped(fails: false))
            gate.open()
            await store.receive(\.response.success, 7) { $0.value = 42 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("  − - 7\n  + - 42") }
        }
    }

    @Test func aSentActionsTaskIsAwaitedBeforeReceiving() async {
        let gate = Gate()
        let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: gate) }
        let task = await store.send(.fetchButtonTapped(fails: false))
        #expect(!task.isCancelled)
        gate.open()
        await task.finish()
        await store.receive(\.response) { $0.value = 42 }
    }

    @Test func cancellingASentActionsTaskEndsItsEffects() async {
        let responder = Responder()
        let store = TestStore(initialState: Asker.State()) { Asker(responder: responder) }
        let task = await store.send(.askButtonTapped)
        await task.cancel()
        #expect(task.isCancelled)
        // The effect's work returned: nobody waits for the service any more, and nothing is
        // received or running at the end.
        #expect(!responder.respond("42"))
        await store.finish()
        #expect(store.state.answer == nil)
    }

    /// Without `store.finish()`: the end of the test sees the cancelled effect gone, not the
    /// state from the last assertion, when it was still running.
    @Test func aTestEndingWithTheTasksCancelPasses() async {
        let gate = Gate()
        let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: gate) }
        let task = await store.send(.fetchButtonTapped(fails: false))
        await task.cancel()
        #expect(task.isCancelled)
    }

    /// The wait lasts until its deadline on `ContinuousClock` (not a count of yields), then
    /// fails the test.
    @Test func receiveGivesUpAtItsTimeout() async {
        let clock = ContinuousClock()
        let start = clock.now
        await withKnownIssue {
            let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: Gate()) }
            await store.send(.fetchButtonTapped(fails: false))
            await store.receive(\.response.success, timeout: .milliseconds(200)) { $0.value = 42 }
            await store.skipInFlightEffects()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("but received none after") }
        }
        #expect(clock.now - start >= .milliseconds(200))
    }

    @Test func aTaskStillRunningFailsItsFinish() async {
        await withKnownIssue {
            let store = TestStore(initialState: Fetcher.State()) { Fetcher(gate: Gate()) }
            let task = await store.send(.fetchButtonTapped(fails: false))
            await task.finish()
            await store.skipInFlightEffects()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected the task to finish, but it is still in flight.") }
        }
    }
}
