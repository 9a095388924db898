import Testing

@testable import Reactive

/// A subscriber keeps its subscription, and an operator's subscription keeps its subscriber
/// while values can flow; as in Combine, cancelling or completing ends that, so a subscriber
/// that still holds its cancelled or finished subscription is freed with it.
@Suite struct OperatorReleaseTests {
    /// Subscribes a recorder through `operate`, ends the subscription with `end`, drops the
    /// recorder and reports whether it was freed.
    private func recorderIsFreed(
        _ operate: (PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never>,
        end: (PassthroughSubject<Int, Never>, DemandRecorder<Int, Never>) -> Void
    ) -> Bool {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakRecorder: DemandRecorder<Int, Never>?
        do {
            let recorder = DemandRecorder<Int, Never>(initial: .unlimited)
            weakRecorder = recorder
            operate(subject).subscribe(recorder)
            subject.send(1)
            end(subject, recorder)
        }
        return weakRecorder == nil
    }

    /// The operators whose subscription is an object that holds its subscriber.
    private static var operators: [(String, (PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never>)] {
        [
            ("merge", { $0.merge(with: Just(9)).eraseToAnyPublisher() }),
            ("switchToLatest", { $0.map { Just($0) }.switchToLatest().eraseToAnyPublisher() }),
            ("prepend", { $0.prepend(0).eraseToAnyPublisher() }),
            ("dropFirst", { $0.dropFirst().eraseToAnyPublisher() }),
            ("handleEvents", { $0.handleEvents(receiveOutput: { _ in }).eraseToAnyPublisher() }),
        ]
    }

    @Test func aCancelledSubscriptionLetsGoOfItsSubscriber() {
        for (name, operate) in Self.operators {
            #expect(recorderIsFreed(operate) { _, recorder in recorder.subscription?.cancel() }, "\(name)")
        }
    }

    @Test func aFinishedSubscriptionLetsGoOfItsSubscriber() {
        for (name, operate) in Self.operators {
            let freed = recorderIsFreed(operate) { subject, recorder in
                subject.send(completion: .finished)
                #expect(recorder.completions == [.finished], "\(name)")
            }
            #expect(freed, "\(name)")
        }
    }
}
