import BenchmarkKit
import Testing

@Suite("Statistics")
struct StatisticsTests {
    @Test("Percentiles by nearest rank")
    func percentiles() {
        let values = (1...100).map(Double.init).shuffled()
        let p = Percentiles(of: values)
        #expect(p == Percentiles(p0: 1, p25: 25, p50: 50, p75: 75, p90: 90, p99: 99, p100: 100))
        #expect(Percentiles(of: [7]) == Percentiles(p0: 7, p25: 7, p50: 7, p75: 7, p90: 7, p99: 7, p100: 7))
        #expect(Percentiles(of: [3, 1, 2]) == Percentiles(p0: 1, p25: 1, p50: 2, p75: 3, p90: 3, p99: 3, p100: 3))
    }

    @Test("A fitted exponent finds linear, quadratic and constant growth", arguments: [0.0, 1.0, 2.0])
    func scaling(exponent: Double) throws {
        let points = [1_000, 10_000, 100_000].map { (rows: $0, nanoseconds: 5 * pow(Double($0), exponent)) }
        let fit = try #require(ScalingFit(name: "x", column: "y", points: points))
        #expect(abs(fit.exponent - exponent) < 1e-9)
        #expect(ScalingFit(name: "x", column: "y", points: [(rows: 10, nanoseconds: 1)]) == nil)
    }

    @Test("Factors to the fastest and to the baseline, and their geometric means")
    func table() throws {
        let table = SuiteTable(SampleReport.make().suites[0])
        #expect(table.columns == ["Direct", "MVC", "Redux"])
        #expect(table.rows == ["Car.editMake", "Welcome.signIn"])
        let redux = try #require(table.cells[0][2])
        #expect(redux.factorToFastest == 4.5)
        #expect(redux.factorToBaseline == 4.5)
        #expect(table.cells[1][2] == nil)
        #expect(abs((table.geometricMeanToFastest(column: 1) ?? 0) - 1.5.squareRoot()) < 1e-12)
        #expect(SuiteTable.geometricMean([]) == nil)
    }

    @Test("Colours run from green at 1.0 to red at 4.0 and above")
    func colours() {
        #expect(FactorColor.rgb(1).1 > FactorColor.rgb(1).0)
        #expect(FactorColor.rgb(4).0 > FactorColor.rgb(4).1)
        #expect(FactorColor.css(4) == FactorColor.css(40))
        #expect(FactorColor.css(0.5) == FactorColor.css(1))
        #expect(FactorColor.css(1).count == 7)
    }

    @Test("A baseline marks only what left the old spread by more than 5 %")
    func baseline() {
        func result(_ p50: Double) -> CaseResult {
            CaseResult(
                name: "a", column: "b", unit: "ns", value: p50,
                time: Percentiles(p0: p50 * 0.95, p50: p50, p90: p50 * 1.1, p99: p50 * 1.2, p100: p50 * 1.3), samples: 10)
        }
        #expect(BaselineComparison.change(from: result(100), to: result(150)).verdict == .slower)
        #expect(BaselineComparison.change(from: result(100), to: result(60)).verdict == .faster)
        #expect(BaselineComparison.change(from: result(100), to: result(104)).verdict == .same)
        #expect(BaselineComparison.change(from: result(100), to: result(108)).verdict == .same)
        let old = SampleReport.make()
        var new = old
        new.suites[0].results[2].value *= 2
        new.suites[0].results[2].time = new.suites[0].results[2].time.map {
            Percentiles(p0: $0.p0 * 2, p50: $0.p50 * 2, p90: $0.p90 * 2, p99: $0.p99 * 2, p100: $0.p100 * 2)
        }
        let compared = BaselineComparison.compare(new, with: old)
        #expect(compared.suites[0].results[2].baseline?.verdict == .slower)
        #expect(compared.suites[0].results[0].baseline?.verdict == .same)
    }

    @Test(
        "The allocator's statistics see an allocation",
        .enabled(
            if: AllocatorStatistics.isMeasured,
            "not measured in this process: AddressSanitizer's allocator replaced malloc (glibc's statistics do not see it), or the platform has none"
        ))
    func allocator() {
        // mallinfo2 counts the whole process, and other tests run in parallel and free memory
        // meanwhile (up to a few MiB at once): allocate 4 MiB and look for at least 3 MiB, in
        // one of a few tries (statistics that never see the allocation fail every one).
        var seen: [Int] = []
        for _ in 0..<5 {
            let before = AllocatorStatistics.bytesInUse
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4 << 20, alignment: 16)
            let grew = AllocatorStatistics.bytesInUse - before
            buffer.deallocate()
            seen.append(grew)
            if grew >= 3 << 20 { break }
        }
        #expect(seen.contains { $0 >= 3 << 20 }, "bytes in use grew by \(seen) for 4 MiB allocated")
    }
}

private func pow(_ base: Double, _ exponent: Double) -> Double {
    exponent == 0 ? 1 : (0..<Int(exponent)).reduce(1) { product, _ in product * base }
}
