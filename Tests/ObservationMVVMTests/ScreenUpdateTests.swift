import Domain
import TestSupport
import Testing
import Widgets

@testable import ObservationMVVM

/// The screens, driven through their widgets: an event's changes are on screen when the event
/// returns, a list redraws only the rows that changed, and popped screens are freed.
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

    @Test func anEditOnCarRedrawsItsRowOnceWhenCarPops() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .cars, dependencies: AppDependencies()))
        driver.select(row: 1, in: "cars")
        weak let car = driver.top
        driver.type("Tesla X", into: "make")
        #expect(driver.top.title == "Tesla X Model S", "on screen when the edit returns")
        driver.type("Tesla", into: "make")
        driver.type("Model X", into: "model")
        let back = writes { driver.app.goBack() }
        #expect(back == WriteCount(total: 1, unchanged: 0), "one row, once, for three edits")
        let table: TableView = driver.widget("cars")
        #expect(table.cells[1].title == "Tesla Model X")
        #expect(car == nil)
    }

    @Test func aSaveThatKeepsTheRowsPlaceRedrawsThatRowOnly() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        driver.select(row: 0, in: "products")
        driver.type("iPad Air", into: "name")
        let save = writes { driver.tap("save") }
        #expect(driver.stack == ["Products"])
        #expect(save == WriteCount(total: 1, unchanged: 0))
        let table: TableView = driver.widget("products")
        #expect(table.cells.map(\.title) == ["iPad Air", "iPhone", "Keyboard", "MacBook", "Mouse"])
    }

    @Test func openingEditProductWritesOnlyWhatItShows() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        let open = writes {
            driver.select(row: 0, in: "products")
            UpdatePass.run()
        }
        // The row's selection and deselection, then the id, its lock, the name and the price;
        // the hidden, empty error label is left as it was made.
        #expect(open == WriteCount(total: 6, unchanged: 0))
        let error: Label = driver.widget("error")
        #expect(error.isHidden && error.text == nil)
    }

    @Test func aRenameThatSortsElsewhereMovesOneRow() throws {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        driver.select(row: 0, in: "products")
        driver.type("Zune", into: "name")
        let save = writes { driver.tap("save") }
        #expect(save == WriteCount(total: 2, unchanged: 0), "a delete and an insert")
        let table: TableView = driver.widget("products")
        #expect(table.cells.map(\.title) == ["iPhone", "Keyboard", "MacBook", "Mouse", "Zune"])
    }

    @Test func aSignInIsOnWelcomeWhenTheTapReturns() {
        let driver = ScreenDriver(ObservationMVVMApp.makeApp(feature: .welcome, dependencies: AppDependencies()))
        driver.tap("login")
        weak let login = driver.top
        driver.type("Ann", into: "name")
        driver.tap("signIn")
        #expect(driver.stack == ["Welcome"])
        #expect(driver.widget("name", as: Label.self).text == "Ann")
        #expect(driver.widget("home", as: Button.self).isEnabled)
        #expect(login == nil)
    }
}
