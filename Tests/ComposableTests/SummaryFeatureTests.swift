import ComposableEngine
import ComposableTesting
import Domain
import TestSupport
import Testing

@testable import Composable

/// Summary, exhaustively: the request is an effect whose answer the test receives.
@MainActor
@Suite("TCA: Summary's reducer")
struct SummaryFeatureTests {
    @Test func aTapLoadsAndTheAnswerIsReceived() async {
        let service = ControlledSummaryService()
        let store = TestStore(initialState: SummaryFeature.State(error: .unreachable)) {
            SummaryFeature()
        } withDependencies: {
            $0.summaryService = service
        }
        let load = await store.send(.loadButtonTapped) {
            $0.isLoading = true
            $0.error = nil
        }
        #expect(store.state.toastMessage == nil, "a new tap hides the toast")
        await service.nextRequest()
        service.respond(with: .success(.sample()))
        await store.receive(\.summaryResponse.success) {
            $0.isLoading = false
            $0.lastSuccess = .sample()
        }
        await load.finish()
        #expect(service.fetchCount == 1)
    }

    @Test func aSecondTapWhileLoadingChangesNothing() async {
        let service = ControlledSummaryService()
        let store = TestStore(initialState: SummaryFeature.State()) {
            SummaryFeature()
        } withDependencies: {
            $0.summaryService = service
        }
        await store.send(.loadButtonTapped) { $0.isLoading = true }
        await service.nextRequest()
        // No state change and no effect: the first request stays the only one in flight.
        await store.send(.loadButtonTapped)
        service.respond(with: .success(.sample()))
        await store.receive(\.summaryResponse.success) {
            $0.isLoading = false
            $0.lastSuccess = .sample()
        }
        await store.finish()
        #expect(service.fetchCount == 1)
        #expect(service.pendingCount == 0)
    }

    @Test func aFailureKeepsTheLastSuccess() async {
        let service = ControlledSummaryService()
        let store = TestStore(initialState: SummaryFeature.State(lastSuccess: .sample())) {
            SummaryFeature()
        } withDependencies: {
            $0.summaryService = service
        }
        await store.send(.loadButtonTapped) { $0.isLoading = true }
        await service.nextRequest()
        service.respond(with: .failure(.serverError(statusCode: 500)))
        await store.receive(\.summaryResponse.failure, .serverError(statusCode: 500)) {
            $0.isLoading = false
            $0.error = .serverError(statusCode: 500)
        }
        #expect(store.state.toastMessage == "Server error (HTTP 500)")
    }

    /// The state keeps the failure's kind; its `toastMessage` is the contract's text for it.
    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsText(_ error: SummaryError, _ text: String) {
        #expect(SummaryFeature.State(error: error).toastMessage == text)
    }
}
