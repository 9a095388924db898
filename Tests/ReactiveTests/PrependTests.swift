import Testing

@testable import Reactive

@Suite struct PrependTests {
    @Test func prependPublishesTheElementsFirst() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = subject.prepend(1, 2).sink { received.append($0) }
        subject.send(3)
        #expect(received == [1, 2, 3])
        c.cancel()
    }

    @Test func theSuffixIsSubscribedOnlyAfterThePrefixAndGetsWhatIsLeftOfTheDemand() {
        let suffix = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(3))
        suffix.prepend(1).subscribe(recorder)
        #expect(recorder.values == [1])
        let subscription = suffix.subscribe()
        #expect(subscription.requests == [.max(2)])
        recorder.subscription?.request(.max(1))
        #expect(subscription.requests == [.max(2), .max(1)])
        recorder.subscription?.cancel()
        #expect(subscription.cancels == 1)
    }

    @Test func theElementsWaitForDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        subject.prepend(1, 2).subscribe(recorder)
        #expect(recorder.values == [1])
        #expect(subject.subscriptionCount == 0)  // the prefix has not finished
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2])
        #expect(subject.subscriptionCount == 1)
        recorder.subscription?.cancel()
        #expect(subject.subscriptionCount == 0)
    }

    @Test func cancellingDuringThePrefixDeliversNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        let canceller = CancellingSubscriber(cancelAt: 2)
        subject.prepend(1, 2, 3).subscribe(canceller)
        #expect(canceller.values == [1, 2])
        #expect(subject.subscriptionCount == 0, "the suffix is never subscribed")
    }

    @Test func completionComesFromTheSuffix() {
        let subject = PassthroughSubject<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        let c = subject.prepend(1).sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        #expect(completions.isEmpty)
        subject.send(completion: .failure(.boom))
        #expect(completions == [.failure(.boom)])
        c.cancel()
    }

    @Test func anEmptySequenceFinishesAtOnce() {
        let recorder = DemandRecorder<Int, Never>(initial: .none)
        Publishers.Sequence<[Int], Never>(sequence: []).subscribe(recorder)
        #expect(recorder.completions == [.finished])
    }
}

@Suite struct JustTests {
    @Test func justDeliversItsOutputOnDemandThenFinishes() {
        let recorder = DemandRecorder<String, Never>(initial: .none)
        Just("a").subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == ["a"])
        #expect(recorder.completions == [.finished])
    }
}

/// A subscriber that asks for everything and cancels its subscription from inside the delivery
/// of `cancelAt`.
final class CancellingSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = Never

    let cancelAt: Int
    var values: [Int] = []
    private var subscription: (any Subscription)?

    init(cancelAt: Int) { self.cancelAt = cancelAt }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        if input == cancelAt {
            subscription?.cancel()
            subscription = nil
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
