import BenchmarkKit
import PeersCore

/// The primitives suite's cases run in the kit's engines and in the libraries they stand in
/// for, in one process: every case samples its columns interleaved, one sample of each per
/// round in rotating order (BenchmarkKit's ``InterleavedMeasurement``), by the primitives
/// suite's plan (``SamplingPlan/primitives(quick:)``).
@MainActor
struct PeersSuite {
    static let name = "peers"

    let quick: Bool
    let filter: CaseFilter
    let progress: (String) -> Void

    /// What a run gives: the suite (`nil` when the filter selected nothing), or the engines
    /// whose events reached no subscriber, which would measure nothing.
    enum Outcome {
        case measured(SuiteResult?)
        case failure([String])
    }

    func run() async -> Outcome {
        let sum = Accumulator()
        let model = Model()
        let floor = EngineCases(
            column: "Floor", events: [.closureCall: { [closure = Accumulator.opaqueClosure(sum)] in closure($0) }],
            keepAlive: [])
        let engines = [
            floor, KitReactiveCases.make(sum: sum, model: model), OpenCombineCases.make(sum: sum, model: model),
            RxSwiftCases.make(sum: sum, model: model), KitStoreCases.make(sum: sum), ReSwiftCases.make(sum: sum),
        ]
        let failures = EngineCases.deliveryFailures(of: engines, sum: sum, model: model)
        guard failures.isEmpty else { return .failure(failures) }
        let plan = SamplingPlan.primitives(quick: quick)
        var results: [CaseResult] = []
        for primitive in PrimitiveCase.allCases {
            let contenders = engines.compactMap { engine -> Contender? in
                guard let event = engine.events[primitive],
                    filter.matches(suite: Self.name, name: primitive.rawValue, column: engine.column)
                else { return nil }
                let batch = primitive.batch
                return Contender(column: engine.column, eventsPerSample: batch) {
                    let start = Timestamp.now()
                    for i in 0..<batch { event(i) }
                    let end = Timestamp.now()
                    return Sample(nanoseconds: start.nanoseconds(to: end), events: batch)
                }
            }
            guard !contenders.isEmpty else { continue }
            progress("\(Self.name) \(primitive.rawValue) × \(contenders.count)")
            let samples = await InterleavedMeasurement.run(contenders, plan: plan)
            for (contender, taken) in zip(contenders, samples) {
                results.append(CaseResult(name: primitive.rawValue, column: contender.column, samples: taken))
            }
        }
        blackHole((sum.total, model.value, engines.map(\.keepAlive.count)))
        guard !results.isEmpty else { return .measured(nil) }
        let notes =
            PrimitiveCase.allCases.compactMap { PeerComparison.note(for: $0.rawValue, in: results) }
            + PrimitiveCase.allCases.compactMap { primitive in
                primitive.rxSwiftCounterpart.map { "\(primitive.rawValue) in RxSwift: \($0)." }
            } + ["CombineLatest.mapSink: OpenCombine 0.14, its latest release, has no combineLatest."]
        let suite = SuiteResult(
            name: Self.name, title: "Peers: the kit's engines beside OpenCombine, RxSwift and ReSwift, per event",
            summary: "p50 time per event of archkit-bench's primitives cases, in batches, in the kit's Reactive core "
                + "and ReduxStore and in the libraries they stand in for, sampled interleaved in one process, beside "
                + "a direct call of a stored closure (the floor). Target (Docs/Benchmarks.md): the kit at most half "
                + "the fastest peer.",
            columns: ["Floor"] + PeerComparison.reactiveColumns + PeerComparison.storeColumns, baselineColumn: nil,
            results: results,
            notes: notes)
        return .measured(suite)
    }
}
