import Foundation
import Testing

@testable import Reactive

/// One subscriber receives one subject's values in the order the subject took them, and is
/// never called by two threads at once; a subscriber never ends on a value older than the
/// subject's. Each test makes the window deterministic with a subscriber that is slow while
/// another thread sends.
@Suite struct DeliveryOrderTests {
    /// How long a slow subscriber waits for the racing thread to reach the subject.
    static let slow: UInt32 = 300_000  // µs

    @Test func currentValueReplayAndALaterSendArriveInOrder() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let log = Log<Int>()
        let firstValueStarted = DispatchSemaphore(value: 0)
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            firstValueStarted.wait()
            subject.send(1)
            sent.signal()
        }
        let isFirst = Flag()
        let c = subject.sink { value in
            if !isFirst.isSet {
                isFirst.set()
                firstValueStarted.signal()
                usleep(Self.slow)
            }
            log.append(value)
        }
        sent.wait()
        #expect(log.values == [0, 1], "Combine: the replay, then the later send")
        #expect(log.values.last == subject.value)
        c.cancel()
    }

    @Test func twoSendsFromTwoThreadsReachASubscriberInTheSubjectsOrder() {
        for subject in [AnySubjectBox(CurrentValueSubject<Int, Never>(0)), AnySubjectBox(PassthroughSubject())] {
            let log = Log<Int>()
            let secondStarted = DispatchSemaphore(value: 0)
            let sent = DispatchSemaphore(value: 0)
            let c = subject.sink { value in
                if value == 1 {
                    secondStarted.signal()
                    usleep(Self.slow)
                }
                log.append(value)
            }
            DispatchQueue.global().async {
                secondStarted.wait()
                subject.send(2)
                sent.signal()
            }
            subject.send(1)
            sent.wait()
            #expect(log.values.suffix(2) == [1, 2], "\(subject.name): the subject took 1 before 2")
            c.cancel()
        }
    }

    @Test func combineLatestDeliversOneCombinationAtATimeInOrder() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        let slowStarted = DispatchSemaphore(value: 0)
        let sent = DispatchSemaphore(value: 0)
        right.send(0)
        let c = left.combineLatest(right).sink { l, r in
            if l == 1 && r == 0 {
                slowStarted.signal()
                usleep(Self.slow)
            }
            log.append(l * 10 + r)
        }
        right.send(0)
        DispatchQueue.global().async {
            slowStarted.wait()
            right.send(5)
            sent.signal()
        }
        left.send(1)
        sent.wait()
        #expect(log.values == [10, 15], "the combination taken first is delivered first")
        c.cancel()
    }
}

/// A subject of either kind behind one face, so one test body runs on both.
struct AnySubjectBox: Sendable {
    let name: String
    let sendBody: @Sendable (Int) -> Void
    let sinkBody: @Sendable (@escaping @Sendable (Int) -> Void) -> AnyCancellable

    init(_ subject: CurrentValueSubject<Int, Never>) {
        name = "CurrentValueSubject"
        sendBody = { subject.send($0) }
        sinkBody = { body in subject.sink(receiveValue: body) }
    }

    init(_ subject: PassthroughSubject<Int, Never>) {
        name = "PassthroughSubject"
        sendBody = { subject.send($0) }
        sinkBody = { body in subject.sink(receiveValue: body) }
    }

    func send(_ value: Int) { sendBody(value) }
    func sink(_ body: @escaping @Sendable (Int) -> Void) -> AnyCancellable { sinkBody(body) }
}
