/// The conversion from kilowatts to horsepower, the rule behind every Car screen's power text.
///
/// One kilowatt is 1.34102209 horsepower. The conversion is exact: it multiplies in 128-bit
/// integer arithmetic by `134102209` and divides by `10^8`, so no floating-point error can
/// move a result across a rounding boundary, and it is defined for every `Int`.
///
/// Source: Docs/Contract.md §3 ("horsepower"); seed 002's
/// `max(Int(round(Double(kw) * horsepowerPerKilowatt)), 0)`.
public enum Horsepower {
    /// The numerator of the horsepower per kilowatt, 1.34102209 = 134102209 / 10^8.
    public static let perKilowattNumerator = 134_102_209
    /// The denominator of the horsepower per kilowatt, 1.34102209 = 134102209 / 10^8.
    public static let perKilowattDenominator = 100_000_000

    /// The largest power in kilowatts whose horsepower still fits in `Int`:
    /// 6 877 867 341 361 077 659 kW is exactly `Int.max` horsepower after rounding; one
    /// kilowatt more would be `Int.max + 1` and saturates.
    public static let largestUnsaturatedKilowatts = 6_877_867_341_361_077_659

    /// Converts a power in kilowatts to horsepower.
    ///
    /// The result is `max(round(kilowatts × 1.34102209), 0)`, where `round` rounds half away
    /// from zero, computed exactly. A negative power gives 0. A power above
    /// ``largestUnsaturatedKilowatts`` gives `Int.max` instead of trapping.
    ///
    /// ```swift
    /// Horsepower.horsepower(kilowatts: 125)  // 168
    /// Horsepower.horsepower(kilowatts: 2)    // 3 (2.68204418 rounds up)
    /// Horsepower.horsepower(kilowatts: -5)   // 0
    /// ```
    ///
    /// - Parameter kilowatts: The power in kilowatts; any `Int`.
    /// - Returns: The power in whole horsepower, in `0...Int.max`.
    public static func horsepower(kilowatts: Int) -> Int {
        // round(x) for x < 0 is at most 0 (half away from zero), so max(…, 0) is 0.
        guard kilowatts > 0 else { return 0 }
        let product = UInt(kilowatts).multipliedFullWidth(by: UInt(perKilowattNumerator))
        return roundedQuotient(product, dividedBy: UInt(perKilowattDenominator))
    }

    /// Divides a non-negative 128-bit number, rounding half away from zero and saturating.
    ///
    /// For a non-negative dividend, half away from zero is half up: the quotient grows by one
    /// when the remainder is at least half the divisor.
    ///
    /// - Parameters:
    ///   - dividend: The 128-bit dividend, as its high and low words.
    ///   - divisor: The divisor; not zero.
    /// - Returns: The rounded quotient, or `Int.max` when it does not fit in `Int`.
    static func roundedQuotient(_ dividend: (high: UInt, low: UInt), dividedBy divisor: UInt) -> Int {
        precondition(divisor > 0, "Division by zero")
        // The quotient needs more than 64 bits exactly when the high word reaches the divisor.
        guard dividend.high < divisor else { return .max }
        let (quotient, remainder) = divisor.dividingFullWidth(dividend)
        // remainder >= divisor - remainder ⟺ 2 × remainder >= divisor, without overflow.
        let roundsUp = remainder >= divisor - remainder
        let maximum = UInt(Int.max)
        guard quotient < maximum || (quotient == maximum && !roundsUp) else { return .max }
        return Int(quotient) + (roundsUp ? 1 : 0)
    }
}
