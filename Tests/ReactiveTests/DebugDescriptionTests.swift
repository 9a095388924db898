import Testing

@testable import Reactive

/// What a debugger or a log shows: Combine's names, not the kit's internals.
@Suite struct DebugDescriptionTests {
    @Test func subscriptionsDescribeThemselvesAsCombineDoes() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        let a = DemandRecorder<Int, Never>(initial: .none)
        let b = DemandRecorder<Int, Never>(initial: .none)
        passthrough.subscribe(a)
        current.subscribe(b)
        #expect(a.subscription.map { String(describing: $0) } == "PassthroughSubject")
        #expect(b.subscription.map { String(describing: $0) } == "CurrentValueSubject")
        #expect(String(describing: Subscriptions.empty) == "Empty")

        let upstream = ManualPublisher<Int, Never>()
        let c = DemandRecorder<Int, Never>(initial: .none)
        upstream.removeDuplicates().subscribe(c)
        upstream.subscribe()
        #expect(c.subscription.map { String(describing: $0) } == "RemoveDuplicates")
        let d = DemandRecorder<(Int, Int), Never>(initial: .none)
        passthrough.combineLatest(current).subscribe(d)
        #expect(d.subscription.map { String(describing: $0) } == "CombineLatest")
        for subscription in [a.subscription, b.subscription, c.subscription, d.subscription] { subscription?.cancel() }
    }

    @Test func subscribersDescribeThemselvesAsCombineDoes() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(sink.description == "Sink")
        let assign = Subscribers.Assign(object: Model(), keyPath: \Model.count)
        #expect(assign.description == "Assign Model.")
        let labels = Mirror(reflecting: assign).children.compactMap(\.label)
        #expect(labels == ["object", "keyPath", "status"])
    }

    @Test func mirrorsShowStateNotInternals() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        subject.subscribe(recorder)
        let mirror = recorder.subscription.map { Mirror(reflecting: $0) }
        #expect(mirror?.children.compactMap(\.label) == ["parent", "downstream", "demand", "subject"])
        #expect(mirror?.descendant("demand") as? Subscribers.Demand == .max(2))
        #expect(mirror?.descendant("subject") as? PassthroughSubject<Int, Never> === subject)
        recorder.subscription?.cancel()
    }

    /// Combine's subject subscription lets go of its subject when it ends; its mirror then
    /// shows no parent.
    @Test func aSubjectSubscriptionsMirrorShowsNoSubjectAfterItEnds() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let cancelled = DemandRecorder<Int, Never>(initial: .max(1))
        let completed = DemandRecorder<Int, Never>(initial: .max(1))
        subject.subscribe(cancelled)
        subject.subscribe(completed)
        cancelled.subscription?.cancel()
        subject.send(completion: .finished)
        for recorder in [cancelled, completed] {
            let mirror = recorder.subscription.map { Mirror(reflecting: $0) }
            #expect(mirror?.descendant("parent").map { "\($0)" } == "nil")
            #expect(mirror?.descendant("subject").map { "\($0)" } == "nil")
            #expect(mirror?.descendant("demand") as? Subscribers.Demand == Subscribers.Demand.none)
        }
    }

    /// `map`, `filter` and `compactMap` hand the upstream subscription through; the subscriber
    /// they put upstream prints as Combine's does and mirrors nothing, as Combine's.
    @Test func statelessOperatorsSubscribersDescribeThemselvesAsCombineDoes() {
        let operators: [(String, (ManualPublisher<Int, Never>) -> AnyPublisher<Int, Never>)] = [
            ("Map", { $0.map { $0 }.eraseToAnyPublisher() }),
            ("Filter", { $0.filter { _ in true }.eraseToAnyPublisher() }),
            ("CompactMap", { $0.compactMap { $0 }.eraseToAnyPublisher() }),
        ]
        for (name, make) in operators {
            let upstream = ManualPublisher<Int, Never>()
            make(upstream).subscribe(DemandRecorder<Int, Never>(initial: .none))
            let inner = upstream.rawSubscriber
            #expect(inner.map { String(describing: $0) } == name)
            #expect(inner.map { Mirror(reflecting: $0).children.count } == 0, "\(name)")
        }
    }

    @Test func anyPublisherAndTheEmptySubscriptionDescribeThemselvesAsCombineDoes() {
        let erased = PassthroughSubject<Int, Never>().eraseToAnyPublisher()
        #expect(String(describing: erased) == "AnyPublisher")
        #expect(Mirror(reflecting: Subscriptions.empty).children.isEmpty)
    }
}
