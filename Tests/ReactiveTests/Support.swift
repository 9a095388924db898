@testable import Reactive

/// A test error.
enum TestError: Error, Equatable { case boom, other }

/// An object whose lifetime tests observe through weak references.
final class Token {}

/// A class whose properties `assign(to:on:)` writes.
final class Model {
    var count = 0
    var text = ""
}

/// A thread-safe event recorder for tests that deliver from several threads.
final class Counter: Sendable {
    private let storage = Locked(0)
    func increment() { storage.withLock { $0 += 1 } }
    var value: Int { storage.withLock { $0 } }
}

/// A subscriber that requests a fixed demand and records what it gets.
///
/// It keeps its subscription, and a live subscription keeps its subscriber: a test whose
/// publisher does not complete cancels the subscription at the end, as any owner of such a
/// subscriber must, or the two keep each other alive (LeakSanitizer reports the cycle).
final class DemandRecorder<Input, Failure: Error>: Subscriber {
    var values: [Input] = []
    var completions: [Subscribers.Completion<Failure>] = []
    var subscription: (any Subscription)?
    /// How many subscriptions it was handed (an operator must pass on only one).
    var subscriptionsReceived = 0
    let initial: Subscribers.Demand

    init(initial: Subscribers.Demand) { self.initial = initial }

    func receive(subscription: any Subscription) {
        subscriptionsReceived += 1
        self.subscription = subscription
        if initial != .none { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
    }
}

extension PassthroughSubject {
    /// Number of live subscriptions (test-only peek at internal state).
    var subscriptionCount: Int {
        core.lock.lock()
        defer { core.lock.unlock() }
        return core.downstreams.count
    }
}

extension CurrentValueSubject {
    /// Number of live subscriptions (test-only peek at internal state).
    var subscriptionCount: Int {
        core.lock.lock()
        defer { core.lock.unlock() }
        return core.downstreams.count
    }
}
