/// The root of a subscription pipeline: receives the composed observer.
@usableFromInline
@MainActor
final class SubscriptionHead<State> {
    @usableFromInline
    var observer: SubscriptionSink<State>?

    @inlinable
    init() {}
}
