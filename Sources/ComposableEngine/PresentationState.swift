/// The storage of a presented child feature's state in its parent's state: the child's state
/// while it is presented, `nil` otherwise.
///
/// ```swift
/// struct State: Equatable {
///     @PresentationState var destination: Destination.State?
/// }
/// // The parent's body: .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
///
/// The feature reads and writes `destination` as a plain optional; `\.$destination` (the
/// projected value, this wrapper) is the key path ``Reducer/ifLet(_:action:destination:)``
/// takes, so that the reducer that presents the child is the only one that needs to know the
/// state is presented.
///
/// - Note: Mirrors TCA's `PresentationState` property wrapper, which TCA 1.0–1.6 features
///   write as `@PresentationState` and 1.7+ features as `@Presents` (a macro that expands to
///   this wrapper). The kit has no macros, so features write the wrapper. Deliberate
///   difference: the state is stored inline (TCA boxes it for copy-on-write); equality and
///   hashing are the wrapped value's, as in TCA.
@propertyWrapper
public struct PresentationState<State> {
    /// The presented child's state, or `nil` while nothing is presented.
    public var wrappedValue: State?

    /// Wraps a child's state (`nil`: nothing presented).
    public init(wrappedValue: State?) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, `$destination`: what ``Reducer/ifLet(_:action:destination:)`` is
    /// given a key path to.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}
