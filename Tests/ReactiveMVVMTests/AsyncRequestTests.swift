import Domain
import Reactive
import TestSupport
import Testing

@testable import ReactiveMVVM

/// The request adapter alone: cold, one outcome per subscription, cancel cancels the task.
@MainActor
@Suite("Reactive MVVM: AsyncRequest")
struct AsyncRequestTests {
    let service = ControlledSummaryService()

    @Test func theCallWaitsForDemand() async {
        var starts = 0
        let counted = AsyncRequest { [service] () async throws(SummaryError) -> Summary in
            starts += 1
            return try await service.fetchSummary()
        }
        let waiting = ZeroDemandSubscriber<Summary, SummaryError>()
        counted.subscribe(waiting)

        // Another call through the same service: had the first started, it would be here first.
        let other = TestObserver(AsyncRequest(service.fetchSummary))
        await service.nextRequest()
        #expect(starts == 0, "subscribed without demand: no call")

        waiting.subscription?.request(.max(1))
        service.respond(with: .failure(.unreachable))
        await other.waitForCompletion()
        await service.nextRequest()
        #expect(starts == 1)
        service.respond(with: .success(.sample()))
        await waiting.waitForCompletion()
        #expect(waiting.values == [.sample()])
    }

    @Test func aSuccessPublishesTheValueThenFinishes() async {
        let observer = TestObserver(AsyncRequest(service.fetchSummary))
        await service.nextRequest()
        #expect(observer.values.isEmpty)
        service.respond(with: .success(.sample()))
        await observer.waitForCompletion()
        #expect(observer.values == [.sample()])
        #expect(observer.completion == .finished)
    }

    @Test func aFailureFailsWithTheServicesError() async {
        let observer = TestObserver(AsyncRequest(service.fetchSummary))
        await service.nextRequest()
        service.respond(with: .failure(.serverError(statusCode: 503)))
        await observer.waitForCompletion()
        #expect(observer.values.isEmpty)
        #expect(observer.completion == .failure(.serverError(statusCode: 503)))
    }

    @Test func eachSubscriptionMakesItsOwnCall() async {
        let request = AsyncRequest(service.fetchSummary)
        let first = TestObserver(request)
        let second = TestObserver(request)
        await service.nextRequest()
        service.respond(with: .success(.sample()))
        await first.waitForCompletion()
        await service.nextRequest()
        #expect(service.fetchCount == 2)
        service.respond(with: .failure(.unreachable))
        await second.waitForCompletion()
        #expect(second.completion == .failure(.unreachable))
    }

    @Test func cancellingCancelsTheTaskAndDropsTheOutcome() async {
        let (ended, report) = AsyncStream.makeStream(of: Bool.self)
        let request = AsyncRequest { [service] () async throws(SummaryError) -> Summary in
            defer { report.yield(Task.isCancelled) }
            return try await service.fetchSummary()
        }
        let observer = TestObserver(request)
        await service.nextRequest()
        observer.cancel()
        service.respond(with: .success(.sample()))
        var iterator = ended.makeAsyncIterator()
        #expect(await iterator.next() == true, "the call's task was cancelled")
        #expect(observer.values.isEmpty)
        #expect(observer.completion == nil)
    }
}

/// A subscriber that asks for nothing until the test requests through its subscription.
@MainActor
private final class ZeroDemandSubscriber<Input, Failure: Error>: Subscriber {
    private(set) var subscription: (any Subscription)?
    private(set) var values: [Input] = []
    private var completion: CheckedContinuation<Void, Never>?
    private var isComplete = false

    func receive(subscription: any Subscription) { self.subscription = subscription }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        isComplete = true
        self.completion?.resume()
        self.completion = nil
    }

    func waitForCompletion() async {
        guard !isComplete else { return }
        await withCheckedContinuation { completion = $0 }
    }
}
