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
        #expect(mirror?.children.compactMap(\.label) == ["parent", "downstream", "demand"])
        #expect(mirror?.descendant("demand") as? Subscribers.Demand == .max(2))
        recorder.subscription?.cancel()
    }
}
