import Domain
import TestSupport
import Testing

@testable import ObservationMVVM

/// Summary's view model: send the Load event, answer the fetch by hand through the fake service,
/// read the outputs. No widgets, no sleeping, no handle on the view model's task.
@MainActor
@Suite("Observation MVVM: Summary's view model")
struct SummaryViewModelTests {
    let service = ControlledSummaryService()

    /// Taps Load, answers the fetch with `result` and returns once the answer has reached the
    /// view model.
    func load(_ viewModel: SummaryViewModel, answering result: Result<Summary, SummaryError>) async {
        viewModel.loadButtonTapped()
        await service.nextRequest()
        await change(of: { _ = viewModel.status }, after: { service.respond(with: result) })
    }

    @Test func outputsBeforeTheFirstLoad() {
        let viewModel = SummaryViewModel(summaryService: service)
        #expect(viewModel.status == .idle)
        #expect(viewModel.loadButtonIsEnabled)
        #expect(!viewModel.loadingIndicatorIsAnimating)
        #expect(viewModel.globalText == nil)
        #expect(viewModel.globalLabelIsHidden)
        #expect(viewModel.countryRows.isEmpty)
        #expect(viewModel.errorText == nil)
        #expect(service.fetchCount == 0)
    }

    @Test func loadGoesThroughLoadingToTheSummary() async {
        let viewModel = SummaryViewModel(summaryService: service)
        #expect(invalidates({ _ = viewModel.loadButtonIsEnabled }, when: viewModel.loadButtonTapped))
        #expect(viewModel.loadingIndicatorIsAnimating)
        #expect(!viewModel.loadButtonIsEnabled)
        viewModel.loadButtonTapped()  // disabled in flight: a tap that comes anyway starts nothing
        await service.nextRequest()
        #expect(service.fetchCount == 1)
        await change(of: { _ = viewModel.status }, after: { service.respond(with: .success(.sample())) })
        #expect(viewModel.status == .idle)
        #expect(viewModel.globalText == "Global: 423 new cases, 111 new deaths")
        #expect(!viewModel.globalLabelIsHidden)
        #expect(viewModel.countryRows.map(\.title) == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
    }

    @Test func twoEqualCountriesAreTwoRows() async {
        let viewModel = SummaryViewModel(summaryService: service)
        await load(viewModel, answering: .success(.sample(countries: [("Italy", 416, 111), ("Italy", 416, 111)])))
        #expect(viewModel.countryRows.map(\.id) == [0, 1])
        #expect(Set(viewModel.countryRows).count == 2, "positional identity tells equal rows apart")
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsText(_ error: SummaryError, _ text: String) async {
        let viewModel = SummaryViewModel(summaryService: service)
        await load(viewModel, answering: .failure(error))
        #expect(viewModel.errorText == text)
    }

    @Test func aFailureShowsItsMessageAndKeepsTheLastSummary() async {
        let viewModel = SummaryViewModel(summaryService: service)
        await load(viewModel, answering: .success(.sample()))
        await load(viewModel, answering: .failure(.unreachable))
        #expect(viewModel.errorText == "Could not reach the server")
        #expect(viewModel.countryRows.map(\.title) == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
        #expect(viewModel.loadButtonIsEnabled)
        #expect(invalidates({ _ = viewModel.errorText }, when: viewModel.loadButtonTapped))
        #expect(viewModel.errorText == nil, "a new request hides the toast")

        // Answer the request still in flight: left waiting, the suspended fetch and the service
        // would keep each other alive for the rest of the process.
        await service.nextRequest()
        await change(of: { _ = viewModel.status }, after: { #expect(service.respond(with: .success(.sample()))) })
    }
}
