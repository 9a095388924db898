/// The one place a store keeps its state: a buffer at a stable address, so that the reducer
/// and the subscriptions read the state where it lies instead of copying it out of a stored
/// property first (a copy retains every reference the state holds, and releases them after).
///
/// Always initialized: the element is `State?` only because that is what ``Reducer`` takes, and
/// it is `nil` never.
@usableFromInline
final class StateStorage<State>: ManagedBuffer<Void, State?> {
    /// Creates a storage holding `state`.
    @inlinable
    static func holding(_ state: State) -> StateStorage<State> {
        let buffer = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: StateStorage<State>.self)
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: state) }
        return buffer
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }
}
