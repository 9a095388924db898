import Domain
import TestSupport
import Testing
import Widgets

@testable import VIPER

/// The routers against a fake navigation stack: a `NavigationController` whose root is a bare
/// screen standing in for the opener. Each push is checked to put the module the router
/// assembled on the stack, wired to the output it was given; each close to pop it.
@MainActor
@Suite("VIPER: routers with a fake navigation stack")
struct RouterTests {
    final class Opener: LoginModuleOutput, HomeModuleOutput, ProductModuleOutput, CarModuleOutput {
        var calls: [String] = []
        func loginModule(didSignIn user: User) { calls.append("signedIn \(user.name)") }
        func homeModule(didSignOut user: User) { calls.append("signedOut \(user.name)") }
        func productModule(didSave product: Product, in mode: ProductEditorMode) { calls.append("saved \(product.id)") }
        func carModule(didChange car: Car) { calls.append("changed \(car.make)") }
    }

    let opener = Opener()
    let root = Screen(title: "Opener")
    var stack: NavigationController { NavigationController(rootScreen: root) }

    @Test func welcomePushesLoginWhichReportsTheUserAndPopsItself() {
        let stack = stack
        let router = WelcomeRouter()
        router.viewController = root
        router.showLogin(user: .demo, output: opener)
        #expect(stack.titles == ["Opener", "Login"])
        let login = ScreenDriver(stack)
        login.type("Ann", into: "name")
        login.tap("signIn")
        #expect(opener.calls == ["signedIn Ann"])
        #expect(stack.titles == ["Opener"])
    }

    @Test func welcomePushesHomeWhichReportsTheSignOutAndPopsItself() {
        let stack = stack
        let router = WelcomeRouter()
        router.viewController = root
        router.showHome(user: User(name: "Ann", about: "Admin", isLogin: true), output: opener)
        #expect(stack.titles == ["Opener", "Home"])
        ScreenDriver(stack).tap("signOut")
        #expect(opener.calls == ["signedOut Ann"])
        #expect(stack.titles == ["Opener"])
    }

    @Test func productsPushesTheEditorsOverItsRepository() {
        let stack = stack
        let store = ProductDataStore(products: [Product(id: "pen", name: "Pen", price: 2)])
        let router = ProductsRouter(store: store)
        router.viewController = root
        router.showProduct(mode: .new, output: opener)
        let editor = ScreenDriver(stack)
        #expect(stack.titles == ["Opener", "New Product"])
        editor.type("pen", into: "id")
        editor.type("Ink", into: "name")
        editor.type("1", into: "price")
        editor.tap("save")
        #expect(editor.text("error") == "ID already exists")
        stack.goBack()
        router.showProduct(mode: .edit(Product(id: "pen", name: "Pen", price: 2)), output: opener)
        #expect(stack.titles == ["Opener", "Edit Product"])
        #expect(editor.isEnabled("id") == false)
        editor.tap("save")
        #expect(opener.calls == ["saved pen"])
        #expect(stack.titles == ["Opener"])
    }

    @Test func carsPushesCarWhichReportsEveryEdit() {
        let stack = stack
        let router = CarsRouter(imageLoader: InMemoryImageLoader())
        router.viewController = root
        router.showCar(Car(make: "BMW", model: "i3", kilowatts: 125), output: opener)
        #expect(stack.titles == ["Opener", "BMW i3"])
        ScreenDriver(stack).type("Kia", into: "make")
        #expect(opener.calls == ["changed Kia"])
    }

    @Test func aRouterWhoseViewIsGoneNavigatesNowhere() {
        let stack = stack
        let router = LoginRouter()
        router.viewController = nil
        router.close()
        let welcome = WelcomeRouter()
        welcome.showLogin(user: .demo, output: opener)
        #expect(stack.titles == ["Opener"])
    }
}
