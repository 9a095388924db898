import Testing

@testable import Reactive

@Suite struct CancellationTests {
    @Test func cancelStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = subject.sink { received.append($0) }
        subject.send(1)
        c.cancel()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func subscriberCancelledByAnotherDuringTheSameSendGetsNothing() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var b: AnyCancellable?
        let a = subject.sink { v in
            received.append("A\(v)")
            b?.cancel()
        }
        b = subject.sink { v in received.append("B\(v)") }
        subject.send(1)
        subject.send(2)
        #expect(received == ["A1", "A2"])
        a.cancel()
    }

    @Test func cancelFromInsideTheSinkItself() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var received: [Int] = []
        var c: AnyCancellable?
        c = subject.sink { v in
            received.append(v)
            if v == 1 { c?.cancel() }
        }
        subject.send(1)
        subject.send(2)
        #expect(received == [0, 1])
        #expect(subject.subscriptionCount == 0)
    }

    @Test func deinitOfAnyCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        do {
            let c = subject.sink { received.append($0) }
            subject.send(1)
            _ = c
        }
        subject.send(2)
        #expect(received == [1])
        #expect(subject.subscriptionCount == 0)
    }

    @Test func cancellingReleasesTheClosures() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakToken: Token?
        var cancellable: AnyCancellable?
        do {
            let token = Token()
            weakToken = token
            cancellable = subject.sink(receiveCompletion: { _ in _ = token }, receiveValue: { _ in _ = token })
        }
        #expect(weakToken != nil)
        cancellable?.cancel()
        #expect(weakToken == nil, "the sink's closures are released on cancel, while the AnyCancellable lives")
        _ = cancellable
    }

    @Test func completionReleasesTheClosures() {
        let subject = CurrentValueSubject<Int, Never>(0)
        weak var weakToken: Token?
        var cancellable: AnyCancellable?
        do {
            let token = Token()
            weakToken = token
            cancellable = subject.sink { _ in _ = token }
        }
        subject.send(completion: .finished)
        #expect(weakToken == nil)
        _ = cancellable
    }

    @Test func subjectDoesNotKeepACancelledSubscriberAlive() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakRecorder: DemandRecorder<Int, Never>?
        do {
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            weakRecorder = recorder
            subject.subscribe(recorder)
            recorder.subscription?.cancel()
            recorder.subscription = nil
        }
        #expect(weakRecorder == nil)
        #expect(subject.subscriptionCount == 0)
    }

    @Test func subscribeAndCancelInALoopDoesNotGrowTheList() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        let keep = passthrough.sink { _ in }
        for _ in 0..<1_000 {
            passthrough.sink { _ in }.cancel()
            current.sink { _ in }.cancel()
        }
        #expect(passthrough.subscriptionCount == 1)
        #expect(current.subscriptionCount == 0)
        keep.cancel()
        #expect(passthrough.subscriptionCount == 0)
    }

    @Test func storeInSetAndCollection() {
        let subject = PassthroughSubject<Int, Never>()
        var count = 0
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { _ in count += 1 }.store(in: &set)
        subject.sink { _ in count += 10 }.store(in: &array)
        #expect(set.count == 1)
        #expect(array.count == 1)
        subject.send(0)
        #expect(count == 11)
        set.removeAll()
        subject.send(0)
        #expect(count == 21)
        array.removeAll()
        subject.send(0)
        #expect(count == 21)
    }

    @Test func anyCancellableClosureRunsOnce() {
        var calls = 0
        let c = AnyCancellable { calls += 1 }
        c.cancel()
        c.cancel()
        #expect(calls == 1)
        #expect(c == c)
        #expect(c != AnyCancellable {})
    }

    /// A cancellable that counts its cancels; a class and a struct, for both of
    /// `AnyCancellable`'s ways of keeping one.
    final class CountingObject: Cancellable {
        var cancels = 0
        func cancel() { cancels += 1 }
    }

    struct CountingValue: Cancellable {
        let object: CountingObject
        func cancel() { object.cancel() }
    }

    @Test func anyCancellableCancelsAnObjectOnceAndReleasesIt() {
        weak var weakObject: CountingObject?
        var c: AnyCancellable?
        do {
            let object = CountingObject()
            weakObject = object
            c = AnyCancellable(object)
        }
        #expect(weakObject != nil, "kept until cancelled")
        c?.cancel()
        c?.cancel()
        #expect(weakObject == nil, "released by the first cancel")
        c = nil
    }

    @Test func anyCancellableCancelsAValueOnceAndOnDeinit() {
        let object = CountingObject()
        let c = AnyCancellable(CountingValue(object: object))
        c.cancel()
        c.cancel()
        #expect(object.cancels == 1)
        do { _ = AnyCancellable(CountingValue(object: object)) }
        #expect(object.cancels == 2, "a dropped AnyCancellable cancels")
        let existential: any Cancellable = CountingObject()
        let erased = AnyCancellable(existential)
        erased.cancel()
        #expect((existential as? CountingObject)?.cancels == 1)
    }

    @Test func anObjectIsCancelledWhenItsAnyCancellableGoesAway() {
        let object = CountingObject()
        do { _ = AnyCancellable(object) }
        #expect(object.cancels == 1)
    }
}
