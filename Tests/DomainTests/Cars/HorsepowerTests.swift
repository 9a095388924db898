import Testing

@testable import Domain

/// Docs/Contract.md §3: horsepower = max(round(kW × 1.34102209), 0), half away from zero, saturating.
@Suite("Horsepower")
struct HorsepowerTests {
    /// The largest kW that converts without saturating, found exactly (outside Swift):
    /// 6877867341361077659 × 1.34102209 = 9223372036854775806.92448731 → Int.max.
    static let largest = 6_877_867_341_361_077_659

    @Test(
        "Converts kilowatts to horsepower at the edges",
        arguments: [
            (0, 0),
            (1, 1),  // 1.34102209
            (2, 3),  // 2.68204418
            (-1, 0),
            (-5, 0),
            (Int.min, 0),
            (Int.max, Int.max),  // saturates (exactly ≈ 1.24e19)
            (largest - 1, Int.max - 1),  // 9223372036854775805.58346522
            (largest, Int.max),  // 9223372036854775806.92448731
            (largest + 1, Int.max),  // 9223372036854775808.26550940: saturates
            (125, 168), (310, 416), (110, 148), (80, 107),
        ])
    func converts(kilowatts: Int, horsepower: Int) {
        #expect(Horsepower.horsepower(kilowatts: kilowatts) == horsepower)
    }

    @Test("The published largest unsaturated kilowatts is the one found exactly")
    func largestUnsaturated() {
        #expect(Horsepower.largestUnsaturatedKilowatts == Self.largest)
    }

    /// 50 000 000 × 1.34102209 = 67 051 104.5 exactly: half away from zero gives 67 051 105,
    /// while half to even and truncation give 67 051 104.
    @Test("Rounds an exact half away from zero")
    func roundsHalfAwayFromZero() {
        let product = 50_000_000.multipliedFullWidth(by: Horsepower.perKilowattNumerator)
        #expect(product.high == 0)
        #expect(Int(product.low) % Horsepower.perKilowattDenominator == 50_000_000)
        #expect(Horsepower.horsepower(kilowatts: 50_000_000) == 67_051_105)
        // 201 153 313.5: here half to even would agree, half down would not.
        #expect(Horsepower.horsepower(kilowatts: 150_000_000) == 201_153_314)
        // A negative half rounds away from zero too, and is then clamped to 0.
        #expect(Horsepower.horsepower(kilowatts: -50_000_000) == 0)
    }

    @Test("Agrees with a 128-bit reference on many values")
    func agreesWithReference() {
        var samples = Array(0...5_000)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<5_000 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            samples.append(Int(truncatingIfNeeded: state) & Int.max)
        }
        for kilowatts in samples {
            let exact = (Int128(kilowatts) * 134_102_209 + 50_000_000) / 100_000_000
            let expected = exact > Int128(Int.max) ? Int.max : Int(exact)
            #expect(Horsepower.horsepower(kilowatts: kilowatts) == expected, "kW = \(kilowatts)")
        }
    }

    /// Builds the 128-bit number `quotient × divisor + remainder`.
    static func wide(_ quotient: UInt, times divisor: UInt, plus remainder: UInt) -> (high: UInt, low: UInt) {
        let product = quotient.multipliedFullWidth(by: divisor)
        let (low, carry) = product.low.addingReportingOverflow(remainder)
        return (product.high + (carry ? 1 : 0), low)
    }

    @Test(
        "The rounded quotient rounds half up and saturates",
        arguments: [
            (wide(0, times: 10, plus: 4), 10, 0),
            (wide(0, times: 10, plus: 5), 10, 1),
            (wide(2, times: 10, plus: 5), 10, 3),  // half to even would give 2
            (wide(2, times: 10, plus: 4), 10, 2),
            (wide(7, times: 3, plus: 2), 3, 8),  // odd divisor: 2/3 rounds up
            (wide(7, times: 3, plus: 1), 3, 7),  // odd divisor: 1/3 rounds down
            (wide(UInt(Int.max) - 1, times: 10, plus: 5), 10, Int.max),
            (wide(UInt(Int.max), times: 10, plus: 4), 10, Int.max),
            (wide(UInt(Int.max), times: 10, plus: 5), 10, Int.max),
            (wide(UInt(Int.max) + 1, times: 10, plus: 0), 10, Int.max),
            ((high: 10, low: 0), 10, Int.max),  // quotient needs more than 64 bits
            ((high: UInt.max, low: UInt.max), 1, Int.max),
        ] as [((high: UInt, low: UInt), UInt, Int)])
    func roundedQuotient(dividend: (high: UInt, low: UInt), divisor: UInt, expected: Int) {
        #expect(Horsepower.roundedQuotient(dividend, dividedBy: divisor) == expected)
    }
}
