import Testing

@testable import Reactive

@Suite struct SwitchToLatestTests {
    @Test func republishesTheLatestInnerAndCancelsThePrevious() {
        let outer = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
        let first = ManualPublisher<Int, Never>()
        let second = ManualPublisher<Int, Never>()
        var received: [Int] = []
        let c = outer.switchToLatest().sink { received.append($0) }
        outer.send(first)
        let firstSubscription = first.subscribe()
        first.send(1)
        outer.send(second)
        let secondSubscription = second.subscribe()
        #expect(firstSubscription.cancels == 1)
        first.send(2)  // from the cancelled inner: dropped
        second.send(3)
        #expect(received == [1, 3])
        #expect(secondSubscription.cancels == 0)
        c.cancel()
        #expect(secondSubscription.cancels == 1)
    }

    @Test func passesTheDownstreamDemandToEachInner() {
        let outer = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
        let first = ManualPublisher<Int, Never>()
        let second = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        outer.switchToLatest().subscribe(recorder)
        outer.send(first)
        let firstSubscription = first.subscribe()
        #expect(firstSubscription.requests == [.max(2)])
        _ = first.send(1)
        outer.send(second)
        let secondSubscription = second.subscribe()
        // What is left of the demand goes to the next inner.
        #expect(secondSubscription.requests == [.max(1)])
        _ = second.send(2)
        _ = second.send(3)  // beyond the demand: not delivered
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(1))
        #expect(secondSubscription.requests == [.max(1), .max(1)])
        recorder.subscription?.cancel()
    }

    @Test func finishesOnceTheOuterAndTheCurrentInnerFinished() {
        let outer = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
        let inner = ManualPublisher<Int, Never>()
        var completions = 0
        let c = outer.switchToLatest().sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        outer.send(inner)
        inner.subscribe()
        outer.send(completion: .finished)
        #expect(completions == 0)
        inner.send(completion: .finished)
        #expect(completions == 1)
        c.cancel()
    }

    @Test func anInnerFailureEndsItAndCancelsTheOuter() {
        let outer = PassthroughSubject<ManualPublisher<Int, TestError>, TestError>()
        let inner = ManualPublisher<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        let c = outer.switchToLatest().sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        outer.send(inner)
        inner.subscribe()
        inner.send(completion: .failure(.boom))
        #expect(completions == [.failure(.boom)])
        #expect(outer.subscriptionCount == 0)
        c.cancel()
    }

    @Test func cancellingCancelsTheOuterAndTheInner() {
        let outer = PassthroughSubject<ManualPublisher<Int, Never>, Never>()
        let inner = ManualPublisher<Int, Never>()
        let c = outer.switchToLatest().sink { _ in }
        outer.send(inner)
        let subscription = inner.subscribe()
        c.cancel()
        #expect(subscription.cancels == 1)
        #expect(outer.subscriptionCount == 0)
    }
}
