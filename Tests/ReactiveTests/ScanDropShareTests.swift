import Testing

@testable import Reactive

@Suite struct ScanDropShareTests {
    @Test func scanAccumulatesPerSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = []
        var second: [Int] = []
        let c1 = subject.scan(0, +).sink { first.append($0) }
        subject.send(1)
        let c2 = subject.scan(0, +).sink { second.append($0) }
        subject.send(2)
        #expect(first == [1, 3])
        #expect(second == [2])
        c1.cancel()
        c2.cancel()
    }

    @Test func scanPassesDemandAndCompletionThrough() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        upstream.scan(10, +).subscribe(recorder)
        let subscription = upstream.subscribe()
        #expect(subscription.requests == [.max(2)])
        _ = upstream.send(1)
        upstream.send(completion: .finished)
        #expect(recorder.values == [11])
        #expect(recorder.completions == [.finished])
    }

    @Test func dropFirstSkipsTheCurrentValueWithoutUsingTheDemand() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        subject.dropFirst().subscribe(recorder)
        #expect(recorder.values.isEmpty)
        subject.send(1)
        subject.send(2)  // beyond the demand
        #expect(recorder.values == [1])
        recorder.subscription?.cancel()
        #expect(subject.subscriptionCount == 0)
    }

    @Test func dropFirstAsksTheUpstreamForTheDroppedOnesOnce() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        upstream.dropFirst(2).subscribe(recorder)
        let subscription = upstream.subscribe()
        recorder.subscription?.request(.max(1))
        #expect(subscription.requests == [.max(3), .max(1)])
        recorder.subscription?.cancel()
    }

    @Test func shareSubscribesTheUpstreamOnceForAllSubscribers() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.share()
        var first: [Int] = []
        var second: [Int] = []
        let c1 = shared.sink { first.append($0) }
        let subscription = upstream.subscribe()
        let c2 = shared.sink { second.append($0) }
        #expect(subscription.requests == [.unlimited])
        _ = upstream.send(1)
        #expect(first == [1] && second == [1])
        c1.cancel()
        #expect(subscription.cancels == 0)
        c2.cancel()
        #expect(subscription.cancels == 1)  // the last one disconnects
    }

    @Test func shareHonoursEachSubscribersDemandAndForwardsCompletion() {
        let upstream = PassthroughSubject<Int, Never>()
        let shared = upstream.share()
        let recorder = DemandRecorder<Int, Never>(initial: .max(1))
        var all: [Int] = []
        shared.subscribe(recorder)
        let c = shared.sink { all.append($0) }
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(all == [1, 2])
        #expect(recorder.completions == [.finished])
        c.cancel()
    }
}

@Suite struct MulticastTests {
    @Test func aCurrentValueSubjectGivesEveryNewSubscriberTheLatestAndTheUpstreamRunsOnce() {
        let upstream = ManualPublisher<Int, Never>()
        let shared = upstream.multicast(subject: CurrentValueSubject(0)).autoconnect()
        var first: [Int] = []
        var late: [Int] = []
        let c1 = shared.sink { first.append($0) }
        let subscription = upstream.subscribe()
        _ = upstream.send(1)
        let c2 = shared.sink { late.append($0) }
        _ = upstream.send(2)
        #expect(first == [0, 1, 2])
        #expect(late == [1, 2])
        #expect(subscription.requests == [.unlimited])
        c1.cancel()
        c2.cancel()
        #expect(subscription.cancels == 1)
    }

    @Test func connectSubscribesTheSubjectUntilCancelled() {
        let upstream = PassthroughSubject<Int, Never>()
        let multicast = upstream.multicast { PassthroughSubject<Int, Never>() }
        var received: [Int] = []
        let c = multicast.sink { received.append($0) }
        upstream.send(1)  // not connected yet
        let connection = multicast.connect()
        upstream.send(2)
        connection.cancel()
        upstream.send(3)
        #expect(received == [2])
        #expect(upstream.subscriptionCount == 0)
        c.cancel()
    }
}
