import Testing

@testable import Reactive

/// An erased publisher hands its subscriber the wrapped publisher's own subscription and
/// forwards every call unchanged: demand, replay, cancel, completion, lifetime.
@Suite struct AnyPublisherTests {
    @Test func theSubscriberGetsTheWrappedSubscriptionOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
        subject.eraseToAnyPublisher().subscribe(recorder)
        #expect(recorder.subscriptionsReceived == 1)
        #expect(recorder.subscription.map { String(describing: $0) } == "PassthroughSubject")
        subject.send(1)
        #expect(recorder.values == [1])
        recorder.subscription?.cancel()
    }

    @Test func demandIsTheSubscribersOwn() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        subject.map { $0 * 10 }.eraseToAnyPublisher().subscribe(recorder)
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == [10], "one value for a demand of one")
        recorder.subscription?.request(.max(1))
        subject.send(3)
        #expect(recorder.values == [10, 30])
        recorder.subscription?.cancel()
    }

    @Test func aCurrentValueSubjectReplaysWhenDemandArrives() {
        let subject = CurrentValueSubject<Int, Never>(5)
        let recorder = DemandRecorder<Int, Never>(initial: .none)
        subject.eraseToAnyPublisher().subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [5])
        recorder.subscription?.cancel()
    }

    @Test func cancelStopsDeliveryAndReleasesTheSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakRecorder: DemandRecorder<Int, Never>?
        do {
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            weakRecorder = recorder
            subject.map { $0 }.eraseToAnyPublisher().subscribe(recorder)
        }
        subject.send(1)
        #expect(weakRecorder?.values == [1], "the subscription keeps the subscriber alive")
        weakRecorder?.subscription?.cancel()
        subject.send(2)
        #expect(subject.subscriptionCount == 0)
        #expect(weakRecorder == nil, "cancelled, nothing holds it")
    }

    @Test func completionReachesTheSubscriberAndALateOne() {
        let subject = PassthroughSubject<Int, TestError>()
        let erased = subject.eraseToAnyPublisher()
        let early = DemandRecorder<Int, TestError>(initial: .unlimited)
        erased.subscribe(early)
        subject.send(completion: .failure(.boom))
        let late = DemandRecorder<Int, TestError>(initial: .unlimited)
        erased.subscribe(late)
        #expect(early.completions == [.failure(.boom)])
        #expect(late.completions == [.failure(.boom)])
        #expect(late.subscriptionsReceived == 1)
    }

    @Test func anErasedPublisherInsideAChainIsSubscribedPerSubscriber() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let inner = subject.map { $0 + 1 }.eraseToAnyPublisher()
        let outer = inner.map { $0 * 2 }.removeDuplicates().eraseToAnyPublisher()
        var first: [Int] = []
        var second: [Int] = []
        let a = outer.sink { first.append($0) }
        let b = outer.sink { second.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(first == [4, 6])
        #expect(second == [4, 6])
        a.cancel()
        subject.send(3)
        #expect(first == [4, 6])
        #expect(second == [4, 6, 8])
        b.cancel()
        #expect(subject.subscriptionCount == 0)
    }
}
