import Domain
import TestSupport
import Testing
import Widgets

@testable import VIPER

/// VIPER's ownership graph, proved with weak references: the navigation stack owns the view,
/// the view its presenter, the presenter its interactor and router, and every reference back
/// (presenter → view, interactor → presenter, router → view, module → opener) is weak. So each
/// module a pop removes is freed whole, its opener lives on, and dropping the app frees the rest.
///
/// The harness's leak check watches what a screen's stored properties reach; these tests name
/// each role of a module and check it by itself.
@MainActor
@Suite("VIPER: every popped module is freed")
struct ModuleLifetimeTests {
    /// Weak references to the roles of the module on top of a stack.
    struct Module {
        let roles: [(name: String, object: Weak<AnyObject>)]

        /// Watches the top screen's view, its presenter (the view's `output`), and the
        /// presenter's interactor and router (found by name with `Mirror`; a module that
        /// navigates nowhere has no router).
        init(_ screen: Screen) {
            let presenter = Self.child("output", of: screen)
            var roles = [("view", Weak<AnyObject>(screen)), ("presenter", Weak(presenter))]
            if let presenter {
                roles.append(("interactor", Weak(Self.child("interactor", of: presenter))))
                if let router = Self.child("router", of: presenter) { roles.append(("router", Weak(router))) }
            }
            self.roles = roles
        }

        var alive: [String] { roles.filter { $0.object.object != nil }.map(\.name) }
        var freed: [String] { roles.filter { $0.object.object == nil }.map(\.name) }

        private static func child(_ label: String, of object: Any) -> AnyObject? {
            Mirror(reflecting: object).children.first { $0.label == label }.map { $0.value as AnyObject }
        }
    }

    /// Opens a module with `open`, closes it with `close`, and checks that it was whole while
    /// open, freed after, and that the opener is untouched.
    func expectPoppedModuleFreed(
        _ feature: Feature, dependencies: AppDependencies = AppDependencies(), roles: Int = 4,
        open: (ScreenDriver) -> Void, close: (ScreenDriver) -> Void
    ) async {
        let app = VIPERApp.makeApp(feature: feature, dependencies: dependencies)
        let driver = ScreenDriver(app)
        let opener = Module(app.topScreen)
        open(driver)
        #expect(app.screens.count == 2)
        let module = Module(app.topScreen)
        #expect(module.roles.count == roles)
        #expect(module.freed.isEmpty)
        close(driver)
        for _ in 0..<8 { await Task.yield() }  // let a photo load's task end
        #expect(app.screens.count == 1)
        #expect(module.alive.isEmpty, "still alive after the pop: \(module.alive)")
        #expect(opener.freed.isEmpty, "the opener lost: \(opener.freed)")
    }

    @Test func loginIsFreedAfterSigningIn() async {
        await expectPoppedModuleFreed(
            .welcome, open: { $0.tap("login") },
            close: {
                $0.type("Ann", into: "name")
                $0.tap("signIn")
            })
    }

    @Test func loginIsFreedAfterGoingBack() async {
        await expectPoppedModuleFreed(.welcome, open: { $0.tap("login") }, close: { $0.back() })
    }

    @Test func homeIsFreedAfterSigningOut() async {
        await expectPoppedModuleFreed(
            .welcome, dependencies: AppDependencies(user: User(name: "Ann", about: "", isLogin: true)),
            open: { $0.tap("home") }, close: { $0.tap("signOut") })
    }

    @Test func theNewProductEditorIsFreedAfterSaving() async {
        await expectPoppedModuleFreed(
            .products, open: { $0.tap("add") },
            close: {
                $0.type("pen", into: "id")
                $0.type("Pen", into: "name")
                $0.type("2", into: "price")
                $0.tap("save")
            })
    }

    @Test func theEditProductEditorIsFreedAfterGoingBack() async {
        await expectPoppedModuleFreed(.products, open: { $0.select(row: 0, in: "products") }, close: { $0.back() })
    }

    @Test func carIsFreedWhilePopWaitsForItsPhoto() async {
        let loader = PendingImageLoader()
        await expectPoppedModuleFreed(
            .cars, dependencies: AppDependencies(imageLoader: loader), roles: 3,
            open: { $0.select(row: 0, in: "cars") }, close: { $0.back() })
        loader.complete(with: .failure(ImageLoadingError.notHTTPResponse))
    }

    @Test(arguments: Feature.allCases)
    func droppingTheAppFreesItsRootModule(feature: Feature) throws {
        var app: NavigationController? = VIPERApp.makeApp(feature: feature, dependencies: AppDependencies())
        let module = Module(try #require(app).topScreen)
        #expect(module.freed.isEmpty)
        app = nil
        #expect(module.alive.isEmpty, "still alive after the app was dropped: \(module.alive)")
    }
}
