import Domain
import TestSupport
import Testing

@testable import ClosureMVVM

/// Summary's view model: send the Load event, answer the fetch by hand, and check what each
/// output closure was called with. No widgets, no sleeping.
@MainActor
@Suite("Closure MVVM: Summary's view model")
struct SummaryViewModelTests {
    let service = ControlledSummaryService()

    /// A summary view model's outputs, as its closures delivered them.
    @MainActor
    final class SummaryOutputs {
        var loadEnabled: [Bool] = []
        var loading: [Bool] = []
        var globals: [String?] = []
        var rows: [[String]] = []
        var errors: [String?] = []

        init(_ viewModel: SummaryViewModel) {
            viewModel.onLoadEnabledChange = { [weak self] in self?.loadEnabled.append($0) }
            viewModel.onLoadingChange = { [weak self] in self?.loading.append($0) }
            viewModel.onGlobalChange = { [weak self] in self?.globals.append($0) }
            viewModel.onRowsChange = { [weak self] in self?.rows.append($0.map(\.title)) }
            viewModel.onErrorChange = { [weak self] in self?.errors.append($0) }
        }

        /// Forgets what was delivered so far.
        func reset() {
            loadEnabled = []
            loading = []
            globals = []
            rows = []
            errors = []
        }
    }

    /// Answers the fetch in flight with `result` and waits until the view model has shown it.
    func answer(with result: Result<Summary, SummaryError>, _ outputs: SummaryOutputs) async {
        await service.nextRequest()
        #expect(service.respond(with: result))
        #expect(await yieldUntil { outputs.loading.last == false })
    }

    @Test func readyCallsEveryOutputWithTheEmptyScreen() {
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = SummaryOutputs(viewModel)
        viewModel.ready()
        #expect(outputs.loadEnabled == [true])
        #expect(outputs.loading == [false])
        #expect(outputs.globals == [nil])
        #expect(outputs.rows == [[]])
        #expect(outputs.errors == [nil])
        #expect(service.fetchCount == 0)
    }

    @Test func loadGoesThroughLoadingToTheSummary() async {
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = SummaryOutputs(viewModel)
        viewModel.loadButtonTapped()
        #expect(outputs.loadEnabled == [false])
        #expect(outputs.loading == [true])
        #expect(outputs.globals.isEmpty, "the data is not touched while loading")

        await answer(with: .success(.sample()), outputs)
        #expect(outputs.globals == ["Global: 423 new cases, 111 new deaths"])
        #expect(outputs.rows == [["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"]])
        #expect(outputs.loadEnabled == [false, true])
        #expect(outputs.loading == [true, false])
        #expect(outputs.errors == [nil])
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsMessage(error: SummaryError, message: String) async {
        let service = ControlledSummaryService()
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = SummaryOutputs(viewModel)
        viewModel.loadButtonTapped()
        await service.nextRequest()
        #expect(service.respond(with: .failure(error)))
        #expect(await yieldUntil { outputs.loading.last == false })
        #expect(outputs.errors == [nil, message])
        #expect(outputs.globals.isEmpty && outputs.rows.isEmpty, "a failure does not touch the data")
    }

    @Test func aFailureKeepsTheLastSuccessAndANewLoadHidesTheToast() async {
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = SummaryOutputs(viewModel)
        viewModel.loadButtonTapped()
        await answer(with: .success(.sample()), outputs)
        viewModel.loadButtonTapped()
        await answer(with: .failure(.serverMessage("Caching in progress")), outputs)
        #expect(outputs.errors == [nil, nil, "Caching in progress"])
        #expect(outputs.rows.count == 1, "a failure does not touch the data")

        outputs.reset()
        viewModel.loadButtonTapped()
        #expect(outputs.errors == [nil], "a new tap of Load hides the toast")
        await answer(with: .success(.sample(countries: [("Chad", 1, 2)], newConfirmed: 1, newDeaths: 2)), outputs)
        #expect(outputs.rows == [["Chad: 1 - Death: 2"]])
        #expect(outputs.globals == ["Global: 1 new cases, 2 new deaths"])
    }

    @Test func aSecondTapWhileLoadingStartsNothing() async {
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = SummaryOutputs(viewModel)
        viewModel.loadButtonTapped()
        viewModel.loadButtonTapped()
        await service.nextRequest()
        #expect(service.fetchCount == 1)
        #expect(outputs.loading == [true])
        await answer(with: .failure(.unexpectedResponse), outputs)
        #expect(service.fetchCount == 1)
    }

    @Test func aViewModelThatIsGoneIsFreedAndItsAnswerIgnored() async {
        var viewModel: SummaryViewModel? = SummaryViewModel(summaryService: service)
        var changes = 0
        viewModel?.onLoadingChange = { _ in changes += 1 }
        viewModel?.loadButtonTapped()
        await service.nextRequest()
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "the request in flight does not keep the view model alive")
        #expect(service.respond(with: .success(.sample())))
        #expect(await yieldUntil { service.pendingCount == 0 })
        #expect(changes == 1, "only the change to loading; the answer went nowhere")
    }
}
