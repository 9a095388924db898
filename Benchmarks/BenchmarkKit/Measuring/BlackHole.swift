/// Consumes a value so that the optimizer cannot drop the work that produced it.
///
/// Pass every result of a measured operation here, as package-benchmark's `blackHole` asks.
/// The function is opaque to the optimizer (`@inline(never)` and not `@inlinable`), so the
/// value must really exist when it is called.
///
/// - Parameter value: Anything the measured code produced.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
