import BenchmarkKit
import Domain
import Widgets

/// Binding, one event at a time: the time and the widget writes from one user event to a
/// settled screen, per column.
@MainActor
struct BindingSuite {
    static let name = "binding"
    let context: BenchmarkContext

    func run() async -> SuiteResult? {
        let runner = CaseRunner(context: context, suite: Self.name)
        await carEdit(runner, name: "Car.editMake", field: "make", texts: ["BMW", "BMW M"]) { nav, text in
            nav.topScreen.title == "\(text) i3"
        }
        await carEdit(runner, name: "Car.editKilowatts", field: "kilowatts", texts: ["125", "126"]) { nav, text in
            nav.label("horsepower").text == "\(Horsepower.horsepower(kilowatts: Int(text)!)) HP"
        }
        await signInRoundTrip(runner)
        await productSave(runner)
        guard !runner.results.isEmpty else { return nil }
        let notes = runner.failures + context.missingNotes(for: [.cars, .welcome, .products])
        return SuiteResult(
            name: Self.name, title: "Binding: one user event to a settled screen",
            summary: "Time from one user event to the settled screen (p50 per event), with the widget writes the "
                + "event made and those that changed nothing. Car.editMake: one edit of the Car screen's make "
                + "(the title and the Cars row follow); Car.editKilowatts: one edit of kilowatts (horsepower "
                + "and row follow); Welcome.signInRoundTrip: Login, type a name, Sign in, Home, Sign out; "
                + "Products.saveEdit: Save on Edit Product with a renamed product, back to the re-sorted "
                + "1,000-row list.",
            columns: context.columns.map(\.name), baselineColumn: "Direct", results: runner.results, notes: notes)
    }

    /// One edit of a Car field, alternating between two texts so every edit changes the car.
    private func carEdit(
        _ runner: CaseRunner, name: String, field: String, texts: [String],
        settled: @escaping @MainActor (NavigationController, String) -> Bool
    ) async {
        var contenders: [Contender] = []
        for column in context.columns(suite: Self.name, name: name, feature: .cars) {
            let nav = column.makeApp(feature: .cars, dependencies: AppDependencies())
            nav.table("cars").selectRow(at: 0)
            await settle()
            let textField = nav.field(field)
            var turn = 0
            contenders.append(
                Contender(column: column.name) {
                    turn &+= 1
                    let text = texts[turn % texts.count]
                    let sample = measured { textField.edit(text: text) }
                    runner.check(settled(nav, text), "\(column.name) \(name): the screen did not follow the edit")
                    return sample
                })
        }
        await runner.run(name, plan: context.eventPlan, contenders)
    }

    /// Login, type a name, Sign in, Home, Sign out: back on Welcome, logged out.
    private func signInRoundTrip(_ runner: CaseRunner) async {
        let name = "Welcome.signInRoundTrip"
        var contenders: [Contender] = []
        for column in context.columns(suite: Self.name, name: name, feature: .welcome) {
            let nav = column.makeApp(feature: .welcome, dependencies: AppDependencies())
            var turn = 0
            contenders.append(
                Contender(column: column.name) {
                    turn &+= 1
                    let user = turn % 2 == 0 ? "Ann" : "Bob"
                    let sample = measured {
                        nav.button("login").tap()
                        nav.field("name").edit(text: user)
                        nav.button("signIn").tap()
                        nav.button("home").tap()
                        nav.button("signOut").tap()
                    }
                    runner.check(
                        nav.screens.count == 1 && nav.label("name").text == user && nav.button("login").isEnabled,
                        "\(column.name) \(name): not back on Welcome, signed out as \(user)")
                    return sample
                })
        }
        await runner.run(name, plan: context.eventPlan, contenders)
    }

    /// Save on Edit Product with a renamed product: the list re-sorts (the row moves from the
    /// top to the bottom, and back on the next sample).
    private func productSave(_ runner: CaseRunner) async {
        let name = "Products.saveEdit"
        let rows = 1_000
        var contenders: [Contender] = []
        for column in context.columns(suite: Self.name, name: name, feature: .products) {
            let (nav, _) = ProductsFeature.makeApp(column, products: ProductCatalogue.products(count: rows))
            var turn = 0
            contenders.append(
                Contender(column: column.name) {
                    turn &+= 1
                    let toBottom = turn % 2 == 1
                    nav.table("products").selectRow(at: toBottom ? 0 : rows - 1)
                    nav.field("name").edit(text: toBottom ? "Zz moved" : ProductCatalogue.name(0))
                    let save = nav.button("save")
                    // Back on the re-sorted list: the clock runs until the screen shows it (TCA's
                    // save is a `.run` effect that the store starts after `send` returns).
                    let resorted = {
                        guard nav.screens.count == 1 else { return false }
                        let table = nav.table("products")
                        return toBottom
                            ? table.cells.last?.title == "Zz moved" : table.cells.first?.title == ProductCatalogue.name(0)
                    }
                    let sample = await measured({ save.tap() }, until: resorted)
                    runner.check(resorted(), "\(column.name) \(name): the list did not re-sort")
                    return sample
                })
        }
        await runner.run(name, plan: context.eventPlan, contenders)
    }
}
