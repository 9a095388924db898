/// A namespace for types that serve as subscribers.
///
/// Mirrors Combine's `Subscribers` enum. It holds ``Subscribers/Completion``,
/// ``Subscribers/Demand``, ``Subscribers/Sink`` and ``Subscribers/Assign``.
public enum Subscribers {}

/// A namespace for types that serve as publishers.
///
/// Mirrors Combine's `Publishers` enum. The operator methods on ``Publisher``
/// (such as ``Publisher/map(_:)``) return the types declared in this namespace.
public enum Publishers {}
