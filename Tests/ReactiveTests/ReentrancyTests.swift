import Testing

@testable import Reactive

/// Re-entrancy follows Combine: a `send` from inside a subscriber is
/// delivered synchronously (nested) before the outer send continues.
@Suite struct ReentrancyTests {
    @Test func sendFromInsideASinkIsDeliveredSynchronouslyNested() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let a = subject.sink { v in
            log.append("A\(v)")
            if v == 1 { subject.send(2) }
        }
        let b = subject.sink { v in log.append("B\(v)") }
        subject.send(1)
        #expect(log == ["A1", "A2", "B2", "B1"])
        a.cancel()
        b.cancel()
    }

    @Test func currentValueSetFromInsideASinkIsNestedToo() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var log: [Int] = []
        let c = subject.sink { v in
            log.append(v)
            if v == 1 { subject.value = 2 }
        }
        subject.value = 1
        #expect(log == [0, 1, 2])
        #expect(subject.value == 2)
        c.cancel()
    }

    @Test func subscribeDuringASendDoesNotReceiveTheValueInProgress() {
        let subject = PassthroughSubject<Int, Never>()
        var late: [Int] = []
        var lateCancellable: AnyCancellable?
        let a = subject.sink { v in
            if v == 1 { lateCancellable = subject.sink { late.append($0) } }
        }
        subject.send(1)
        #expect(late.isEmpty)
        subject.send(2)
        #expect(late == [2])
        a.cancel()
        lateCancellable?.cancel()
    }

    @Test func subscribeDuringASendToACurrentValueSubjectReplaysTheCurrentValueOnce() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var late: [Int] = []
        var lateCancellable: AnyCancellable?
        let a = subject.sink { v in
            if v == 1 { lateCancellable = subject.sink { late.append($0) } }
        }
        subject.send(1)
        #expect(late == [1], "replayed current value, not delivered twice")
        subject.send(2)
        #expect(late == [1, 2])
        a.cancel()
        lateCancellable?.cancel()
    }

    @Test func completionFromInsideASinkStopsTheRestOfTheSend() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let a = subject.sink(
            receiveCompletion: { _ in log.append("Adone") },
            receiveValue: { v in
                log.append("A\(v)")
                subject.send(completion: .finished)
            })
        let b = subject.sink(receiveCompletion: { _ in log.append("Bdone") }, receiveValue: { v in log.append("B\(v)") })
        subject.send(1)
        #expect(log == ["A1", "Adone", "Bdone"])
        a.cancel()
        b.cancel()
    }
}
