import Domain
import TestSupport
import Testing

@testable import ClosureMVVM

/// Summary's view model: send the Load event, answer the fetch by hand, read the outputs and
/// count the change closures. No widgets, no sleeping.
@MainActor
@Suite("Closure MVVM: Summary's view model")
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
        var statuses: [SummaryViewModel.Status] = []
        var summaries = 0
        viewModel.stateDidChange = { statuses.append($0.status) }
        viewModel.summaryDidChange = { _ in summaries += 1 }

        viewModel.loadButtonTapped()
        let task = try #require(viewModel.loadTask)
        await service.nextRequest()
        #expect(!viewModel.loadButtonIsEnabled)
        #expect(viewModel.loadingIndicatorIsAnimating)

        service.respond(with: .success(.sample()))
        await task.value
        #expect(statuses == [.loading, .idle])
        #expect(summaries == 1)
        #expect(viewModel.globalText == "Global: 423 new cases, 111 new deaths")
        #expect(!viewModel.globalLabelIsHidden)
        #expect(viewModel.countryTitles == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
        #expect(viewModel.loadButtonIsEnabled)
        #expect(viewModel.loadTask == nil)
    }

    @Test func aFailureKeepsTheLastSuccessAndANewLoadClearsTheError() async throws {
        let viewModel = SummaryViewModel(summaryService: service)
        try await load(viewModel, answering: .success(.sample()))
        var summaries = 0
        viewModel.summaryDidChange = { _ in summaries += 1 }

        try await load(viewModel, answering: .failure(.serverMessage("Caching in progress")))
        #expect(viewModel.errorText == "Caching in progress")
        #expect(viewModel.status == .failed("Caching in progress"))
        #expect(summaries == 0, "a failure does not touch the data")
        #expect(viewModel.countryTitles.count == 2)
        #expect(viewModel.globalText == "Global: 423 new cases, 111 new deaths")

        viewModel.loadButtonTapped()
        #expect(viewModel.errorText == nil, "a new tap of Load hides the toast")
        #expect(viewModel.countryTitles.count == 2)

        // Answer the request still in flight: left waiting, the suspended fetch and the service
        // would keep each other alive for the rest of the process.
        let task = try #require(viewModel.loadTask)
        await service.nextRequest()
        #expect(service.respond(with: .success(.sample())))
        await task.value
    }

    @Test func aSecondTapWhileLoadingStartsNothing() async throws {
        let viewModel = SummaryViewModel(summaryService: service)
        viewModel.loadButtonTapped()
        let task = try #require(viewModel.loadTask)
        viewModel.loadButtonTapped()
        await service.nextRequest()
        #expect(service.fetchCount == 1)
        service.respond(with: .failure(.unexpectedResponse))
        await task.value
        #expect(viewModel.errorText == "Unexpected response from the server")
    }

    @Test func aViewModelThatIsGoneIsFreedAndItsAnswerIgnored() async throws {
        var viewModel: SummaryViewModel? = SummaryViewModel(summaryService: service)
        var changes = 0
        viewModel?.stateDidChange = { _ in changes += 1 }
        viewModel?.loadButtonTapped()
        let task = try #require(viewModel?.loadTask)
        await service.nextRequest()
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "the request in flight does not keep the view model alive")
        service.respond(with: .success(.sample()))
        await task.value
        #expect(changes == 1, "only the change to loading; the answer went nowhere")
    }
}
