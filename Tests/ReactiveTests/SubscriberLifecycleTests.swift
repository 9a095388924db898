import Testing

@testable import Reactive

/// `Sink` and `Assign` before and after their subscription, and subjects used as subscribers,
/// as Combine behaves.
@Suite struct SubscriberLifecycleTests {
    @Test func assignIgnoresAValueBeforeItsSubscription() {
        let model = Model()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.count)
        #expect(assign.receive(5) == .none)
        #expect(model.count == 0, "Combine ignores a value that arrives before the subscription")
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(assign)
        subject.send(6)
        #expect(model.count == 6)
        assign.cancel()
    }

    @Test func sinkCancelledBeforeItsSubscriptionKeepsItsClosures() {
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        sink.cancel()
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(sink)
        subject.send(1)
        #expect(received == [1], "a cancel before the subscription does nothing, as in Combine")
        sink.cancel()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func assignCancelledBeforeItsSubscriptionKeepsItsObject() {
        let model = Model()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.count)
        assign.cancel()
        #expect(assign.object === model)
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(assign)
        subject.send(3)
        #expect(model.count == 3)
        assign.cancel()
        #expect(assign.object == nil)
    }

    @Test func passthroughSubjectRequestsFromUpstreamOnlyOnceItHasDemand() {
        for subject in [SubjectUnderTest.passthrough] {
            let (send, sink) = subject.make()
            let upstream = ManualSubscription()
            send(upstream)
            #expect(upstream.requests.isEmpty, "\(subject): no downstream demand yet")
            let recorder = DemandRecorder<Int, Never>(initial: .none)
            sink(recorder)
            #expect(upstream.requests.isEmpty, "\(subject): a subscriber without demand is no demand")
            recorder.subscription?.request(.max(1))
            #expect(upstream.requests == [.unlimited], "\(subject): the first demand asks upstream")
            recorder.subscription?.request(.max(1))
            let later = ManualSubscription()
            send(later)
            #expect(upstream.requests == [.unlimited], "\(subject): asked once")
            #expect(later.requests == [.unlimited], "\(subject): a later upstream is asked at once")
            recorder.subscription?.cancel()
        }
    }

    /// Combine's `CurrentValueSubject` asks an upstream for `.unlimited` as soon as it gets
    /// it, with or without downstream demand (it keeps the latest value), and only then.
    @Test func currentValueSubjectRequestsUnlimitedFromUpstreamAtOnce() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let upstream = ManualSubscription()
        subject.send(subscription: upstream)
        #expect(upstream.requests == [.unlimited], "asked at once, without any subscriber")
        let recorder = DemandRecorder<Int, Never>(initial: .none)
        subject.subscribe(recorder)
        recorder.subscription?.request(.max(1))
        recorder.subscription?.request(.max(1))
        #expect(upstream.requests == [.unlimited], "asked once: not again at the first demand")
        let later = ManualSubscription()
        subject.send(subscription: later)
        #expect(later.requests == [.unlimited])
        subject.send(3)
        #expect(recorder.values == [0, 3])
        recorder.subscription?.cancel()
    }

    @Test func subjectCancelsItsUpstreamSubscriptionsWhenFreed() {
        let upstream = ManualSubscription()
        do {
            let subject = PassthroughSubject<Int, Never>()
            subject.send(subscription: upstream)
            let current = CurrentValueSubject<Int, Never>(0)
            current.send(subscription: upstream)
            #expect(upstream.cancels == 0)
        }
        #expect(upstream.cancels == 2)
    }

    enum SubjectUnderTest: CustomStringConvertible {
        case passthrough, currentValue
        var description: String { self == .passthrough ? "PassthroughSubject" : "CurrentValueSubject" }

        /// A new subject's `send(subscription:)` and `subscribe(_:)`, the subject kept alive by both.
        func make() -> ((any Subscription) -> Void, (DemandRecorder<Int, Never>) -> Void) {
            switch self {
            case .passthrough:
                let subject = PassthroughSubject<Int, Never>()
                return ({ subject.send(subscription: $0) }, { subject.subscribe($0) })
            case .currentValue:
                let subject = CurrentValueSubject<Int, Never>(0)
                return ({ subject.send(subscription: $0) }, { subject.subscribe($0) })
            }
        }
    }
}

/// Zero demand is a programming error, as in Combine: the process stops with a message.
@Suite struct ZeroDemandTests {
    @Test func requestingNoneFromAPassthroughSubscriptionTraps() async {
        await #expect(processExitsWith: .failure) {
            let subject = PassthroughSubject<Int, Never>()
            let recorder = DemandRecorder<Int, Never>(initial: .max(1))
            subject.subscribe(recorder)
            recorder.subscription?.request(.none)
        }
    }

    @Test func requestingNoneFromACurrentValueSubscriptionTraps() async {
        await #expect(processExitsWith: .failure) {
            let subject = CurrentValueSubject<Int, Never>(0)
            let recorder = DemandRecorder<Int, Never>(initial: .max(1))
            subject.subscribe(recorder)
            recorder.subscription?.request(.none)
        }
    }
}
