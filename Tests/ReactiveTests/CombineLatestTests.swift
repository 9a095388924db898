import Testing

@testable import Reactive

@Suite struct CombineLatestTests {
    @Test func emitsOnlyOnceEveryInputHasAValueThenOnEveryChange() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var received: [String] = []
        let c = a.combineLatest(b).sink { received.append("\($0.0)\($0.1)") }
        a.send(1)
        a.send(2)
        #expect(received.isEmpty)
        b.send("x")
        #expect(received == ["2x"])
        a.send(3)
        b.send("y")
        #expect(received == ["2x", "3x", "3y"])
        c.cancel()
    }

    @Test func withTransformAndCurrentValueSubjects() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        var received: [Int] = []
        let c = a.combineLatest(b) { $0 + $1 }.sink { received.append($0) }
        #expect(received == [11])
        b.send(20)
        a.value = 2
        #expect(received == [11, 21, 22])
        c.cancel()
    }

    @Test func completesOnlyWhenAllFinish() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        var received: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let c = a.combineLatest(b, +).sink(
            receiveCompletion: { completions.append($0) },
            receiveValue: { received.append($0) })
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        #expect(completions.isEmpty)
        b.send(3)
        #expect(received == [3, 4])
        b.send(completion: .finished)
        #expect(completions == [.finished])
        c.cancel()
    }

    @Test func failsWhenAnyFailsAndCancelsTheOther() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        var received: [Int] = []
        let c = a.combineLatest(b, +).sink(
            receiveCompletion: { completions.append($0) },
            receiveValue: { received.append($0) })
        a.send(1)
        b.send(completion: .failure(.boom))
        #expect(completions == [.failure(.boom)])
        #expect(a.subscriptionCount == 0, "the other upstream is cancelled")
        a.send(2)
        b.send(completion: .failure(.other))
        #expect(received.isEmpty)
        #expect(completions == [.failure(.boom)])
        c.cancel()
    }

    @Test func cancelStopsAndDetachesBothUpstreams() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = a.combineLatest(b, +).sink { received.append($0) }
        a.send(1)
        b.send(1)
        c.cancel()
        a.send(5)
        #expect(received == [2])
        #expect(a.subscriptionCount == 0)
        #expect(b.subscriptionCount == 0)
    }

    @Test func honoursDownstreamDemandWithLatestValues() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<(Int, Int), Never>(initial: .max(1))
        a.combineLatest(b).subscribe(recorder)
        a.send(1)
        b.send(1)
        a.send(2)
        b.send(3)
        #expect(recorder.values.map { "\($0.0),\($0.1)" } == ["1,1"])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values.map { "\($0.0),\($0.1)" } == ["1,1", "2,3"])
        recorder.subscription?.cancel()
    }
}
