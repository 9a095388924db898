import Testing

@testable import Reactive

/// The stateful operators give their downstream a subscription of their own, as Combine's do:
/// they end at cancel or completion, forward one cancel and no later request upstream, and
/// cancel a second upstream subscription instead of passing it on. (`map`, `filter` and
/// `compactMap` hand the upstream subscription through, as Combine's do.)
@Suite struct OperatorLifecycleTests {
    typealias Operator = @Sendable (ManualPublisher<Int, TestError>) -> AnyPublisher<Int, TestError>

    static let operators: [(String, Operator)] = [
        ("removeDuplicates", { $0.removeDuplicates().eraseToAnyPublisher() }),
        ("removeDuplicates(by:)", { $0.removeDuplicates { $0 == $1 }.eraseToAnyPublisher() }),
        ("combineLatest", { $0.combineLatest(Just(0)) { a, _ in a }.eraseToAnyPublisher() }),
    ]

    @Test(arguments: 0..<operators.count)
    func endsAtCancel(index: Int) {
        let (name, make) = Self.operators[index]
        let upstream = ManualPublisher<Int, TestError>()
        let recorder = DemandRecorder<Int, TestError>(initial: .unlimited)
        make(upstream).subscribe(recorder)
        let subscription = upstream.subscribe()
        _ = upstream.send(1)
        recorder.subscription?.cancel()
        recorder.subscription?.cancel()
        recorder.subscription?.request(.max(3))
        _ = upstream.send(2)
        upstream.send(completion: .finished)
        #expect(recorder.values == [1], "\(name)")
        #expect(recorder.completions.isEmpty, "\(name)")
        #expect(subscription.cancels == 1, "\(name): one cancel upstream")
        #expect(subscription.requests == [.unlimited], "\(name): no request upstream after cancel")
    }

    @Test(arguments: 0..<operators.count)
    func endsAtCompletion(index: Int) {
        let (name, make) = Self.operators[index]
        let upstream = ManualPublisher<Int, TestError>()
        let recorder = DemandRecorder<Int, TestError>(initial: .unlimited)
        make(upstream).subscribe(recorder)
        upstream.subscribe()
        _ = upstream.send(1)
        upstream.send(completion: .failure(.boom))
        _ = upstream.send(2)
        upstream.send(completion: .finished)
        upstream.send(completion: .failure(.other))
        #expect(recorder.values == [1], "\(name)")
        #expect(recorder.completions == [.failure(.boom)], "\(name)")
    }

    @Test(arguments: 0..<operators.count)
    func cancelsASecondUpstreamSubscription(index: Int) {
        let (name, make) = Self.operators[index]
        let upstream = ManualPublisher<Int, TestError>()
        let recorder = DemandRecorder<Int, TestError>(initial: .unlimited)
        make(upstream).subscribe(recorder)
        let first = upstream.subscribe("first")
        let second = upstream.subscribe("second")
        #expect(recorder.subscriptionsReceived == 1, "\(name)")
        #expect(second.cancels == 1, "\(name): the duplicate is cancelled")
        #expect(second.requests.isEmpty, "\(name)")
        #expect(first.cancels == 0, "\(name)")
        recorder.subscription?.cancel()
        #expect(first.cancels == 1, "\(name): cancel reaches the first subscription")
    }

    /// A value, a completion or a request before the upstream subscription is a programming
    /// error, as in Combine (OpenCombine's `testReceiveValueBeforeSubscription` and kin): the
    /// process stops.
    @Test func removeDuplicatesTrapsOnAValueBeforeItsSubscription() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            upstream.removeDuplicates().subscribe(recorder)
            _ = upstream.send(1)
        }
    }

    @Test func removeDuplicatesTrapsOnACompletionBeforeItsSubscription() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            upstream.removeDuplicates().subscribe(recorder)
            upstream.send(completion: .finished)
        }
    }

    @Test func removeDuplicatesTrapsOnARequestBeforeItsSubscription() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            upstream.removeDuplicates().subscribe(recorder)
            (upstream.rawSubscriber as? any Subscription)?.request(.max(1))
        }
    }

    @Test func removeDuplicatesTrapsOnARequestForNone() async {
        await #expect(processExitsWith: .failure) {
            let upstream = ManualPublisher<Int, Never>()
            let recorder = DemandRecorder<Int, Never>(initial: .none)
            upstream.removeDuplicates().subscribe(recorder)
            upstream.subscribe()
            recorder.subscription?.request(.none)
        }
    }

    /// A cancel before the upstream subscription is remembered, as in Combine: the late
    /// subscription is cancelled, the downstream never gets one, nothing flows.
    @Test func removeDuplicatesCancelledBeforeItsSubscriptionCancelsTheLateOne() {
        let upstream = ManualPublisher<Int, Never>()
        weak var watched: DemandRecorder<Int, Never>?
        do {
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            watched = recorder
            upstream.removeDuplicates().subscribe(recorder)
        }
        let operatorSubscription = upstream.rawSubscriber as? any Subscription
        #expect(operatorSubscription != nil)
        operatorSubscription?.cancel()
        #expect(watched == nil, "the downstream is let go at the cancel")
        let late = upstream.subscribe()
        #expect(late.cancels == 1, "the late subscription is cancelled")
        #expect(late.requests.isEmpty)
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .finished)
    }

    @Test func removeDuplicatesCancelledBeforeItsSubscriptionDeliversNothing() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
        upstream.removeDuplicates().subscribe(recorder)
        (upstream.rawSubscriber as? any Subscription)?.cancel()
        upstream.subscribe()
        _ = upstream.send(1)
        upstream.send(completion: .finished)
        #expect(recorder.subscriptionsReceived == 0)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completions.isEmpty)
    }

    /// This `removeDuplicates` frees its last element at cancel, while the subscription object
    /// itself is still held (here by the subscriber); Combine's keeps it until that object goes
    /// (Docs/ReactiveNames.md records the difference).
    @Test func removeDuplicatesFreesItsLastElementAtCancel() {
        let subject = PassthroughSubject<Token, Never>()
        let recorder = DemandRecorder<Token, Never>(initial: .unlimited)
        subject.removeDuplicates(by: ===).subscribe(recorder)
        weak var last: Token?
        do {
            let token = Token()
            last = token
            subject.send(token)
            recorder.values.removeAll()
        }
        #expect(last != nil, "kept while subscribed, to compare with the next")
        recorder.subscription?.cancel()
        #expect(recorder.subscription != nil)
        #expect(last == nil, "freed at the cancel")
    }

    @Test func removeDuplicatesForwardsDemandUpstream() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        upstream.removeDuplicates().subscribe(recorder)
        let subscription = upstream.subscribe()
        recorder.subscription?.request(.max(1))
        #expect(subscription.requests == [.max(2), .max(1)])
        #expect(upstream.send(5) == .none)
        #expect(upstream.send(5) == .max(1), "a dropped duplicate gives its demand back")
        recorder.subscription?.cancel()
    }

    /// A subscriber that keeps its subscription (as a custom one may) is freed once the
    /// subscription ends: the operator lets go of its downstream at cancel and at completion,
    /// as Combine's do, so the two do not keep each other alive.
    @Test(arguments: 0..<operators.count)
    func releasesItsDownstreamWhenItEnds(index: Int) {
        let (name, make) = Self.operators[index]
        for ending in ["cancel", "completion"] {
            let upstream = ManualPublisher<Int, TestError>()
            weak var watched: DemandRecorder<Int, TestError>?
            do {
                let recorder = DemandRecorder<Int, TestError>(initial: .unlimited)
                watched = recorder
                make(upstream).subscribe(recorder)
                upstream.subscribe()
                _ = upstream.send(1)
                if ending == "cancel" {
                    recorder.subscription?.cancel()
                } else {
                    upstream.send(completion: .finished)
                }
                #expect(recorder.values == [1], "\(name)")
            }
            #expect(watched == nil, "\(name): the subscriber is freed after \(ending)")
        }
    }
}

/// A publisher of one value, then finished: Combine's `Just`, for tests only.
struct Just<Output, Failure: Error>: Publisher {
    let value: Output
    init(_ value: Output) { self.value = value }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: JustSubscription(value: value, subscriber: subscriber))
    }
}

/// Delivers the value and the completion on the first request.
final class JustSubscription<S: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = Locked<(S.Input, S)?>(nil)

    init(value: S.Input, subscriber: S) { lock.withLock { $0 = (value, subscriber) } }

    func request(_ demand: Subscribers.Demand) {
        guard
            let (value, subscriber) = lock.withLock({ state in
                defer { state = nil }
                return state
            })
        else { return }
        _ = subscriber.receive(value)
        subscriber.receive(completion: .finished)
    }

    func cancel() { lock.withLock { $0 = nil } }
}
