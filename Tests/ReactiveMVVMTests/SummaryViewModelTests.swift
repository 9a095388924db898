import Domain
import Reactive
import TestSupport
import Testing

@testable import ReactiveMVVM

/// Summary's view model alone: tap through `inputs`, answer the fetch by hand, and record
/// every output with a ``TestObserver``. No widgets, no sleeping.
@MainActor
@Suite("Reactive MVVM: Summary's view model")
struct SummaryViewModelTests {
    let service = ControlledSummaryService()

    /// One observer per output, subscribed at once (each replays its current value).
    @MainActor
    struct Outputs {
        let loadButtonIsEnabled: TestObserver<Bool, Never>
        let loadingIndicatorIsAnimating: TestObserver<Bool, Never>
        let globalText: TestObserver<String, Never>
        let globalLabelIsHidden: TestObserver<Bool, Never>
        let countryRows: TestObserver<[CountryRow], Never>
        let toastMessage: TestObserver<String?, Never>

        init(_ outputs: any SummaryViewModelOutputs) {
            loadButtonIsEnabled = TestObserver(outputs.loadButtonIsEnabled)
            loadingIndicatorIsAnimating = TestObserver(outputs.loadingIndicatorIsAnimating)
            globalText = TestObserver(outputs.globalText)
            globalLabelIsHidden = TestObserver(outputs.globalLabelIsHidden)
            countryRows = TestObserver(outputs.countryRows)
            toastMessage = TestObserver(outputs.toastMessage)
        }
    }

    @Test func startLoadingSuccessFailureAndANewTap() async {
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = Outputs(viewModel.outputs)

        // The screen starts empty and does not load by itself.
        #expect(outputs.loadButtonIsEnabled.values == [true])
        #expect(outputs.loadingIndicatorIsAnimating.values == [false])
        #expect(outputs.globalText.values.isEmpty)
        #expect(outputs.globalLabelIsHidden.values == [true])
        #expect(outputs.countryRows.values.isEmpty)
        #expect(outputs.toastMessage.values == [nil])
        #expect(service.fetchCount == 0)

        // Loading.
        viewModel.inputs.loadButtonTapped()
        #expect(outputs.loadButtonIsEnabled.values == [true, false])
        #expect(outputs.loadingIndicatorIsAnimating.values == [false, true])
        #expect(outputs.toastMessage.values == [nil], "removeDuplicates: nothing to hide yet")
        await service.nextRequest()

        // Success.
        service.respond(with: .success(.sample()))
        await outputs.loadButtonIsEnabled.waitForValues(count: 3)
        #expect(outputs.loadButtonIsEnabled.values == [true, false, true])
        #expect(outputs.loadingIndicatorIsAnimating.values == [false, true, false])
        #expect(outputs.globalText.values == ["Global: 423 new cases, 111 new deaths"])
        #expect(outputs.globalLabelIsHidden.values == [true, false])
        #expect(
            outputs.countryRows.values == [
                [CountryRow(row: 0, title: "Viet Nam: 7 - Death: 0"), CountryRow(row: 1, title: "Italy: 416 - Death: 111")]
            ])
        #expect(outputs.toastMessage.values == [nil])

        // A failure keeps the rows and the global line: they publish nothing.
        viewModel.inputs.loadButtonTapped()
        await service.nextRequest()
        service.respond(with: .failure(.serverMessage("Caching in progress")))
        await outputs.toastMessage.waitForValues(count: 2)
        #expect(outputs.toastMessage.values == [nil, "Caching in progress"])
        #expect(outputs.loadButtonIsEnabled.values.last == true)
        #expect(outputs.loadingIndicatorIsAnimating.values.last == false)
        #expect(outputs.countryRows.values.count == 1)
        #expect(outputs.globalText.values.count == 1)
        #expect(outputs.globalLabelIsHidden.values == [true, false])

        // A new tap hides the toast at once; the rows stay.
        viewModel.inputs.loadButtonTapped()
        #expect(outputs.toastMessage.values == [nil, "Caching in progress", nil])
        #expect(outputs.countryRows.values.count == 1)
        await service.nextRequest()
        service.respond(with: .success(.sample()))
        await outputs.loadButtonIsEnabled.waitForValues(count: 7)
        #expect(outputs.countryRows.values.count == 1, "the same rows again: only changes are published")
        #expect(service.fetchCount == 3)
    }

    @Test func aLateSubscriberGetsTheCurrentScreen() async {
        let viewModel = SummaryViewModel(summaryService: service)
        let enabled = TestObserver(viewModel.outputs.loadButtonIsEnabled)
        viewModel.inputs.loadButtonTapped()
        await service.nextRequest()
        service.respond(with: .failure(.unreachable))
        await enabled.waitForValues(count: 3)

        let late = Outputs(viewModel.outputs)
        #expect(late.loadButtonIsEnabled.values == [true])
        #expect(late.globalLabelIsHidden.values == [true], "a failure before any success shows no global line")
        #expect(late.countryRows.values.isEmpty)
        #expect(late.toastMessage.values == ["Could not reach the server"])
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsText(_ error: SummaryError, _ text: String) async {
        let viewModel = SummaryViewModel(summaryService: service)
        let outputs = Outputs(viewModel.outputs)
        viewModel.inputs.loadButtonTapped()
        await service.nextRequest()
        service.respond(with: .failure(error))
        await outputs.toastMessage.waitForValues(count: 2)
        #expect(outputs.toastMessage.values == [nil, text])
    }

    /// Load is disabled in flight; a tap that comes anyway starts the latest request, and the
    /// one before is cancelled (`switchToLatest`, RxSwift's `flatMapLatest`).
    @Test func aSecondTapWhileLoadingSwitchesToTheLatestRequest() async {
        let (ended, report) = AsyncStream.makeStream(of: Bool.self)
        let viewModel = SummaryViewModel(summaryService: ReportingSummaryService(base: service, ended: report))
        let outputs = Outputs(viewModel.outputs)
        viewModel.inputs.loadButtonTapped()
        await service.nextRequest()
        viewModel.inputs.loadButtonTapped()
        while service.pendingCount < 2 { await Task.yield() }  // the second fetch has started
        #expect(service.fetchCount == 2)
        #expect(outputs.loadButtonIsEnabled.values == [true, false])
        service.respond(with: .failure(.unexpectedResponse))
        service.respond(with: .success(.sample()))
        await outputs.loadButtonIsEnabled.waitForValues(count: 3)
        var iterator = ended.makeAsyncIterator()
        let cancelled = [await iterator.next(), await iterator.next()]
        #expect(cancelled.contains(true), "the first request's task was cancelled")
        #expect(outputs.toastMessage.values == [nil], "the cancelled request's answer went nowhere")
        #expect(outputs.countryRows.values.count == 1)
    }

    @Test func aScreenThatIsGoneCancelsItsRequestAndItsAnswerIsIgnored() async throws {
        let (ended, report) = AsyncStream.makeStream(of: Bool.self)
        var viewModel: SummaryViewModel? = SummaryViewModel(
            summaryService: ReportingSummaryService(base: service, ended: report))
        var outputs: Outputs? = Outputs(try #require(viewModel).outputs)
        viewModel?.inputs.loadButtonTapped()
        await service.nextRequest()

        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "the request in flight does not keep the view model alive")
        outputs = nil  // the screen's subscriptions go with it

        service.respond(with: .success(.sample()))
        var iterator = ended.makeAsyncIterator()
        #expect(await iterator.next() == true, "cancelling the subscriptions cancelled the fetch's task")
        _ = outputs
    }

    /// The state lives as long as the view model: a screen that lets go of every output and
    /// subscribes again gets the state as it is, not the one it opened with. Without that it
    /// would wait for an answer that never comes, so it has a time limit.
    @Test(.timeLimit(.minutes(1))) func resubscribingGetsTheCurrentState() async {
        let viewModel = SummaryViewModel(summaryService: service)
        var outputs: Outputs? = Outputs(viewModel.outputs)
        viewModel.inputs.loadButtonTapped()
        await service.nextRequest()
        #expect(outputs?.loadButtonIsEnabled.values == [true, false])
        outputs = nil  // every subscriber cancels

        let again = Outputs(viewModel.outputs)
        #expect(again.loadButtonIsEnabled.values == [false], "the request is still in flight")
        service.respond(with: .success(.sample()))
        await again.loadButtonIsEnabled.waitForValues(count: 2)
        #expect(again.loadButtonIsEnabled.values == [false, true])
        #expect(again.countryRows.values.count == 1)
        #expect(service.fetchCount == 1, "one request, whoever subscribes")

        let third = Outputs(viewModel.outputs)
        #expect(third.loadButtonIsEnabled.values == [true], "not a stale in-flight state")
        #expect(third.globalLabelIsHidden.values == [false])
        _ = outputs
    }
}

/// Wraps a service and reports, as each fetch ends, whether its task was cancelled.
private struct ReportingSummaryService: SummaryService {
    let base: ControlledSummaryService
    let ended: AsyncStream<Bool>.Continuation

    func fetchSummary() async throws(SummaryError) -> Summary {
        defer { ended.yield(Task.isCancelled) }
        return try await base.fetchSummary()
    }
}
