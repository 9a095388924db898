import ComposableEngine
import Testing

/// A parent presenting two children of the same feature at once, whose effects use the same
/// cancellation id (`Counter`'s "wait", cancelled in flight).
struct TwoPresented: Reducer {
    struct State: Equatable {
        @PresentationState var first: Counter.State?
        @PresentationState var second: Counter.State?
    }

    enum Action: Equatable, CasePathable {
        case first(PresentationAction<Counter.Action>)
        case second(PresentationAction<Counter.Action>)
        case presentBothButtonTapped
        case cancelWaitButtonTapped

        struct AllCasePaths: Sendable {
            let first = AnyCasePath<Action, PresentationAction<Counter.Action>>(
                embed: Action.first, extract: { if case .first(let action) = $0 { action } else { nil } })
            let second = AnyCasePath<Action, PresentationAction<Counter.Action>>(
                embed: Action.second, extract: { if case .second(let action) = $0 { action } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    let gate: Gate

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .presentBothButtonTapped:
                state.first = Counter.State()
                state.second = Counter.State()
                return .none
            case .cancelWaitButtonTapped:
                // "wait" from the parent: every child's effect of that id, as in TCA.
                return .cancel(id: "wait")
            case .first, .second:
                return .none
            }
        }
        .ifLet(\.$first, action: \.first) { Counter(gate: gate) }
        .ifLet(\.$second, action: \.second) { Counter(gate: gate) }
    }
}

@MainActor
@Suite("ComposableEngine: cancellation ids are scoped per presented child")
struct CancellationScopeTests {
    @Test func twoPresentedChildrenUsingOneIDDoNotCancelEachOther() async {
        let gate = Gate()
        let store = Store(initialState: TwoPresented.State()) { TwoPresented(gate: gate) }
        store.send(.presentBothButtonTapped)
        let first = store.send(.first(.presented(.startWaiting(id: 1))))
        let second = store.send(.second(.presented(.startWaiting(id: 2))))
        await yield { gate.waitingCount == 2 }
        gate.open()
        await first.finish()
        await second.finish()
        #expect(gate.resumedCancelled == [false, false])
        #expect(store.state.first?.log == ["start 1", "waited 1"])
        #expect(store.state.second?.log == ["start 2", "waited 2"])
    }

    @Test func aChildCancelsItsOwnEffectByID() async {
        let gate = Gate()
        let store = Store(initialState: TwoPresented.State()) { TwoPresented(gate: gate) }
        store.send(.presentBothButtonTapped)
        store.send(.first(.presented(.startWaiting(id: 1))))
        store.send(.second(.presented(.startWaiting(id: 2))))
        await yield { gate.waitingCount == 2 }
        store.send(.first(.presented(.cancelWaiting(id: 1))))
        gate.open()
        await yield { store.state.second?.log.count == 2 }
        for _ in 0..<20 { await Task.yield() }
        #expect(store.state.first?.log == ["start 1"])
        #expect(store.state.second?.log == ["start 2", "waited 2"])
    }

    @Test func theParentsIDReachesItsChildrensEffects() async {
        let gate = Gate()
        let store = Store(initialState: TwoPresented.State()) { TwoPresented(gate: gate) }
        store.send(.presentBothButtonTapped)
        store.send(.first(.presented(.startWaiting(id: 1))))
        store.send(.second(.presented(.startWaiting(id: 2))))
        await yield { gate.waitingCount == 2 }
        store.send(.cancelWaitButtonTapped)
        gate.open()
        await yield { gate.resumedCancelled.count == 2 }
        #expect(gate.resumedCancelled == [true, true])
        #expect(store.state.first?.log == ["start 1"])
        #expect(store.state.second?.log == ["start 2"])
    }

    @Test func dismissingOneChildCancelsOnlyItsEffects() async {
        let gate = Gate()
        let store = Store(initialState: TwoPresented.State()) { TwoPresented(gate: gate) }
        store.send(.presentBothButtonTapped)
        store.send(.first(.presented(.startWaiting(id: 1))))
        let second = store.send(.second(.presented(.startWaiting(id: 2))))
        await yield { gate.waitingCount == 2 }
        store.send(.first(.dismiss))
        gate.open()
        await second.finish()
        await yield { gate.resumedCancelled.count == 2 }
        #expect(gate.resumedCancelled.sorted { !$0 && $1 } == [false, true])
        #expect(store.state.first == nil)
        #expect(store.state.second?.log == ["start 2", "waited 2"])
    }
}
