import Reactive
import Synchronization

/// One asynchronous call as a publisher: seed 003's `Single`, written for the kit's
/// Combine-shaped core, which has no `Future`, `Deferred` or schedulers.
///
/// It is cold, like `Deferred { Future { … } }` in Combine or `Single.create` in RxSwift:
/// nothing runs until a subscriber asks for a value. Then that subscription starts its own
/// call in a main-actor `Task` and publishes its result followed by `.finished`, or fails
/// with its error. Cancelling the subscription cancels the task, and nothing is delivered
/// after that.
///
///     let request = AsyncRequest(service.fetchSummary)
///     let cancellable = request.sink(
///         receiveCompletion: { print($0) },
///         receiveValue: { print($0.countries.count) })
///     // Prints, once the service answers: 186
///     //                                   finished
///
/// - Note: The call and every delivery run on the main actor, where the kit's view models
///   live (Docs/Architecture.md: everything a screen owns is `@MainActor`), so a subscriber on
///   a view model needs no hop, and the harness's settling sees the result as ordinary
///   main-actor work. Cancelling is cooperative: the call sees `Task.isCancelled` (a
///   ``SummaryService`` then throws ``SummaryError/unreachable``), and whatever it returns
///   or throws after the cancel is dropped.
struct AsyncRequest<Output, Failure: Error>: Publisher {
    /// The call; each subscription makes it once.
    typealias Operation = @MainActor @Sendable () async throws(Failure) -> Output

    private let operation: Operation

    /// Creates a publisher that makes `operation` once per subscription.
    ///
    /// - Parameter operation: The asynchronous call, such as a service's method.
    init(_ operation: @escaping Operation) {
        self.operation = operation
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Inner(operation: operation, downstream: subscriber))
    }
}

extension AsyncRequest {
    /// One subscription: starts the call on the first demand, delivers its outcome once.
    ///
    /// The subscriber holds this subscription and it holds the subscriber until the outcome
    /// is delivered or the subscription is cancelled; either ends the cycle (as in Combine).
    ///
    /// `@unchecked Sendable` invariant: all mutable state is in `state`, a `Mutex`; the
    /// downstream is taken out of it and then called only from the task, on the main actor.
    private final class Inner<Downstream: Subscriber>: Subscription, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// `@unchecked Sendable` invariant: only accessed inside `state.withLock`.
        private struct State: @unchecked Sendable {
            /// The call, until it starts; `nil` once started or cancelled.
            var operation: Operation?
            /// Who hears the outcome; `nil` once delivered or cancelled.
            var downstream: Downstream?
            /// The running call, so that a cancel can cancel it.
            var task: Task<Void, Never>?
        }

        private let state: Mutex<State>

        init(operation: @escaping Operation, downstream: Downstream) {
            state = Mutex(State(operation: operation, downstream: downstream))
        }

        /// Starts the call on the first positive demand; later demand changes nothing.
        func request(_ demand: Subscribers.Demand) {
            guard demand > .none else { return }
            let operation = state.withLock { state in
                defer { state.operation = nil }
                return state.operation
            }
            guard let operation else { return }
            let task = Task { @MainActor in await self.run(operation) }
            // A cancel that came in between has already cleared the state: stop the task too.
            let cancelled = state.withLock { state in
                guard state.downstream != nil else { return true }
                state.task = task
                return false
            }
            if cancelled { task.cancel() }
        }

        /// Cancels the call and releases the subscriber; nothing is delivered after this.
        func cancel() {
            let released = state.withLock { state in
                defer { state = State() }
                return state
            }
            released.task?.cancel()
        }

        @MainActor
        private func run(_ operation: Operation) async {
            let result: Result<Output, Failure>
            do throws(Failure) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            let finished = state.withLock { state in
                defer { state = State() }
                return state
            }
            guard let downstream = finished.downstream, !Task.isCancelled else { return }
            switch result {
            case .success(let value):
                _ = downstream.receive(value)
                downstream.receive(completion: .finished)
            case .failure(let error):
                downstream.receive(completion: .failure(error))
            }
        }
    }
}
