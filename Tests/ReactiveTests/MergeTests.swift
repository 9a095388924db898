import Testing

@testable import Reactive

@Suite struct MergeTests {
    @Test func interleavesBothInArrivalOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = a.merge(with: b).sink { received.append($0) }
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(received == [1, 2, 3])
        c.cancel()
    }

    @Test func neverDeliversBeyondTheDemandAndKeepsTheRestInOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(recorder.values == [1])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(5))
        #expect(recorder.values == [1, 2, 3])
        recorder.subscription?.cancel()
    }

    @Test func finishesOnceBothFinishedAndNothingWaits() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        a.send(2)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.completions.isEmpty)  // 2 still waits
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions == [.finished])
    }

    @Test func aFailureEndsItAtOnceAndCancelsTheOther() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        let c = a.merge(with: b).sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        a.send(completion: .failure(.boom))
        #expect(completions == [.failure(.boom)])
        #expect(b.subscriptionCount == 0)
        c.cancel()
    }

    @Test func cancellingCancelsBoth() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = a.merge(with: b).sink { received.append($0) }
        c.cancel()
        a.send(1)
        #expect(received.isEmpty)
        #expect(a.subscriptionCount == 0 && b.subscriptionCount == 0)
    }

    @Test func aValueSentFromTheDownstreamComesAfterTheOneItTakes() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = a.merge(with: b).sink { value in
            received.append(value)
            if value == 1 { b.send(2) }
            received.append(-value)
        }
        a.send(1)
        #expect(received == [1, -1, 2, -2])
        c.cancel()
    }
}
