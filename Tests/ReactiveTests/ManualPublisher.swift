@testable import Reactive

/// A subscription that records what its subscriber asks of it.
final class ManualSubscription: Subscription, CustomStringConvertible {
    var requests: [Subscribers.Demand] = []
    var cancels = 0
    let description: String

    init(_ name: String = "ManualSubscription") { description = name }

    func request(_ demand: Subscribers.Demand) { requests.append(demand) }
    func cancel() { cancels += 1 }
}

/// A publisher the test drives by hand: it keeps the subscriber it was given, so the test can
/// hand it subscriptions, values and completions in any order, the wrong ones included.
final class ManualPublisher<Output, Failure: Error>: Publisher {
    var subscriber: AnySubscriberBox<Output, Failure>?
    /// The subscriber itself, as an upstream that finds the operator's subscription in it
    /// (before handing it its own) would.
    var rawSubscriber: Any?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriberBox(subscriber)
        rawSubscriber = subscriber
    }

    /// Hands the subscriber a new subscription and returns it.
    @discardableResult
    func subscribe(_ name: String = "ManualSubscription") -> ManualSubscription {
        let subscription = ManualSubscription(name)
        subscriber?.receiveSubscription(subscription)
        return subscription
    }

    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand { subscriber?.receiveValue(value) ?? .none }

    func send(completion: Subscribers.Completion<Failure>) { subscriber?.receiveCompletion(completion) }
}

/// The three calls of a subscriber, kept as closures.
struct AnySubscriberBox<Input, Failure: Error> {
    let receiveSubscription: (any Subscription) -> Void
    let receiveValue: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscription = { subscriber.receive(subscription: $0) }
        receiveValue = { subscriber.receive($0) }
        receiveCompletion = { subscriber.receive(completion: $0) }
    }
}
