extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber
    /// through the subscription.
    ///
    /// Mirrors Combine's `Subscribers.Demand`. Demand is fully supported by
    /// the subjects in this module: a subscriber never receives more values
    /// than it asked for. ``PassthroughSubject`` drops values sent while a
    /// subscriber has no demand; ``CurrentValueSubject`` and
    /// ``Publishers/CombineLatest`` keep the latest value and deliver it as
    /// soon as demand arrives (a buffer of one, like Combine).
    ///
    /// Arithmetic saturates: anything added to ``unlimited`` stays unlimited,
    /// and subtraction never goes below ``none``.
    ///
    /// - Note: A value type; `Sendable`.
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        @usableFromInline
        let rawValue: UInt

        @inlinable
        init(rawValue: UInt) { self.rawValue = rawValue }

        /// A request for as many values as the publisher can produce.
        @inlinable public static var unlimited: Demand { Demand(rawValue: .max) }

        /// A request for no elements from the publisher.
        @inlinable public static var none: Demand { Demand(rawValue: 0) }

        /// Creates a demand for the given maximum number of elements.
        ///
        /// - Parameter value: The maximum number of elements; must not be negative.
        /// - Returns: A demand for at most `value` elements.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number of requested values, or `nil` if the demand is unlimited.
        @inlinable
        public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

        /// A textual representation: `"unlimited"` or `"max(n)"`.
        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        /// Adds two demands; the sum saturates at ``unlimited``.
        ///
        /// - Returns: The combined demand.
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow ? .unlimited : Demand(rawValue: sum)
        }

        /// Adds a number of elements to a demand.
        ///
        /// - Returns: The combined demand.
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        /// Adds a demand to this one in place.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a number of elements to this demand in place.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Subtracts one demand from another; ``unlimited`` minus anything is
        /// ``unlimited``, and the result never goes below ``none``.
        ///
        /// - Returns: The remaining demand.
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return Demand(rawValue: lhs.rawValue > rhs.rawValue ? lhs.rawValue - rhs.rawValue : 0)
        }

        /// Subtracts a number of elements from a demand.
        ///
        /// - Returns: The remaining demand.
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

        /// Subtracts a demand from this one in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Subtracts a number of elements from this demand in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Orders demands; ``unlimited`` is greater than every finite demand.
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Compares a demand with a number of elements.
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue > UInt(rhs) }

        /// Compares a demand with a number of elements.
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs.rawValue == UInt(rhs) }

        /// Consumes one element of a limited demand (no-op for ``unlimited``).
        @inlinable
        mutating func consumeOne() {
            if rawValue != .max && rawValue > 0 { self = Demand(rawValue: rawValue - 1) }
        }
    }
}
