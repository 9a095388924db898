import ComposableEngine
import Testing

private struct Failure: Error {}

/// Two logs written by two reducers, to see the order `CombineReducers` runs them in, and an
/// effect that throws.
private struct Logger: Reducer {
    struct State: Equatable {
        var log: [String] = []
    }

    enum Action: Equatable {
        case tapped
        case failed(String)
    }

    var body: some ReducerOf<Self> {
        CombineReducers {
            Reduce { state, action in
                if action == .tapped { state.log.append("first") }
                return .none
            }
            Reduce { state, action in
                switch action {
                case .tapped:
                    state.log.append("second")
                    return .run { _ in
                        throw Failure()
                    } catch: { error, send in
                        await send(.failed(error is Failure ? "caught" : "other"))
                    }
                case .failed(let text):
                    state.log.append(text)
                    return .none
                }
            }
        }
    }
}

@MainActor
@Suite("ComposableEngine: composition and errors")
struct CompositionTests {
    @Test func combineReducersRunsThemInOrderAndCatchHandlesAThrownError() async {
        let store = Store(initialState: Logger.State()) { Logger() }
        await store.send(.tapped).finish()
        #expect(store.log == ["first", "second", "caught"])
    }

    @Test func mapTurnsEveryActionAnEffectSends() {
        let store = Store(initialState: [String]()) {
            Reduce<[String], String> { state, action in
                state.append(action)
                return action == "start" ? Effect<Int>.merge(.send(1), .send(2)).map { "\($0)" } : .none
            }
        }
        store.send("start")
        #expect(store.state == ["start", "1", "2"])
    }
}
