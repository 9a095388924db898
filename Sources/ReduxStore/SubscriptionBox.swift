/// A store's record of one subscriber: the one weak reference to it, and a
/// specialised closure that delivers a state change to it.
///
/// Properties skip dynamic exclusivity checks: they are only touched on the
/// main actor, by the store, in instantaneous accesses.
@usableFromInline
final class SubscriptionBox<State> {
    /// The subscriber, held weakly; `nil` once it has been deallocated.
    @usableFromInline @exclusivity(unchecked)
    weak var subscriber: (any AnyStoreSubscriber)?

    /// The subscriber's identity, compared before the weak reference is loaded, so that
    /// finding a subscriber's box costs an integer comparison per box, not a weak load.
    @usableFromInline
    let subscriberID: ObjectIdentifier

    /// `false` once unsubscribed or found dead; inactive boxes are skipped.
    @usableFromInline @exclusivity(unchecked)
    var isActive: Bool = true

    /// Delivers `(oldState, newState)` to the live subscriber passed in, which
    /// the caller keeps alive for the duration of the call.
    @usableFromInline
    let send: SubscriptionSink<State>

    @inlinable
    init(
        subscriber: any AnyStoreSubscriber,
        send: @escaping SubscriptionSink<State>
    ) {
        self.subscriber = subscriber
        self.subscriberID = ObjectIdentifier(subscriber)
        self.send = send
    }
}
