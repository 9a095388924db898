import Reactive

/// Records everything a publisher sends (Kickstarter's `TestObserver`), and lets a test wait,
/// without a clock, until a given number of values or the completion has arrived.
///
///     let enabled = TestObserver(viewModel.outputs.loadButtonIsEnabled)
///     viewModel.inputs.loadButtonTapped()
///     #expect(enabled.values == [true, false])
///
/// - Note: Main-actor isolated, like the view models it watches. It holds its subscription
///   until it is freed or ``cancel()`` is called.
@MainActor
final class TestObserver<Value, Failure: Error> {
    /// The values received, in order.
    private(set) var values: [Value] = []
    /// The completion, once received.
    private(set) var completion: Subscribers.Completion<Failure>?

    private var waiters: [(isMet: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    private var cancellable: AnyCancellable?

    /// Subscribes to `publisher` with unlimited demand.
    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        cancellable = publisher.sink(
            receiveCompletion: { [weak self] in
                self?.completion = $0
                self?.resumeWaiters()
            },
            receiveValue: { [weak self] in
                self?.values.append($0)
                self?.resumeWaiters()
            })
    }

    /// Returns once `count` values in all have been received (at once if they have).
    func waitForValues(count: Int) async {
        await wait { self.values.count >= count }
    }

    /// Returns once the completion has been received (at once if it has).
    func waitForCompletion() async {
        await wait { self.completion != nil }
    }

    /// Stops recording.
    func cancel() {
        cancellable?.cancel()
    }

    private func wait(until isMet: @escaping () -> Bool) async {
        guard !isMet() else { return }
        await withCheckedContinuation { waiters.append((isMet, $0)) }
    }

    private func resumeWaiters() {
        let met = waiters.filter { $0.isMet() }
        waiters.removeAll { $0.isMet() }
        for waiter in met { waiter.continuation.resume() }
    }
}
