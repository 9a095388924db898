/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// Mirrors Combine's `Just`: what Kickstarter's view models publish for what is fixed when the
/// screen opens.
///
/// ```swift
/// let c = Just("Edit Product").sink { print($0) }
/// // Prints: Edit Product
/// ```
///
/// - Note: Each subscription delivers ``output`` on its first demand, then `.finished`.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Creates a publisher that emits `output` once, then finishes.
    ///
    /// - Parameter output: The one element that the publisher emits.
    public init(_ output: Output) {
        self.output = output
    }

    /// Hands `subscriber` a subscription that delivers ``output`` on demand.
    ///
    /// - Parameter subscriber: The downstream subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        Publishers.Sequence<CollectionOfOne<Output>, Never>(sequence: CollectionOfOne(output))
            .receive(subscriber: subscriber)
    }
}
