import Domain
import TestSupport
import Testing
import Widgets

@testable import ObservationMVVM

/// The screens, driven through their widgets: an event's changes are on screen when the event
/// returns, the screens that share a model all follow it, lists redraw only the rows whose
/// items changed, and popped screens are freed.
@MainActor
@Suite("Observation MVVM: screens follow their view models")
struct ScreenUpdateTests {
    /// The writes `event` makes, other tests' pending passes served first.
    func writes(of event: () -> Void) -> WriteCount {
        UpdatePass.run()
        let before = WriteCounter.snapshot
        event()
        return WriteCounter.snapshot - before
    }

    @Test func anEditOnCarIsOnBothScreensFromTheOneCatalogue() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .cars, dependencies: AppDependencies()))
        let before = driver.rows("cars")
        driver.select(row: 1, in: "cars")
        weak let car = driver.top
        driver.type("Tesla X", into: "make")
        #expect(driver.top.title == "Tesla X Model S", "on screen when the edit returns")
        driver.type("Tesla", into: "make")
        driver.type("Model X", into: "model")
        let back = writes { driver.app.goBack() }
        #expect(back.total <= 2, "the one edited row, replaced once for three edits")
        let table: TableView = driver.widget("cars")
        #expect(table.cells[1].title == "Tesla Model X")
        let others = table.cells.indices.filter { $0 != 1 }
        #expect(others.map { table.cells[$0] } == others.map { before[$0] }, "the other rows as they were")
        #expect(car == nil)
    }

    @Test func aSaveThatKeepsTheRowsPlaceRedrawsThatRowOnly() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        driver.select(row: 0, in: "products")
        driver.type("iPad Air", into: "name")
        let save = writes { driver.tap("save") }
        #expect(driver.stack == ["Products"])
        #expect(save.total <= 2, "the one saved row")
        let table: TableView = driver.widget("products")
        #expect(table.cells.map(\.title) == ["iPad Air", "iPhone", "Keyboard", "MacBook", "Mouse"])
    }

    @Test func aFailedSaveShowsTheErrorAndAValidOneCloses() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        driver.tap("add")
        #expect(driver.isHidden("error") == true)
        driver.tap("save")
        #expect(driver.text("error") == "ID is required")
        #expect(driver.isHidden("error") == false)
        driver.type("z1", into: "id")
        driver.type("Zune", into: "name")
        driver.type("9", into: "price")
        driver.tap("save")
        #expect(driver.stack == ["Products"])
        #expect(driver.rows("products").last?.title == "Zune")
    }

    @Test func aSwipeDeletesTheRowsProduct() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        let titles = driver.rows("products").map(\.title)
        driver.delete(row: 1, in: "products")
        var expected = titles
        expected.remove(at: 1)
        #expect(driver.rows("products").map(\.title) == expected)
    }

    @Test func aSignInIsOnWelcomeWhenTheTapReturnsAndHomeReadsTheSameUser() {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .welcome, dependencies: AppDependencies()))
        driver.tap("login")
        weak let login = driver.top
        driver.type("Ann", into: "name")
        driver.tap("signIn")
        #expect(driver.stack == ["Welcome"])
        #expect(driver.widget("name", as: Label.self).text == "Ann")
        #expect(driver.widget("home", as: Button.self).isEnabled)
        #expect(login == nil)
        driver.tap("home")
        #expect(driver.text("greeting") == "Hello, Ann")
        weak let home = driver.top
        driver.tap("signOut")
        #expect(driver.stack == ["Welcome"])
        #expect(driver.widget("login", as: Button.self).isEnabled)
        #expect(home == nil)
    }
}
