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
        let store = TestStore(initialState: SummaryFeature.State(errorMessage: "old")) {
            SummaryFeature()
        } withDependencies: {
            $0.summaryService = service
        }
        await store.send(.loadButtonTapped) {
            $0.isLoading = true
            $0.errorMessage = nil
        }
        await service.nextRequest()
        await store.send(.loadButtonTapped)
        service.respond(with: .success(.sample()))
        await store.receive(.summaryResponse(.success(.sample()))) {
            $0.isLoading = false
            $0.lastSuccess = .sample()
        }
        #expect(service.fetchCount == 1)
    }

    @Test func aFailureKeepsTheLastSuccess() async {
        let service = ControlledSummaryService()
        let store = TestStore(initialState: SummaryFeature.State(lastSuccess: .sample())) {
            SummaryFeature()
        } withDependencies: {
            $0.summaryService = service
        }
        await store.send(.loadButtonTapped) { $0.isLoading = true }
        service.respond(with: .failure(.serverError(statusCode: 500)))
        await store.receive(.summaryResponse(.failure(.serverError(statusCode: 500)))) {
            $0.isLoading = false
            $0.errorMessage = "Server error (HTTP 500)"
        }
    }
}
