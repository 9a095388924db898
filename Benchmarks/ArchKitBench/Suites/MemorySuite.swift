import BenchmarkKit
import ComposableEngine
import Domain
import Reactive
import ReduxStore
import Widgets

/// Memory, from the allocator's own statistics (`mallinfo2`): the bytes a screen holds while
/// shown, and what is still held after it is popped (it should be nothing); the bytes of one
/// binding in each engine.
@MainActor
struct MemorySuite {
    static let name = "memory"
    let context: BenchmarkContext

    /// Apps measured at once.
    private var apps: Int { context.quick ? 100 : 400 }
    /// Products apps on 1,000 products measured at once (``productsList(_:rows:)``).
    private var listApps: Int { 16 }
    /// Rounds, of which the median is reported.
    private var rounds: Int { context.quick ? 3 : 9 }

    func run() async -> SuiteResult? {
        guard AllocatorStatistics.isMeasured else {
            context.progress("memory: left out, the allocator statistics read \(AllocatorStatistics.source)")
            return nil
        }
        let runner = CaseRunner(context: context, suite: Self.name)
        await screen(runner, name: "Welcome.loginScreen", feature: .welcome) { $0.button("login").tap() }
        await screen(runner, name: "Car.screen", feature: .cars) { $0.table("cars").selectRow(at: 0) }
        await screen(runner, name: "Products.editScreen", feature: .products) { $0.table("products").selectRow(at: 2) }
        await productsList(runner, rows: 1_000)
        await bindings(runner)
        guard !runner.results.isEmpty else { return nil }
        var notes = runner.failures + context.missingNotes(for: [.welcome, .cars, .products])
        for result in runner.results where result.name.hasSuffix("AfterPop") && result.value >= 64 {
            let after =
                result.name.hasPrefix("Products.list")
                ? "per app still held after it is dropped" : "per cycle still held after the pop"
            notes.append("\(result.column) \(result.name): \(Quantity.bytes(result.value)) \(after).")
        }
        return SuiteResult(
            name: Self.name, title: "Memory: bytes per screen and per binding",
            summary:
                "Bytes in use by the allocator (\(AllocatorStatistics.source)), median of \(rounds) rounds, each opening the "
                + "screen in \(apps) apps at once and closing it again, per screen. Welcome.loginScreen, Car.screen, "
                + "Products.editScreen: held while the pushed screen is shown; …AfterPop: still held after it is "
                + "popped (should be 0); Products.list: the Products screen on 1,000 products, repository excluded, "
                + "and what is held after the app is dropped (should be 0), per app, \(listApps) apps "
                + "at once; Sink.binding, Store.binding and Store.observe: one "
                + "subscription (observation) of each engine, and what is held after it is cancelled.",
            columns: context.columns.map(\.name) + ["Reactive", "ReduxStore", "ComposableEngine"], baselineColumn: "Direct",
            results: runner.results, notes: notes)
    }

    /// Opens the screen in `apps` apps at once and closes it in all.
    ///
    /// Many at once, not one after another: glibc keeps a few freed chunks of each size in a
    /// per-thread cache (tcache) that `mallinfo2` counts as in use, which would hide a single
    /// screen's allocations; spread over many screens the error is a few bytes per screen.
    private func screen(
        _ runner: CaseRunner, name: String, feature: Feature, open: @escaping @MainActor (NavigationController) -> Void
    ) async {
        for column in context.columns(suite: Self.name, name: name, alsoNamed: [name + "AfterPop"], feature: feature) {
            context.progress("memory \(name) \(column.name)")
            var held: [Double] = []
            var left: [Double] = []
            for _ in 0..<rounds {
                let navs = (0..<apps).map { _ in
                    if feature == .products {
                        return ProductsFeature.makeApp(column, products: ProductCatalogue.products(count: 100)).0
                    }
                    return column.makeApp(feature: feature, dependencies: AppDependencies())
                }
                // One visit first, so that what the stack keeps for any visit (its array's
                // capacity, a table's selection) is not counted against the screen.
                for nav in navs { open(nav) }
                await settle()
                for nav in navs { nav.goBack() }
                await settle()
                let before = AllocatorStatistics.bytesInUse
                for nav in navs { open(nav) }
                await settle()
                let shown = AllocatorStatistics.bytesInUse
                runner.check(navs.allSatisfy { $0.screens.count == 2 }, "\(column.name) \(name): no screen was pushed")
                for nav in navs { nav.goBack() }
                await settle()
                let after = AllocatorStatistics.bytesInUse
                held.append(Double(shown - before) / Double(apps))
                left.append(Double(after - before) / Double(apps))
                withExtendedLifetime(navs) {}
            }
            runner.add(bytes(name, column.name, Percentiles(of: held).p50))
            runner.add(bytes(name + "AfterPop", column.name, max(Percentiles(of: left).p50, 0)))
        }
    }

    /// Products apps on `rows` products each, built and dropped at once.
    ///
    /// Several apps per round, for the reason ``screen(_:name:feature:open:)`` gives: what is
    /// left after the apps are dropped is within a few hundred bytes of the process's own caches
    /// whatever the apps do, since each `settle()` passes continuations between threads and
    /// libdispatch keeps freed ones in the freeing thread's cache (64 B each, up to its limit),
    /// and glibc keeps up to 7 freed chunks of each size in its tcache, which `mallinfo2` counts
    /// as in use; one app per round was charged all of that (48 to 400 B). Hence also the apps
    /// built and dropped once before the first reading.
    /// The samples' arrays are reserved before the first round so that their growth never falls
    /// between two readings.
    private func productsList(_ runner: CaseRunner, rows: Int) async {
        let name = "Products.list"
        for column in context.columns(
            suite: Self.name, name: name, rows: rows, alsoNamed: [name + "AfterPop"], feature: .products)
        {
            var held: [Double] = []
            var left: [Double] = []
            held.reserveCapacity(rounds)
            left.reserveCapacity(rounds)
            for _ in 0..<rounds {
                let stores = (0..<listApps).map { _ in ProductDataStore(products: ProductCatalogue.products(count: rows)) }
                // The apps built and dropped once first, so that glibc's tcache (up to 7 freed
                // chunks of each size) holds what the apps free before the first reading as it
                // does after the last.
                var warmUp = stores.map {
                    column.makeApp(feature: .products, dependencies: AppDependencies(products: $0))
                }
                await settle()
                blackHole(warmUp.map(\.titles))
                warmUp = []
                await settle()
                let before = AllocatorStatistics.bytesInUse
                var navs: [NavigationController] = []
                navs.reserveCapacity(listApps)
                let reserved = AllocatorStatistics.bytesInUse
                for store in stores {
                    navs.append(column.makeApp(feature: .products, dependencies: AppDependencies(products: store)))
                }
                await settle()
                let shown = AllocatorStatistics.bytesInUse
                runner.check(
                    navs.allSatisfy { $0.topScreen.widget(id: "products") is TableView },
                    "\(column.name) \(name): no Products list was shown")
                navs = []
                await settle()
                let after = AllocatorStatistics.bytesInUse
                held.append(Double(shown - reserved) / Double(listApps))
                left.append(Double(after - before) / Double(listApps))
                withExtendedLifetime(stores) {}
            }
            runner.add(bytes("\(name)", column.name, Percentiles(of: held).p50, rows: rows))
            runner.add(bytes("\(name)AfterPop", column.name, max(Percentiles(of: left).p50, 0), rows: rows))
        }
    }

    /// One binding of each engine: a sink on a subject, a store subscriber.
    private func bindings(_ runner: CaseRunner) async {
        let count = 1_000
        if context.filter.matches(suite: Self.name, name: "Sink.binding", column: "Reactive") {
            let subject = PassthroughSubject<Int, Never>()
            let before = AllocatorStatistics.bytesInUse
            var bag: [AnyCancellable] = []
            bag.reserveCapacity(count)
            let reserved = AllocatorStatistics.bytesInUse
            for _ in 0..<count { subject.sink { blackHole($0) }.store(in: &bag) }
            let held = Double(AllocatorStatistics.bytesInUse - reserved) / Double(count)
            for cancellable in bag { cancellable.cancel() }
            bag = []
            let left = Double(AllocatorStatistics.bytesInUse - before) / Double(count)
            runner.add(bytes("Sink.binding", "Reactive", held))
            runner.add(bytes("Sink.bindingAfterCancel", "Reactive", max(left, 0)))
        }
        if context.filter.matches(suite: Self.name, name: "Store.binding", column: "ReduxStore") {
            let (store, _) = CounterState.makeStore(subscribers: 0)
            var listeners: [StateListener] = []
            listeners.reserveCapacity(count)
            let before = AllocatorStatistics.bytesInUse
            for _ in 0..<count {
                let listener = StateListener()
                store.subscribe(listener)
                listeners.append(listener)
            }
            let held = Double(AllocatorStatistics.bytesInUse - before) / Double(count)
            for listener in listeners { store.unsubscribe(listener) }
            listeners = []
            let left = Double(AllocatorStatistics.bytesInUse - before) / Double(count)
            runner.add(bytes("Store.binding", "ReduxStore", held))
            runner.add(bytes("Store.bindingAfterUnsubscribe", "ReduxStore", max(left, 0)))
        }
        if context.filter.matches(suite: Self.name, name: "Store.observe", column: "ComposableEngine") {
            let store = NestedCounter.makeStores(depth: 0).root
            var tokens: [ObserveToken] = []
            tokens.reserveCapacity(count)
            let before = AllocatorStatistics.bytesInUse
            for _ in 0..<count { tokens.append(observe { blackHole(store.count) }) }
            let held = Double(AllocatorStatistics.bytesInUse - before) / Double(count)
            for token in tokens { token.cancel() }
            tokens = []
            store.send(.increment)  // the store drops the freed observations on its next change
            let left = Double(AllocatorStatistics.bytesInUse - before) / Double(count)
            runner.add(bytes("Store.observe", "ComposableEngine", held))
            runner.add(bytes("Store.observeAfterCancel", "ComposableEngine", max(left, 0)))
        }
    }

    private func bytes(_ name: String, _ column: String, _ value: Double, rows: Int? = nil) -> CaseResult {
        CaseResult(name: name, column: column, rows: rows, unit: "bytes", value: value, samples: rounds)
    }
}
