import ComposableEngine
import Testing

@MainActor
@Suite("ComposableEngine: observe")
struct ObserveTests {
    @Test func runsAtOnceAndAgainWhenAFieldItReadChanges() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var counts: [Int] = []
        let token = observe { counts.append(store.count) }
        store.send(.incrementButtonTapped)
        #expect(counts == [0, 1])
        token.cancel()
    }

    @Test func aChangeToAFieldItDidNotReadDoesNotRunIt() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var runs = 0
        let token = observe {
            _ = store.count
            runs += 1
        }
        store.send(.unrelatedChanged)
        #expect(runs == 1)
        token.cancel()
    }

    @Test func readingTheWholeStateTracksEveryChange() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var runs = 0
        let token = observe {
            _ = store.state
            runs += 1
        }
        store.send(.unrelatedChanged)
        #expect(runs == 2)
        token.cancel()
    }

    @Test func aCancelledOrFreedTokenStops() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var runs = 0
        var token: ObserveToken? = observe {
            _ = store.count
            runs += 1
        }
        token?.cancel()
        store.send(.incrementButtonTapped)
        #expect(runs == 1)
        token = observe {
            _ = store.count
            runs += 1
        }
        token = nil
        store.send(.incrementButtonTapped)
        #expect(runs == 2)
    }
}
