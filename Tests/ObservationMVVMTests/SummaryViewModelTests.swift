import Domain
import TestSupport
import Testing

@testable import ObservationMVVM

/// Summary's view model: send the Load event, answer the fetch by hand, read the outputs. No
/// widgets, no sleeping.
@MainActor
@Suite("Observation MVVM: Summary's view model")
struct SummaryViewModelTests {
    let service = ControlledSummaryService()

    /// Taps Load, answers the fetch with `result` and waits until the view model has updated.
    func load(_ viewModel: SummaryViewModel, answering result: Result<Summary, SummaryError>) async throws {
        viewModel.loadButtonTapped()
        let task = try #require(viewModel.loadTask)
        await service.nextRequest()
        service.respond(with: result)
        await task.value
    }

    @Test func outputsBeforeTheFirstLoad() {
        let viewModel = SummaryViewModel(summaryService: service)
        #expect(viewModel.status == .idle)
        #expect(viewModel.loadButtonIsEnabled)
        #expect(!viewModel.loadingIndicatorIsAnimating)
        #expect(viewModel.globalText == nil)
        #expect(viewModel.globalLabelIsHidden)
        #expect(viewModel.countryTitles.isEmpty)
        #expect(viewModel.errorText == nil)
        #expect(service.fetchCount == 0)
    }

    @Test func loadGoesThroughLoadingToTheSummary() async throws {
        let viewModel = SummaryViewModel(summaryService: service)
        #expect(invalidates({ _ = viewModel.loadButtonIsEnabled }, when: viewModel.loadButtonTapped))
        #expect(viewModel.loadingIndicatorIsAnimating)
        #expect(!viewModel.loadButtonIsEnabled)
        viewModel.loadButtonTapped()  // disabled in flight: a tap that comes anyway starts nothing
        await service.nextRequest()
        #expect(service.fetchCount == 1)
        service.respond(with: .success(.sample()))
        await viewModel.loadTask?.value
        #expect(viewModel.status == .idle)
        #expect(viewModel.globalText == "Global: 423 new cases, 111 new deaths")
        #expect(!viewModel.globalLabelIsHidden)
        #expect(viewModel.countryTitles == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsText(_ error: SummaryError, _ text: String) async throws {
        let viewModel = SummaryViewModel(summaryService: service)
        try await load(viewModel, answering: .failure(error))
        #expect(viewModel.errorText == text)
    }

    @Test func aFailureShowsItsMessageAndKeepsTheLastSummary() async throws {
        let viewModel = SummaryViewModel(summaryService: service)
        try await load(viewModel, answering: .success(.sample()))
        try await load(viewModel, answering: .failure(.unreachable))
        #expect(viewModel.errorText == "Could not reach the server")
        #expect(viewModel.countryTitles == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
        #expect(viewModel.loadButtonIsEnabled)
        #expect(invalidates({ _ = viewModel.errorText }, when: viewModel.loadButtonTapped))
        #expect(viewModel.errorText == nil, "a new request hides the toast")

        // Answer the request still in flight: left waiting, the suspended fetch and the service
        // would keep each other alive for the rest of the process.
        let task = try #require(viewModel.loadTask)
        await service.nextRequest()
        #expect(service.respond(with: .success(.sample())))
        await task.value
    }
}
