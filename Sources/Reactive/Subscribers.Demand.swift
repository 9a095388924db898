extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber
    /// through the subscription.
    ///
    /// Mirrors Combine's `Subscribers.Demand`. Demand is fully supported by
    /// the subjects in this module: a subscriber never receives more values
    /// than it asked for. ``PassthroughSubject`` drops values sent while a
    /// subscriber has no demand; ``CurrentValueSubject`` and
    /// ``Publishers/CombineLatest`` keep the latest value and deliver it as
    /// soon as demand arrives (a buffer of one; Combine's subject does the same,
    /// its `CombineLatest` drops the combination instead).
    ///
    /// Arithmetic saturates and never traps: a result past `Int.max` is
    /// ``unlimited``, anything added to or taken from ``unlimited`` stays
    /// unlimited, and a negative result is ``none``. Comparisons accept an
    /// `Int` on either side. (Combine's results, as OpenCombine computes them;
    /// where Combine traps on a negative result, this gives ``none``.)
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

        /// A finite demand of `value` elements, or ``unlimited`` past `Int.max`, or ``none``
        /// below zero: the saturation every operator applies (never traps).
        @inlinable
        static func clamped(_ value: Int, overflow: Bool, positive: Bool) -> Demand {
            if overflow { return positive ? .unlimited : .none }
            return value < 0 ? .none : Demand(rawValue: UInt(value))
        }

        /// Adds two demands; the sum saturates at ``unlimited``.
        ///
        /// - Returns: The combined demand; ``unlimited`` if either side is, or if the sum
        ///   exceeds `Int.max` (Combine's result).
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = Int(lhs.rawValue).addingReportingOverflow(Int(rhs.rawValue))
            return clamped(sum, overflow: overflow, positive: true)
        }

        /// Adds a number of elements (possibly negative) to a demand.
        ///
        /// - Returns: ``unlimited`` if `lhs` is unlimited or the sum exceeds `Int.max`;
        ///   ``none`` if the sum is negative (Combine traps there; this never does).
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (sum, overflow) = Int(lhs.rawValue).addingReportingOverflow(rhs)
            return clamped(sum, overflow: overflow, positive: rhs > 0)
        }

        /// Adds a demand to this one in place; see ``+(_:_:)-(Demand,Demand)``.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a number of elements to this demand in place; see ``+(_:_:)-(Demand,Int)``.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Multiplies a demand by a number of elements.
        ///
        /// - Returns: ``unlimited`` if `lhs` is unlimited or the product exceeds `Int.max`;
        ///   ``none`` if it is negative.
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = Int(lhs.rawValue).multipliedReportingOverflow(by: rhs)
            return clamped(product, overflow: overflow, positive: rhs > 0)
        }

        /// Multiplies this demand by a number of elements in place; see ``*(_:_:)``.
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

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

        /// Subtracts a number of elements (possibly negative) from a demand.
        ///
        /// - Returns: ``unlimited`` if `lhs` is unlimited; ``none`` if the difference is
        ///   negative or overflows `Int` either way (Combine's results, as OpenCombine
        ///   computes them; where Combine traps, this gives ``none``).
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (difference, overflow) = Int(lhs.rawValue).subtractingReportingOverflow(rhs)
            return clamped(difference, overflow: overflow, positive: false)
        }

        /// Subtracts a demand from this one in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Subtracts a number of elements from this demand in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Orders demands; ``unlimited`` is greater than every finite demand.
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The finite count, or `nil` for ``unlimited``, for comparisons with an `Int`.
        @inlinable
        var finite: Int? { rawValue == .max ? nil : Int(rawValue) }

        /// Whether the demand asks for more than `rhs` elements; ``unlimited`` always does.
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.finite.map { $0 > rhs } ?? true }

        /// Whether the demand asks for at least `rhs` elements; ``unlimited`` always does.
        @inlinable
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.finite.map { $0 >= rhs } ?? true }

        /// Whether the demand asks for fewer than `rhs` elements; ``unlimited`` never does.
        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.finite.map { $0 < rhs } ?? false }

        /// Whether the demand asks for at most `rhs` elements; ``unlimited`` never does.
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.finite.map { $0 <= rhs } ?? false }

        /// Whether `lhs` elements are more than the demand asks for; never for ``unlimited``.
        @inlinable
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.finite.map { lhs > $0 } ?? false }

        /// Whether `lhs` elements are at least what the demand asks for; never for ``unlimited``.
        @inlinable
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.finite.map { lhs >= $0 } ?? false }

        /// Whether `lhs` elements are fewer than the demand asks for; always for ``unlimited``.
        @inlinable
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.finite.map { lhs < $0 } ?? true }

        /// Whether `lhs` elements are at most what the demand asks for; always for ``unlimited``.
        @inlinable
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.finite.map { lhs <= $0 } ?? true }

        /// Whether the demand asks for exactly `rhs` elements; ``unlimited`` matches no `Int`.
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.finite == rhs }

        /// Whether the demand does not ask for exactly `rhs` elements.
        @inlinable
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.finite != rhs }

        /// Whether the demand asks for exactly `lhs` elements; ``unlimited`` matches no `Int`.
        @inlinable
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.finite == lhs }

        /// Whether the demand does not ask for exactly `lhs` elements.
        @inlinable
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.finite != lhs }

        /// Consumes one element of a limited demand (no-op for ``unlimited``).
        @inlinable
        mutating func consumeOne() {
            if rawValue != .max && rawValue > 0 { self = Demand(rawValue: rawValue - 1) }
        }
    }
}

extension Subscribers.Demand: Codable {
    /// Encodes the demand as Combine does: a single unsigned integer, the number of elements,
    /// `Int.max + 1` for ``unlimited`` (in a keyed container, the key is the property's own).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(max.map(UInt.init) ?? UInt(Int.max) + 1)
    }

    /// Decodes a demand in Combine's form (see ``encode(to:)``): any value above `Int.max`
    /// is ``unlimited``.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the value is not an unsigned integer.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(UInt.self)
        self = value > UInt(Int.max) ? .unlimited : Self(rawValue: value)
    }
}
