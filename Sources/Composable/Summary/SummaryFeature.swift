import ComposableEngine
import Domain

/// The COVID-19 summary (seed 003): a tap of Load starts the request as an effect; its answer
/// comes back as `summaryResponse`.
struct SummaryFeature: Reducer {
    struct State: Equatable {
        var isLoading = false
        /// The last summary that loaded; kept when a later request fails.
        var lastSuccess: Summary?
        /// Why the last request failed, until the next load starts.
        var error: SummaryError?

        /// The `toast`'s message for ``error`` (Docs/Contract.md §4), or `nil` while it is hidden.
        var toastMessage: String? {
            switch error {
            case nil: nil
            case .unreachable: "Could not reach the server"
            case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
            case .serverMessage(let message): message
            case .unexpectedResponse: "Unexpected response from the server"
            }
        }
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
            state.error = nil
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
            state.error = error
            return .none
        }
    }
}
