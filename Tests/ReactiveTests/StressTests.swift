import Foundation
import Synchronization
import Testing

@testable import Reactive

/// Several threads hammer send, subscribe, cancel and complete on one subject, through the
/// operators too; the invariants are checked on what each subscriber saw. Sized to finish in
/// about a second each, and under ThreadSanitizer in well under a minute (see CONTRIBUTING).
@Suite(.serialized) struct StressTests {
    /// What one subscriber saw.
    enum Event: Equatable, Sendable {
        case value(Int)
        case finished
    }

    /// The chains every invariant is checked through: the subject itself and each operator.
    static let chains: [(String, @Sendable (CurrentValueSubject<Int, Never>) -> AnyPublisher<Int, Never>)] = [
        ("subject", { $0.eraseToAnyPublisher() }),
        ("map", { $0.map { $0 }.eraseToAnyPublisher() }),
        ("filter", { $0.filter { _ in true }.eraseToAnyPublisher() }),
        ("compactMap", { $0.compactMap { $0 }.eraseToAnyPublisher() }),
        ("removeDuplicates", { $0.removeDuplicates().eraseToAnyPublisher() }),
        ("combineLatest", { $0.combineLatest(Just(0)) { a, _ in a }.eraseToAnyPublisher() }),
    ]

    @Test(arguments: 0..<chains.count)
    func noDeliveryAfterCancelReturns(chain: Int) {
        let (name, make) = Self.chains[chain]
        let subject = CurrentValueSubject<Int, Never>(0)
        let late = Counter()
        let delivered = Counter()
        let cancellersDone = Counter()
        let cancellers = 2
        onThreads(4) { thread in
            if thread < cancellers {
                for _ in 0..<1_500 {
                    let cancelled = Flag()
                    let c = make(subject).sink { _ in
                        delivered.increment()
                        if cancelled.isSet { late.increment() }
                    }
                    c.cancel()
                    cancelled.set()
                }
                cancellersDone.increment()
            } else {
                var i = 0
                while cancellersDone.value < cancellers {
                    subject.send(i)
                    i += 1
                }
            }
        }
        #expect(delivered.value > 0)
        #expect(late.value == 0, "\(name): \(late.value) deliveries after cancel() had returned")
        #expect(subject.subscriptionCount == 0, "\(name): every cancelled subscription is detached")
    }

    @Test(arguments: 0..<chains.count)
    func nothingAfterCompletionAndNoCompletionLost(chain: Int) {
        let (name, make) = Self.chains[chain]
        for round in 0..<40 {
            let subject = CurrentValueSubject<Int, Never>(0)
            let logs = Locked<[Log<Event>]>([])
            let keep = Locked<[AnyCancellable]>([])
            onThreads(4) { thread in
                switch thread {
                case 0, 1:
                    for i in 0..<400 { subject.send(i) }
                case 2:
                    for _ in 0..<40 {
                        let log = Log<Event>()
                        let c = make(subject).sink(
                            receiveCompletion: { _ in log.append(.finished) }, receiveValue: { log.append(.value($0)) })
                        logs.withLock { $0.append(log) }
                        keep.withLock { $0.append(c) }
                    }
                default:
                    for _ in 0..<(round % 8) * 50 { _ = subject.value }
                    subject.send(completion: .finished)
                }
            }
            for log in logs.withLock({ $0 }) {
                let events = log.values
                let completions = events.filter { $0 == .finished }.count
                #expect(completions == 1, "\(name), round \(round): \(completions) completions in \(events.suffix(3))")
                #expect(events.last == .finished, "\(name), round \(round): an event after the completion")
            }
            keep.withLock { $0.removeAll() }
        }
    }

    @Test(arguments: 0..<chains.count)
    func aSubscribersLastValueIsTheSubjectsValue(chain: Int) {
        let (name, make) = Self.chains[chain]
        for round in 0..<20 {
            let subject = CurrentValueSubject<Int, Never>(0)
            let logs = Locked<[Log<Int>]>([])
            let keep = Locked<[AnyCancellable]>([])
            onThreads(4) { thread in
                switch thread {
                case 0, 1:
                    // Each sender's values grow, so each subscriber must see each sender's in order.
                    for i in 1...500 { subject.send(thread * 1_000_000 + i) }
                case 2:
                    for _ in 0..<30 {
                        let log = Log<Int>()
                        let c = make(subject).sink { log.append($0) }
                        logs.withLock { $0.append(log) }
                        keep.withLock { $0.append(c) }
                    }
                default:
                    for _ in 0..<30 {
                        let c = make(subject).sink { _ in }
                        c.cancel()
                    }
                }
            }
            let final = subject.value
            for log in logs.withLock({ $0 }) {
                let values = log.values
                #expect(values.last == final, "\(name), round \(round): ends on \(values.suffix(3)), subject holds \(final)")
                for sender in 0...1 {
                    let own = values.filter { $0 / 1_000_000 == sender && $0 != 0 }
                    #expect(own == own.sorted(), "\(name), round \(round): sender \(sender)'s values out of order")
                }
            }
            keep.withLock { $0.removeAll() }
        }
    }

    /// `combineLatest` under sends from four threads, two to each side, with a subscriber
    /// that sends back into the side it is called from on every value (a two-way binding
    /// does that): a value that arrives during a delivery only updates the latest, so no
    /// delivery nests in another, and none overlaps another (ThreadSanitizer checks the flag
    /// that tells them apart). The subscriber answers only values the senders sent (positive),
    /// so an engine that did nest would go two deep, not overflow the stack.
    @Test func combineLatestNeverDeliversNestedUnderConcurrentReentrantSends() {
        for round in 0..<10 {
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            let depth = Depth()
            let deepest = Locked(0)
            let delivered = Counter()
            let c = a.combineLatest(b).sink { pair in
                let now = depth.value.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
                deepest.withLock { $0 = max($0, now) }
                delivered.increment()
                switch Thread.current.name {
                case "a" where pair.0 > 0: a.send(-pair.0)
                case "b" where pair.1 > 0: b.send(-pair.1)
                default: break
                }
                depth.value.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            }
            onThreads(4) { thread in
                let side = thread < 2 ? a : b
                Thread.current.name = thread < 2 ? "a" : "b"
                for i in 1...500 { side.send(i) }
            }
            c.cancel()
            #expect(delivered.value > 0, "round \(round)")
            #expect(deepest.withLock { $0 } == 1, "round \(round): a delivery nested in or overlapped another")
        }
    }
}

/// How many deliveries are in progress at once, counted atomically.
final class Depth: Sendable {
    let value = Atomic<Int>(0)
}
