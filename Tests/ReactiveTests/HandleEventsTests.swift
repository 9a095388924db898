import Testing

@testable import Reactive

/// `handleEvents`, with Combine's semantics (OpenCombine's `HandleEventsTests.swift`): each
/// closure runs before its event is passed on, once per subscription, and not after the end.
@Suite struct HandleEventsTests {
    @Test func eachClosureRunsBeforeItsEventIsPassedOn() {
        let upstream = ManualPublisher<Int, Never>()
        var log: [String] = []
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        upstream.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output \($0) (downstream had \(recorder.values.count))") },
            receiveCompletion: { _ in log.append("completion (downstream had \(recorder.completions.count))") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request \($0)") }
        )
        .subscribe(recorder)
        let subscription = upstream.subscribe()
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(
            log == [
                "subscription", "request max(2)", "output 1 (downstream had 0)", "completion (downstream had 0)",
            ])
        #expect(subscription.requests == [.max(2)], "the demand reaches the upstream")
        #expect(recorder.values == [1])
        #expect(recorder.completions.count == 1)
    }

    @Test func aCancelIsSeenOnceAndEndsTheClosures() {
        let upstream = ManualPublisher<Int, Never>()
        var outputs: [Int] = []
        var cancels = 0
        let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
        upstream.handleEvents(receiveOutput: { outputs.append($0) }, receiveCancel: { cancels += 1 })
            .subscribe(recorder)
        let subscription = upstream.subscribe()
        upstream.send(1)
        recorder.subscription?.cancel()
        recorder.subscription?.cancel()
        upstream.send(2)
        #expect(outputs == [1], "no closure runs after the cancel")
        #expect(cancels == 1)
        #expect(subscription.cancels == 1, "the upstream is cancelled once")
    }

    @Test func theEffectRunsPerSubscriptionAndOnceWhenShared() {
        let subject = PassthroughSubject<Int, Never>()
        var effects: [Int] = []
        let effect = subject.handleEvents(receiveOutput: { effects.append($0) })
        let (first, second) = (effect.sink { _ in }, effect.sink { _ in })
        subject.send(1)
        #expect(effects == [1, 1], "one per subscription, as in Combine")
        first.cancel()
        second.cancel()

        effects = []
        let shared = effect.share()
        let (third, fourth) = (shared.sink { _ in }, shared.sink { _ in })
        subject.send(2)
        #expect(effects == [2], "share() runs it once")
        _ = (third, fourth)
    }

    @Test func aSecondSubscriptionIsCancelled() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
        upstream.handleEvents().subscribe(recorder)
        upstream.subscribe()
        let second = upstream.subscribe("second")
        #expect(second.cancels == 1)
        #expect(recorder.subscriptionsReceived == 1)
        recorder.subscription?.cancel()
    }
}
