import ComposableEngine
import Domain

/// The COVID-19 summary (seed 003): a tap of Load starts the request as an effect, cancellable
/// by id (`.cancellable(id:)`) as in TCA's `03-Effects-Cancellation` case study; its answer
/// comes back as `summaryResponse`. A tap while a request is in flight changes nothing.
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

    /// The cancellation id of the request in flight.
    private enum CancelID {
        case load
    }

    @Dependency(\.summaryService) var summaryService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .loadButtonTapped:
            // The screen disables Load while a request is in flight; a tap that arrives anyway
            // changes nothing, so only one request is ever in flight.
            guard !state.isLoading else { return .none }
            state.isLoading = true
            state.error = nil
            return .run { [summaryService] send in
                do throws(SummaryError) {
                    await send(.summaryResponse(.success(try await summaryService.fetchSummary())))
                } catch {
                    await send(.summaryResponse(.failure(error)))
                }
            }
            .cancellable(id: CancelID.load)
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

extension SummaryFeature.Action: CasePathable {
    /// The case paths `@CasePathable` would write.
    struct AllCasePaths: Sendable {
        let summaryResponse = AnyCasePath<SummaryFeature.Action, Result<Summary, SummaryError>>(
            embed: SummaryFeature.Action.summaryResponse,
            extract: { if case .summaryResponse(let result) = $0 { result } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
