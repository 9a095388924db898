import Testing

@testable import ComposableEngine

@MainActor
@Suite("ComposableEngine: Store")
struct StoreTests {
    @Test func sendRunsTheReducer() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        store.send(.incrementButtonTapped)
        store.send(.incrementButtonTapped)
        #expect(store.count == 2)
    }

    @Test func sentEffectsRunAfterTheCurrentActionInOrder() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        store.send(.delegateTwice)
        #expect(store.log == ["delegateTwice", "first", "second"])
    }

    @Test func anActionSentByAnObserverIsQueuedNotNested() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var seen: [[String]] = []
        let token = observe {
            seen.append(store.log)
            if store.count == 1, !store.log.contains("first") { store.send(.delegateTwice) }
        }
        store.send(.incrementButtonTapped)
        #expect(store.log == ["increment", "delegateTwice", "first", "second"])
        // The observer never saw a half-run action: only the states between whole sends.
        #expect(seen == [[], ["increment"], ["increment", "delegateTwice", "first", "second"]])
        token.cancel()
    }

    @Test func aRunEffectStartsAfterSendReturnsAndItsTaskFinishesWithIt() async {
        let store = Store(initialState: Counter.State()) {
            Counter(gate: Gate())
        } withDependencies: {
            $0.greeting = "hello"
        }
        let task = store.send(.readDependency)
        #expect(store.log == ["hello"], "the effect's work is a task, not run inside send")
        await task.finish()
        #expect(store.log == ["hello", "effect: hello"])
    }

    @Test func aStoreTaskAwaitsTheEffectsOfTheActionsItsEffectsSent() async {
        let gate = Gate()
        let store = Store(initialState: Counter.State()) { Counter(gate: gate) }
        let task = store.send(.startWaiting(id: 1))
        #expect(!task.isCancelled)
        await yield { gate.waitingCount == 1 }
        gate.open()
        await task.finish()
        #expect(store.log == ["start 1", "waited 1"])
    }

    @Test func anActionWithoutEffectsHasAnEmptyTask() async {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        let task = store.send(.incrementButtonTapped)
        #expect(task.isCancelled, "as in TCA, a task with no work reads as cancelled")
        await task.finish()
    }

    @Test func cancellingAStoreTaskCancelsItsEffects() async {
        let gate = Gate()
        let store = Store(initialState: Counter.State()) { Counter(gate: gate) }
        let task = store.send(.startWaiting(id: 1))
        await yield { gate.waitingCount == 1 }
        task.cancel()
        #expect(task.isCancelled)
        gate.open()
        await task.finish()
        #expect(gate.resumedCancelled == [true])
        #expect(store.log == ["start 1"], "what a cancelled effect sends is dropped")
    }

    @Test func aSuspendedEffectFeedsBackWhenItResumes() async {
        let gate = Gate()
        let store = Store(initialState: Counter.State()) { Counter(gate: gate) }
        store.send(.startWaiting(id: 1))
        await yield { gate.waitingCount == 1 }
        #expect(store.log == ["start 1"])
        gate.open()
        await yield { store.log.count == 2 }
        #expect(store.log == ["start 1", "waited 1"])
    }

    @Test func cancelInFlightCancelsTheEarlierEffect() async {
        let gate = Gate()
        let store = Store(initialState: Counter.State()) { Counter(gate: gate) }
        store.send(.startWaiting(id: 1))
        store.send(.startWaiting(id: 2))
        await yield { gate.waitingCount == 2 }
        gate.open()
        await yield { store.log.contains("waited 2") }
        for _ in 0..<20 { await Task.yield() }
        #expect(store.log == ["start 1", "start 2", "waited 2"])
    }

    @Test func cancelByIDDropsWhatTheEffectSendsAfterwards() async {
        let gate = Gate()
        let store = Store(initialState: Counter.State()) { Counter(gate: gate) }
        store.send(.startWaiting(id: 1))
        await yield { gate.waitingCount == 1 }
        store.send(.cancelWaiting(id: 1))
        gate.open()
        for _ in 0..<50 { await Task.yield() }
        #expect(store.log == ["start 1"])
    }

    @Test func droppingTheStoreCancelsItsEffects() async {
        let gate = Gate()
        var store: StoreOf<Counter>? = Store(initialState: Counter.State()) { Counter(gate: gate) }
        weak let weakStore = store
        store?.send(.startWaiting(id: 1))
        await yield { gate.waitingCount == 1 }
        store = nil
        #expect(weakStore == nil)
        gate.open()
        await yield { !gate.resumedCancelled.isEmpty }
        #expect(gate.resumedCancelled == [true])
    }

    @Test func anEffectsSendKeptPastItsStoreDropsWhatItSends() async {
        // The effect hands its `send` out; called outside any task, `Task.isCancelled` is false,
        // so only the send's own check of the store's lifetime stands between it and a freed
        // store.
        let kept = KeptSend()
        var store: Store<Int, Bool>? = Store(initialState: 0) {
            Reduce { count, handOut in
                count += 1
                return handOut ? .run { send in kept.send = send } : .none
            }
        }
        weak let weakStore = store
        await store?.send(true).finish()
        #expect(store?.state == 1)
        await kept.send?(false)
        #expect(store?.state == 2)
        store = nil
        #expect(weakStore == nil)
        await kept.send?(false)
        #expect(kept.send != nil)
    }

    @Test func anEffectThatSendsAsItsStoreEndsIsDropped() async {
        let gate = Gate()
        var store: Store<Int, Bool>? = Store(initialState: 0) {
            Reduce { count, start in
                count += 1
                guard start else { return .none }
                return .run { send in
                    await withTaskCancellationHandler {
                        await gate.wait()
                    } onCancel: {
                        // Run at once by the cancellation, on the main actor, while the store's
                        // core is being freed: the action must be dropped, not run on it.
                        MainActor.assumeIsolated { send.send(false) }
                    }
                }
            }
        }
        weak let weakStore = store
        store?.send(true)
        await yield { gate.waitingCount == 1 }
        store = nil
        #expect(weakStore == nil)
        gate.open()
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func theStoreReadsItsOwnDependencies() async {
        let live = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        await live.send(.readDependency).finish()
        #expect(live.log == ["live", "effect: live"])
    }
}

/// Where a test's effect leaves its `send`.
@MainActor
private final class KeptSend {
    var send: Send<Bool>?
}
