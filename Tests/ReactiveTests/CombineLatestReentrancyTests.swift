import Testing

@testable import Reactive

/// A value that reaches `combineLatest` while it is delivering downstream (the subscriber
/// sent it to an upstream) only updates the latest value, as in Combine: nothing is emitted
/// nested inside the delivery, then or later; the next upstream value emits with it. A
/// request made meanwhile only adds demand.
@Suite struct CombineLatestReentrancyTests {
    /// Counts how deep deliveries nest and what the subscriber saw.
    final class Probe {
        var depth = 0
        var deepest = 0
        var seen: [String] = []

        func enter(_ pair: (Int, Int)) {
            depth += 1
            deepest = max(deepest, depth)
            seen.append("\(pair.0),\(pair.1)")
        }

        func leave() { depth -= 1 }
    }

    @Test func aValueSentFromInsideADeliveryIsNotEmittedNested() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let probe = Probe()
        var next = 100
        let c = a.combineLatest(b).sink { pair in
            probe.enter(pair)
            if next < 110 {
                next += 1
                a.send(next)
            }
            probe.leave()
        }
        a.send(1)
        b.send(0)
        b.send(1)
        b.send(2)
        #expect(probe.deepest == 1, "a delivery nested in another")
        #expect(probe.seen == ["1,0", "101,1", "102,2"], "the value sent inside is kept as the latest, not emitted")
        c.cancel()
    }

    /// A subscriber that sends to an upstream on every value it receives: without the rule
    /// it recursed until the stack overflowed (SIGSEGV), so this runs in a process of its own.
    @Test func aSubscriberThatSendsOnEveryValueDoesNotRecurse() async {
        await #expect(processExitsWith: .success) {
            let a = PassthroughSubject<Int, Never>()
            let b = CurrentValueSubject<Int, Never>(0)
            var received = 0
            let c = a.combineLatest(b).sink { pair in
                received += 1
                a.send(pair.0 + 1)
            }
            a.send(1)
            b.send(1)
            precondition(received == 2, "\(received) values, expected 2")
            c.cancel()
        }
    }

    @Test func aRequestFromInsideADeliveryOnlyAddsDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let probe = Probe()
        let subscriber = ClosureSubscriber<(Int, Int)>(initial: .max(1))
        subscriber.onValue = { pair in
            probe.enter(pair)
            if pair.0 == 1 {
                a.send(2)
                subscriber.subscription?.request(.max(1))
            }
            probe.leave()
        }
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        b.send(0)
        #expect(probe.seen == ["1,0"], "neither the value nor the request inside emits")
        b.send(3)
        #expect(probe.seen == ["1,0", "2,3"], "the demand added inside is there for the next value")
        #expect(probe.deepest == 1)
        subscriber.subscription?.cancel()
        subscriber.onValue = { _ in }  // the closure held the subscriber: end the cycle
    }

    @Test func requestingNoneTraps() async {
        await #expect(processExitsWith: .failure) {
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            let recorder = DemandRecorder<(Int, Int), Never>(initial: .max(1))
            a.combineLatest(b).subscribe(recorder)
            recorder.subscription?.request(.none)
        }
    }
}

/// A subscriber that requests `initial`, keeps its subscription and hands each value to
/// `onValue`, returning no more demand.
final class ClosureSubscriber<Input>: Subscriber {
    typealias Failure = Never
    var subscription: (any Subscription)?
    var onValue: (Input) -> Void = { _ in }
    let initial: Subscribers.Demand

    init(initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
