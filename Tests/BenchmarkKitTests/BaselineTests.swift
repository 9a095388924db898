import BenchmarkKit
import Testing

@Suite("Baseline")
struct BaselineTests {
    private func bytes(_ value: Double) -> CaseResult {
        CaseResult(name: "Car.screenAfterPop", column: "MVC", unit: "bytes", value: value, samples: 9)
    }

    private func verdict(_ old: Double, _ new: Double) -> BaselineChange {
        BaselineComparison.change(from: bytes(old), to: bytes(new))
    }

    @Test("Bytes: a move across the 16-byte floor is significant, with no ratio")
    func acrossTheFloor() {
        let grew = verdict(0, 48)
        #expect(grew.verdict == .slower)
        #expect(grew.ratio == nil)
        #expect(grew.text(new: 48, unit: "bytes") == "SLOWER +48 B")
        let shrank = verdict(48, 0)
        #expect(shrank.verdict == .faster)
        #expect(shrank.ratio == nil)
        #expect(shrank.text(new: 0, unit: "bytes") == "faster −48 B")
    }

    @Test("Bytes: values at or below the floor are equal, and a few bytes of rounding are no change")
    func belowTheFloor() {
        for (old, new) in [(0.8, 0.0), (0.0, 2.0), (2.0, 0.0), (16.0, 0.0), (0.0, 16.0), (40.0, 43.0), (300.0, 314.0)] {
            let change = verdict(old, new)
            #expect(change.verdict == .same, "\(old) → \(new)")
        }
        #expect(verdict(0.8, 0).ratio == nil)
        #expect(verdict(0.8, 0).text(new: 0, unit: "bytes") == "same")
    }

    @Test("Bytes: above the floor, a ratio and the 5 % threshold")
    func aboveTheFloor() {
        #expect(verdict(1_000, 1_100).verdict == .slower)
        #expect(verdict(1_000, 1_100).ratio == 1.1)
        #expect(verdict(1_000, 900).verdict == .faster)
        #expect(verdict(1_000, 1_040).verdict == .same)
        #expect(verdict(1_000, 1_100).text(new: 1_100, unit: "bytes") == "SLOWER ×1.10")
    }

    @Test("A baseline from another build, mode or machine, or with no case in common, is warned about")
    func mismatches() {
        let run = SampleReport.make()
        #expect(BaselineComparison.warnings(run, baseline: run, name: "old.json").isEmpty)
        var old = run
        old.machine.build = "debug"
        old.mode = "full"
        old.machine.cpu = "Other CPU"
        let warnings = BaselineComparison.warnings(run, baseline: old, name: "old.json")
        #expect(warnings.count == 3)
        #expect(warnings[0].contains("'old.json' is a debug build and this run a release build"))
        #expect(warnings[1].contains("is a full run and this one a quick run"))
        #expect(warnings[2].contains("another machine") && warnings[2].contains("Other CPU") && warnings[2].contains("Test CPU"))
        var unrelated = run
        unrelated.suites = [run.suites[3]]
        let other = run.selecting(CaseFilter("^binding/"))
        #expect(BaselineComparison.sharedCases(other, unrelated) == 0)
        #expect(
            BaselineComparison.warnings(other, baseline: unrelated, name: "old.json")
                == ["warning: the baseline 'old.json' shares no case with this run; nothing is compared."])
        #expect(BaselineComparison.sharedCases(run, unrelated) == 2)
    }
}
