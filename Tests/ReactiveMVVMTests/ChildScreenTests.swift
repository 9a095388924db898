import Domain
import Reactive
import TestSupport
import Testing
import Widgets

@testable import ReactiveMVVM

/// The child screens Welcome and Products push: the parent binds a child's outcome to its own
/// inputs only while the child is on screen, so a popped child is freed, subjects and all.
@MainActor
@Suite("Reactive MVVM: child screens")
struct ChildScreenTests {
    /// The input subject's core of the view model of `screen`'s, which any subscription to the
    /// view model's outputs holds.
    func core(of screen: Screen, subject: String) throws -> AnyObject {
        let viewModel = try #require(Mirror(reflecting: screen).descendant("viewModel"))
        return try #require(Mirror(reflecting: viewModel).descendant(subject, "core") as AnyObject?)
    }

    @Test func aLoginPoppedWithBackIsFreed() throws {
        let driver = ScreenDriver(ReactiveMVVMApp.makeApp(feature: .welcome, dependencies: AppDependencies()))
        driver.tap("login")
        weak let tapped = try core(of: driver.top, subject: "signInButtonTappedSubject")
        #expect(tapped != nil)
        driver.back()
        #expect(tapped == nil, "Welcome let go of the popped Login's outcome")
    }

    @Test func aHomeThatSignedOutIsFreed() throws {
        let driver = ScreenDriver(
            ReactiveMVVMApp.makeApp(
                feature: .welcome,
                dependencies: AppDependencies(user: User(name: "Ann", about: "Admin", isLogin: true))))
        driver.tap("home")
        weak let tapped = try core(of: driver.top, subject: "signOutButtonTappedSubject")
        driver.tap("signOut")
        #expect(driver.stack == ["Welcome"])
        #expect(tapped == nil)
    }

    @Test func anEditorPoppedWithBackIsFreedAndASavedOneToo() throws {
        let driver = ScreenDriver(ReactiveMVVMApp.makeApp(feature: .products, dependencies: AppDependencies()))
        driver.tap("add")
        weak let abandoned = try core(of: driver.top, subject: "saveButtonTappedSubject")
        driver.back()
        #expect(abandoned == nil)

        driver.select(row: 0, in: "products")
        weak let saved = try core(of: driver.top, subject: "saveButtonTappedSubject")
        driver.tap("save")
        #expect(driver.stack == ["Products"])
        #expect(saved == nil)
    }
}
