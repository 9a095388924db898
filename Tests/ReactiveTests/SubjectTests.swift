import Testing

@testable import Reactive

@Suite struct SubjectTests {
    @Test func currentValueSubjectReplaysItsValueOnSubscribe() {
        let subject = CurrentValueSubject<Int, Never>(7)
        var received: [Int] = []
        let c = subject.sink { received.append($0) }
        #expect(received == [7])
        #expect(subject.value == 7)
        c.cancel()
    }

    @Test func currentValueSetterSends() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var received: [Int] = []
        let c = subject.sink { received.append($0) }
        subject.value = 1
        subject.send(2)
        #expect(received == [0, 1, 2])
        #expect(subject.value == 2)
        c.cancel()
    }

    @Test func passthroughSubjectReplaysNothing() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(1)
        var received: [Int] = []
        let c = subject.sink { received.append($0) }
        #expect(received.isEmpty)
        subject.send(2)
        #expect(received == [2])
        c.cancel()
    }

    @Test func voidSubjectSend() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let c = subject.sink { count += 1 }
        subject.send()
        #expect(count == 1)
        c.cancel()
    }

    @Test func nothingIsDeliveredAfterFinished() {
        let subject = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let c = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        subject.send(completion: .failure(.boom))
        #expect(values == [1])
        #expect(completions == [.finished])
        c.cancel()
    }

    @Test func nothingIsDeliveredAfterFailure() {
        let subject = CurrentValueSubject<Int, TestError>(0)
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let c = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.send(completion: .failure(.boom))
        subject.send(1)
        subject.value = 2
        subject.send(completion: .finished)
        #expect(values == [0])
        #expect(completions == [.failure(.boom)])
        #expect(subject.value == 0, "the value does not change after completion")
        c.cancel()
    }

    @Test func lateSubscriberToCompletedPassthroughGetsOnlyTheCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(1)
        subject.send(completion: .failure(.boom))
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let c = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        #expect(values.isEmpty)
        #expect(completions == [.failure(.boom)])
        #expect(subject.subscriptionCount == 0)
        c.cancel()
    }

    /// Combine: a subscriber to a completed CurrentValueSubject receives the
    /// completion only, not the current value.
    @Test func lateSubscriberToCompletedCurrentValueSubjectGetsOnlyTheCompletion() {
        let subject = CurrentValueSubject<Int, Never>(5)
        subject.send(completion: .finished)
        var values: [Int] = []
        var completions: [Subscribers.Completion<Never>] = []
        let c = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        #expect(values.isEmpty)
        #expect(completions == [.finished])
        c.cancel()
    }

    @Test func passthroughHonoursLimitedDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        subject.subscribe(recorder)
        (1...5).forEach(subject.send)
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(1))
        subject.send(6)
        subject.send(7)
        #expect(recorder.values == [1, 2, 6])
        subject.send(completion: .finished)
        #expect(recorder.completions == [.finished])
    }

    @Test func currentValueSubjectDeliversLatestValueWhenDemandArrives() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = DemandRecorder<Int, Never>(initial: .none)
        subject.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        subject.send(1)
        subject.send(2)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [2])
        subject.send(3)
        #expect(recorder.values == [2])
        recorder.subscription?.request(.unlimited)
        subject.send(4)
        #expect(recorder.values == [2, 3, 4])
        recorder.subscription?.cancel()
    }

    @Test func sendSubscriptionRequestsUnlimited() {
        let upstream = PassthroughSubject<Int, Never>()
        let relay = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = relay.sink { received.append($0) }
        let recorder = DemandRecorder<Int, Never>(initial: .none)
        upstream.subscribe(recorder)
        relay.send(subscription: recorder.subscription!)
        upstream.send(1)
        #expect(recorder.values == [1])
        c.cancel()
    }

    @Test func demandArithmetic() {
        typealias D = Subscribers.Demand
        #expect(D.max(2) + D.max(3) == .max(5))
        #expect(D.unlimited + 1 == .unlimited)
        #expect(D.max(1) - D.max(3) == .none)
        #expect(D.unlimited - 5 == .unlimited)
        #expect(D.max(3).max == 3)
        #expect(D.unlimited.max == nil)
        #expect(D.max(1) < .unlimited)
        #expect(D.max(2) > 1)
        #expect(D.unlimited.description == "unlimited")
    }
}
