import Testing

@testable import Reactive

/// `Subscribers.Demand` arithmetic and comparisons at the edges: every result is Combine's
/// (as OpenCombine, whose suite runs against Combine, computes it), and nothing traps.
@Suite struct DemandArithmeticTests {
    typealias Demand = Subscribers.Demand

    @Test func addingAnythingToUnlimitedStaysUnlimited() {
        #expect(Demand.unlimited + Int.min == .unlimited)
        #expect(Demand.unlimited + Int.max == .unlimited)
        #expect(Demand.unlimited + -1 == .unlimited)
        var demand = Demand.unlimited
        demand += Int.min
        #expect(demand == .unlimited)
        demand += .max(3)
        #expect(demand == .unlimited)
    }

    @Test func additionPastIntMaxIsUnlimited() {
        let sum = Demand.max(Int.max) + 10
        #expect(sum == .unlimited)
        #expect(sum.max == nil)
        #expect(Demand.max(Int.max) + .max(1) == .unlimited)
        #expect((Demand.max(Int.max) + Demand.max(Int.max)).max == nil)
        var demand = Demand.max(Int.max - 1)
        demand += 1
        #expect(demand.max == Int.max)
        demand += 1
        #expect(demand == .unlimited)
    }

    @Test func negativeResultsClampToNone() {
        #expect(Demand.max(1) + -5 == .none)
        #expect(Demand.max(5) - 10 == .none)
        #expect(Demand.max(5) - Int.max == .none)
        #expect(Demand.max(0) - Int.min == .none, "overflow on subtraction clamps to none, as OpenCombine")
        #expect(Demand.max(Int.max) - (-1) == .none, "overflow on subtraction clamps to none, as OpenCombine")
        #expect(Demand.max(3) - .unlimited == .none)
        var demand = Demand.max(2)
        demand -= 5
        #expect(demand == .none)
        demand -= Int.min
        #expect(demand == .none)
    }

    @Test func subtractingFromUnlimitedStaysUnlimited() {
        #expect(Demand.unlimited - Int.max == .unlimited)
        #expect(Demand.unlimited - Int.min == .unlimited)
        #expect(Demand.unlimited - .unlimited == .unlimited)
        var demand = Demand.unlimited
        demand -= 7
        #expect(demand == .unlimited)
    }

    @Test func ordinaryArithmetic() {
        #expect(Demand.max(3) + 4 == .max(7))
        #expect(Demand.max(3) + -2 == .max(1))
        #expect(Demand.max(3) - -2 == .max(5))
        #expect(Demand.max(3) * 4 == .max(12))
        #expect(Demand.max(Int.max / 2 + 1) * 2 == .unlimited)
        #expect(Demand.max(3) * -1 == .none)
        #expect(Demand.unlimited * 0 == .unlimited)
    }

    @Test func comparisonsWithAnIntOnEitherSide() {
        #expect(Demand.unlimited > Int.max)
        #expect(Demand.unlimited >= Int.max)
        #expect(!(Demand.unlimited < Int.max))
        #expect(!(Demand.unlimited <= Int.max))
        #expect(!(Demand.unlimited == Int.max))
        #expect(Demand.unlimited != Int.max)
        #expect(!(Int.max > Demand.unlimited))
        #expect(!(Int.max >= Demand.unlimited))
        #expect(Int.max < Demand.unlimited)
        #expect(Int.max <= Demand.unlimited)
        #expect(!(Int.max == Demand.unlimited))
        #expect(Int.max != Demand.unlimited)

        #expect(Demand.max(2) > 1)
        #expect(Demand.max(2) > -1)
        #expect(Demand.max(2) >= 2)
        #expect(Demand.max(2) < 3)
        #expect(!(Demand.max(2) < -3))
        #expect(Demand.max(2) <= 2)
        #expect(Demand.max(2) == 2)
        #expect(Demand.max(2) != -2)
        #expect(3 > Demand.max(2))
        #expect(!(-3 > Demand.max(2)))
        #expect(2 >= Demand.max(2))
        #expect(1 < Demand.max(2))
        #expect(Int.min < Demand.none)
        #expect(2 <= Demand.max(2))
        #expect(2 == Demand.max(2))
        #expect(-2 != Demand.max(2))
    }

    @Test func comparisonsBetweenDemands() {
        #expect(Demand.max(Int.max) < .unlimited)
        #expect(Demand.none < .max(1))
        #expect(Demand.unlimited >= .unlimited)
        #expect(!(Demand.unlimited > .unlimited))
    }
}
