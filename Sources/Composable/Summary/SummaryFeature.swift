import ComposableEngine
import Domain

/// The COVID-19 summary (seed 003): a tap of Load starts the request as an effect; its answer
/// comes back as `summaryResponse`.
struct SummaryFeature: Reducer {
    struct State: Equatable {
        var isLoading = false
        /// The last summary that loaded; kept when a later request fails.
        var lastSuccess: Summary?
        /// The message of the last failure, until the next load starts.
        var errorMessage: String?
    }

    enum Action: Equatable {
        case loadButtonTapped
        case summaryResponse(Result<Summary, SummaryError>)
    }

    @Dependency(\.summaryService) var summaryService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .loadButtonTapped:
            guard !state.isLoading else { return .none }
            state.isLoading = true
            state.errorMessage = nil
            return .run { [summaryService] send in
                do throws(SummaryError) {
                    send(.summaryResponse(.success(try await summaryService.fetchSummary())))
                } catch {
                    send(.summaryResponse(.failure(error)))
                }
            }
        case .summaryResponse(.success(let summary)):
            state.isLoading = false
            state.lastSuccess = summary
            return .none
        case .summaryResponse(.failure(let error)):
            state.isLoading = false
            state.errorMessage = error.message
            return .none
        }
    }
}
