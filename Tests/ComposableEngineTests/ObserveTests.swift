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

    @Test func aCancelledOrFreedTokenLeavesTheStoreAtOnce() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var first: ObserveToken? = observe { _ = store.count }
        let second = observe { _ = store.count }
        #expect(store.observationCount == 2)
        first = nil
        #expect(store.observationCount == 1)
        second.cancel()
        #expect(store.observationCount == 0)
        _ = first
    }

    @Test func aTokenFreedByAnEarlierObservationDoesNotRun() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var secondRuns = 0
        var second: ObserveToken?
        let first = observe {
            if store.count == 1 { second = nil }
        }
        second = observe {
            _ = store.count
            secondRuns += 1
        }
        store.send(.incrementButtonTapped)
        #expect(secondRuns == 1)
        #expect(store.observationCount == 1)
        store.send(.incrementButtonTapped)
        #expect(secondRuns == 1)
        #expect(second == nil)
        first.cancel()
    }

    @Test func aTokenFreedByItsOwnRunStops() {
        let store = Store(initialState: Counter.State()) { Counter(gate: Gate()) }
        var runs = 0
        var token: ObserveToken?
        token = observe {
            runs += 1
            if store.count == 1 { token = nil }
        }
        store.send(.incrementButtonTapped)
        store.send(.incrementButtonTapped)
        #expect(runs == 2)
        #expect(token == nil)
        #expect(store.observationCount == 0)
    }
}
