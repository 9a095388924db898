import Foundation
import Testing

@testable import Reactive

/// The windows of the subject's delivery scheme (Docs/ReactiveNames.md, "What a send
/// costs"): a send walks the list in place, so entries cancelled or completed during a send
/// stay in the list, dead, until the outermost send ends; the lock is an owner word that
/// parks contended threads.
@Suite struct DeliveryListTests {
    @Test func aSubscriberCancelledDuringASendIsReleasedWhenTheOutermostSendEnds() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakToken: Token?
        var b: AnyCancellable?
        var countsDuringSend: [Int] = []
        do {
            let token = Token()
            weakToken = token
            b = subject.sink { _ in withExtendedLifetime(token) {} }
        }
        let a = subject.sink { v in
            if v == 1 {
                b?.cancel()
                b = nil
                subject.send(2)  // a nested send walks the list with the dead entry in it
                countsDuringSend.append(subject.subscriptionCount)
            }
        }
        subject.send(1)
        #expect(countsDuringSend == [2], "the dead entry stays in the list while the send walks it")
        #expect(subject.subscriptionCount == 1, "and leaves it when the outermost send ends")
        #expect(weakToken == nil, "the cancelled subscriber is released")
        a.cancel()
    }

    @Test func aCompletionDuringASendReleasesEverySubscriberWhenTheSendEnds() {
        let subject = CurrentValueSubject<Int, Never>(0)
        weak var weakRecorder: DemandRecorder<Int, Never>?
        var log: [String] = []
        let a = subject.sink(
            receiveCompletion: { _ in log.append("A done") },
            receiveValue: { v in
                log.append("A\(v)")
                if v == 1 { subject.send(completion: .finished) }
            })
        do {
            // Keeps its subscription after the completion, as a subscriber may.
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            weakRecorder = recorder
            subject.subscribe(recorder)
        }
        subject.send(1)
        #expect(log == ["A0", "A1", "A done"])
        #expect(subject.subscriptionCount == 0)
        #expect(weakRecorder == nil, "the subject's subscription no longer holds a completed subscriber")
        a.cancel()
    }

    @Test func aSubscriberAttachedDuringASendIsWalkedFromTheNextSend() {
        let subject = PassthroughSubject<Int, Never>()
        var late: [Int] = []
        var keep: [AnyCancellable] = []
        let a = subject.sink { v in
            // Appends during the walk, several times, so the list's storage moves.
            if v == 1 { for _ in 0..<8 { keep.append(subject.sink { late.append($0) }) } }
        }
        subject.send(1)
        subject.send(2)
        #expect(late == Array(repeating: 2, count: 8))
        a.cancel()
        keep.removeAll()
        #expect(subject.subscriptionCount == 0)
    }

    @Test func recursiveLockCountsHoldsAndExcludesOtherThreads() {
        let lock = RecursiveLock()
        let counter = UnguardedCounter()
        onThreads(4) { _ in
            for _ in 0..<5_000 {
                lock.lock()
                lock.lock()  // re-entry on the holding thread
                counter.value += 1
                lock.unlock()
                counter.value += 1
                lock.unlock()
            }
        }
        #expect(counter.value == 4 * 5_000 * 2)
    }

    @Test func aThreadWaitingForTheRecursiveLockIsWokenWhenItIsLetGo() {
        let lock = RecursiveLock()
        let acquired = Flag()
        let done = DispatchSemaphore(value: 0)
        lock.lock()
        lock.lock()
        Thread {
            lock.lock()
            acquired.set()
            lock.unlock()
            done.signal()
        }.start()
        usleep(100_000)  // long enough for the thread to be waiting
        #expect(!acquired.isSet, "held by this thread")
        lock.unlock()
        #expect(!acquired.isSet, "still held once")
        lock.unlock()
        #expect(done.wait(timeout: .now() + 10) == .success, "the waiter was woken and took the lock")
        #expect(acquired.isSet)
    }
}

/// A counter that only the lock under test guards.
final class UnguardedCounter: @unchecked Sendable {
    var value = 0
}
