import BenchmarkKit
import ComposableEngine
import Reactive
import ReduxStore

/// The engines under the architectures, per event, beside the floor: a direct call of a
/// stored closure. Very short operations run in batches so that reading the clock does not
/// dominate; the time reported is per event.
@MainActor
struct PrimitivesSuite {
    static let name = "primitives"
    let context: BenchmarkContext

    /// The targets Docs/Benchmarks.md gives, in nanoseconds per event.
    enum Target {
        static let send = 40.0, mapSink = 60.0, combineLatest = 140.0, assign = 150.0, sinkCancel = 400.0
        static let dispatch1 = 550.0, dispatch100 = 15_000.0
    }

    func run() async -> SuiteResult? {
        let runner = CaseRunner(context: context, suite: Self.name)
        let plan = context.primitivePlan
        func run(_ name: String, column: String, batch: Int, target: Double? = nil, _ event: @escaping @MainActor (Int) -> Void)
            async
        {
            guard context.filter.matches(suite: Self.name, name: name, column: column) else { return }
            let contender = Contender(column: column, eventsPerSample: batch) {
                measured(events: batch) { for i in 0..<batch { event(i) } }
            }
            await runner.run(name, plan: plan, target: target, [contender])
        }

        let sum = Accumulator()
        let closure = Accumulator.opaqueClosure(sum)
        await run("Closure.call", column: "Floor", batch: 10_000) { closure($0) }

        // Reactive core.
        var bag: [AnyCancellable] = []
        let subject1 = PassthroughSubject<Int, Never>()
        subject1.sink { sum.add($0) }.store(in: &bag)
        await run("PassthroughSubject.send1", column: "Reactive", batch: 2_000, target: Target.send) { subject1.send($0) }

        let subject10 = PassthroughSubject<Int, Never>()
        for _ in 0..<10 { subject10.sink { sum.add($0) }.store(in: &bag) }
        await run("PassthroughSubject.send10", column: "Reactive", batch: 1_000) { subject10.send($0) }

        let current = CurrentValueSubject<Int, Never>(0)
        current.map { $0 &+ 1 }.sink { sum.add($0) }.store(in: &bag)
        await run("CurrentValueSubject.mapSink", column: "Reactive", batch: 2_000, target: Target.mapSink) {
            current.send($0)
        }

        let left = CurrentValueSubject<Int, Never>(0)
        let right = CurrentValueSubject<Int, Never>(0)
        left.combineLatest(right).map { $0 &+ $1 }.sink { sum.add($0) }.store(in: &bag)
        await run("CombineLatest.mapSink", column: "Reactive", batch: 1_000, target: Target.combineLatest) {
            left.send($0)
        }

        let assigned = PassthroughSubject<Int, Never>()
        let model = Model()
        assigned.assign(to: \.value, on: model).store(in: &bag)
        await run("Subscribers.Assign.assign", column: "Reactive", batch: 2_000, target: Target.assign) {
            assigned.send($0)
        }

        let churn = PassthroughSubject<Int, Never>()
        await run("Sink.subscribeCancel", column: "Reactive", batch: 500, target: Target.sinkCancel) { _ in
            let cancellable = churn.sink { sum.add($0) }
            cancellable.cancel()
        }

        // The store.
        let store1 = CounterState.makeStore(subscribers: 1)
        await run("Store.dispatch1", column: "ReduxStore", batch: 1_000, target: Target.dispatch1) { _ in
            store1.store.dispatch(CounterState.Increment())
        }
        let store100 = CounterState.makeStore(subscribers: 100)
        await run("Store.dispatch100", column: "ReduxStore", batch: 100, target: Target.dispatch100) { _ in
            store100.store.dispatch(CounterState.Increment())
        }
        let selected = CounterState.makeStore(subscribers: 0)
        let selector = SliceListener()
        selected.store.subscribe(selector) { $0.select(\.other) }
        await run("Store.dispatchSkipRepeats", column: "ReduxStore", batch: 1_000) { _ in
            selected.store.dispatch(CounterState.Increment())
        }

        // The composable engine: a send to a store observed by one field, the same through a
        // store scoped five levels deep, and the cost of scoping itself.
        let composable = NestedCounter.makeStores(depth: 0).root
        var tokens: Set<ObserveToken> = []
        observe { sum.add(composable.count) }.store(in: &tokens)
        await run("Store.send", column: "ComposableEngine", batch: 1_000) { _ in
            composable.send(.increment)
        }
        let deep = NestedCounter.makeStores(depth: 5)
        observe { sum.add(deep.leaf.count) }.store(in: &tokens)
        await run("Store.sendScoped5", column: "ComposableEngine", batch: 1_000) { _ in
            deep.leaf.send(.increment)
        }
        await run("Store.scope5", column: "ComposableEngine", batch: 200) { _ in
            var store = deep.root
            for _ in 0..<5 { store = store.scope(state: \.child, action: \.child) }
            sum.add(store.count)
        }

        // Observation's scaling: one action of a feature nobody observes, with 0 to 1,000
        // observers of another feature of the same root (by an `Equatable` field, then by one
        // that is not, under the scope rule). Every observer is checked after every action.
        var siblings: [SiblingCounters.Counter] = []
        for (observers, batch) in [(0, 1_000), (10, 1_000), (100, 200), (1_000, 20)] {
            let stores = SiblingCounters.makeStores(observers: observers, sum: sum)
            await run("Store.sendOther\(observers)", column: "ComposableEngine", batch: batch) { _ in
                stores.second.send(1)
            }
            siblings.append(stores.root.state.second)
            for token in stores.tokens { token.cancel() }
        }
        let tagged = SiblingCounters.makeStores(observers: 100, readsTag: true, sum: sum)
        await run("Store.sendOtherUnequatable100", column: "ComposableEngine", batch: 200) { _ in
            tagged.second.send(1)
        }
        siblings.append(tagged.root.state.second)
        for token in tagged.tokens { token.cancel() }
        blackHole((sum.total, model.value, bag.count, store1, store100, selector.calls, composable, deep.root, tokens.count))
        blackHole(siblings.count)

        guard !runner.results.isEmpty else { return nil }
        // One verdict per case, against its target; the factor to the floor is a figure of the table.
        let notes = runner.failures + PrimitivesNotes.notes(runner.results)
        return SuiteResult(
            name: Self.name, title: "Primitives: the Reactive core and the stores, per event",
            summary: "p50 time per event of the engines the reactive MVVM, Redux and TCA architectures are built on, "
                + "in batches, beside a direct call of a stored closure (the floor), with each case's factor to the floor. "
                + "One verdict per case, against its target (Docs/Benchmarks.md): at most half the fastest peer "
                + "(OpenCombine, RxSwift, ReSwift) measured on this machine.",
            columns: ["Floor", "Reactive", "ReduxStore", "ComposableEngine"], baselineColumn: nil, results: runner.results,
            notes: notes)
    }
}

/// Where the measured closures put their results, so that nothing is optimised away.
@MainActor
final class Accumulator {
    private(set) var total = 0

    func add(_ value: Int) { total &+= value }

    /// A closure stored behind an opaque function, so that the call cannot be inlined: the
    /// floor every primitive is compared with.
    @inline(never)
    static func opaqueClosure(_ accumulator: Accumulator) -> @MainActor (Int) -> Void {
        { accumulator.add($0) }
    }
}

/// The object `assign(to:on:)` writes to.
final class Model {
    var value = 0
}
