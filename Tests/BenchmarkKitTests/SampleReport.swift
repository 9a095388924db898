import BenchmarkKit

/// A small report with every kind of result: timed with writes, bytes, rows and fits, a
/// target, two results within each other's noise (Welcome.signIn), and a name that needs
/// escaping.
enum SampleReport {
    static func make() -> BenchmarkReport {
        func timed(_ name: String, _ column: String, _ p50: Double, rows: Int? = nil, target: Double? = nil) -> CaseResult {
            CaseResult(
                name: name, column: column, rows: rows, unit: "ns", value: p50,
                time: Percentiles(
                    p0: p50 * 0.9, p25: p50 * 0.95, p50: p50, p75: p50 * 1.05, p90: p50 * 1.2, p99: p50 * 1.5, p100: p50 * 2),
                samples: 100, writesPerEvent: 3, unchangedWritesPerEvent: 1, target: target)
        }
        let binding = SuiteResult(
            name: "binding", title: "Binding <one event>", summary: "What \"one event\" costs, & why.",
            columns: ["Direct", "MVC", "Redux"], baselineColumn: "Direct",
            results: [
                timed("Car.editMake", "Direct", 1_000), timed("Car.editMake", "MVC", 1_500),
                timed("Car.editMake", "Redux", 4_500), timed("Welcome.signIn", "Direct", 2_000),
                timed("Welcome.signIn", "MVC", 2_000),
            ],
            notes: ["a note, with a comma"])
        let scaling = SuiteResult(
            name: "scaling", title: "Scaling", summary: "Rows.", columns: ["Direct", "MVC"], baselineColumn: "Direct",
            results: [
                timed("Products.create", "Direct", 1e6, rows: 1_000), timed("Products.create", "MVC", 2e6, rows: 1_000),
                timed("Products.create", "Direct", 1e7, rows: 10_000), timed("Products.create", "MVC", 2e8, rows: 10_000),
                timed("Products.create", "Direct", 1e8, rows: 100_000), timed("Products.create", "MVC", 2e10, rows: 100_000),
            ],
            fits: [
                ScalingFit(name: "Products.create", column: "Direct", exponent: 1, rows: [1_000, 10_000, 100_000]),
                ScalingFit(name: "Products.create", column: "MVC", exponent: 2, rows: [1_000, 10_000, 100_000]),
            ])
        let memory = SuiteResult(
            name: "memory", title: "Memory", summary: "Bytes.", columns: ["Direct", "MVC", "Reactive"],
            baselineColumn: "Direct",
            results: [
                CaseResult(name: "Car.screen", column: "Direct", unit: "bytes", value: 1_200, samples: 3),
                CaseResult(name: "Car.screen", column: "MVC", unit: "bytes", value: 2_400, samples: 3),
                CaseResult(name: "Sink.binding", column: "Reactive", unit: "bytes", value: 300, samples: 3),
            ])
        let primitives = SuiteResult(
            name: "primitives", title: "Primitives", summary: "Per event.", columns: ["Floor", "Reactive"],
            baselineColumn: nil,
            results: [timed("Closure.call", "Floor", 3), timed("PassthroughSubject.send1", "Reactive", 35, target: 40)])
        return BenchmarkReport(
            date: "2025-01-01T00:00:00Z", mode: "quick",
            machine: Machine(cores: 2, cpu: "Test CPU", swift: "6.3.1", os: "Linux", build: "release"),
            suites: [binding, scaling, memory, primitives])
    }

    /// The number of results in all suites.
    static var resultCount: Int { make().suites.reduce(0) { $0 + $1.results.count } }
}
