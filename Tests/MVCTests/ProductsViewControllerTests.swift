import Domain
import TestSupport
import Testing
import Widgets

@testable import MVC

/// MVC is tested through its controllers: load one, act on its widgets, check its widgets, what
/// it tells its delegate, and the repository.
@MainActor
@Suite("MVC: Products' controllers")
struct ProductsViewControllerTests {
    final class EditorDelegate: ProductViewControllerDelegate {
        var saved: [Product] = []
        func productViewController(_ controller: ProductViewController, didSave product: Product) { saved.append(product) }
    }

    let demoRows = [
        TableCell(title: "iPad", detail: "900.00"), TableCell(title: "iPhone", detail: "600.00"),
        TableCell(title: "Keyboard", detail: "6.00"), TableCell(title: "MacBook", detail: "1500.00"),
        TableCell(title: "Mouse", detail: "5.00"),
    ]

    @Test func aFailedSaveShowsTheErrorAndSavesNothing() {
        let store = ProductDataStore()
        let delegate = EditorDelegate()
        let editor = ProductViewController(mode: .new, store: store)
        editor.delegate = delegate
        editor.loadViewIfNeeded()
        #expect(editor.title == "New Product")
        #expect(editor.errorLabel.isHidden)
        editor.idField.edit(text: " mouse ")
        editor.nameField.edit(text: "Mouse 2")
        editor.priceField.edit(text: "1,5")
        editor.saveButton.tap()
        #expect(delegate.saved.isEmpty)
        #expect(!editor.errorLabel.isHidden)
        #expect(editor.errorLabel.text == "ID already exists")
        editor.idField.edit(text: "mouse2")
        #expect(editor.errorLabel.text == "ID already exists", "the error stays until the next save")
        editor.saveButton.tap()
        #expect(editor.errorLabel.text == "Price must be a number like 12.50")
        #expect(delegate.saved.isEmpty)
        #expect(Array(store.products) == Product.demoCatalogue.sorted(by: ProductOrder.areInIncreasingOrder))
    }

    @Test func editModeFillsTheFieldsAndFixesTheID() {
        let editor = ProductViewController(mode: .edit(Product(id: "ipad", name: "iPad", price: 900)), store: ProductDataStore())
        editor.loadViewIfNeeded()
        #expect(editor.title == "Edit Product")
        #expect(editor.idField.text == "ipad")
        #expect(!editor.idField.isEnabled)
        #expect(editor.nameField.text == "iPad")
        #expect(editor.priceField.text == "900.00")
    }

    @Test func aSaveTheRepositoryRefusesShowsWhyAndStays() throws {
        let store = ProductDataStore()
        let delegate = EditorDelegate()
        let pen = Product(id: "pen", name: "Pen", price: 2)
        let editor = ProductViewController(mode: .edit(pen), store: store)
        editor.delegate = delegate
        editor.loadViewIfNeeded()
        editor.saveButton.tap()
        #expect(editor.errorLabel.text == "Product no longer exists")
        #expect(!editor.errorLabel.isHidden)
        #expect(delegate.saved.isEmpty)
        #expect(!store.contains(id: "pen"))
        try store.add(pen)
        editor.saveButton.tap()
        #expect(delegate.saved == [pen])
    }

    @Test func successfulSaveUpdatesTheRepositoryAndTheList() {
        let store = ProductDataStore()
        let app = MVCApp.makeApp(feature: .products, dependencies: AppDependencies(products: store))
        let driver = ScreenDriver(app)
        #expect(driver.rows("products") == demoRows)
        driver.tap("add")
        let editor = Weak(app.topScreen as? ProductViewController)
        driver.type(" pen ", into: "id")
        driver.type("Pen", into: "name")
        driver.type("2.5", into: "price")
        driver.tap("save")
        #expect(driver.stack == ["Products"])
        #expect(store.product(id: "pen") == Product(id: "pen", name: "Pen", price: 2.5))
        #expect(driver.rows("products") == demoRows + [TableCell(title: "Pen", detail: "2.50")])
        #expect(editor.object == nil, "the popped controller is freed")

        driver.select(row: 1, in: "products")
        #expect(driver.widget("id", as: TextField.self).text == "iphone")
        driver.type("Zune", into: "name")
        driver.tap("save")
        #expect(store.product(id: "iphone")?.name == "Zune")
        #expect(driver.rows("products").map(\.title) == ["iPad", "Keyboard", "MacBook", "Mouse", "Pen", "Zune"])
        #expect(driver.widget("products", as: TableView.self).selectedRow == nil)
    }

    @Test func deleteRemovesFromTheRepositoryAndTheRow() {
        let store = ProductDataStore()
        let app = MVCApp.makeApp(feature: .products, dependencies: AppDependencies(products: store))
        let driver = ScreenDriver(app)
        #expect(driver.delete(row: 2, in: "products"))
        #expect(!store.contains(id: "keyboard"))
        #expect(driver.rows("products").map(\.title) == ["iPad", "iPhone", "MacBook", "Mouse"])
        #expect(!driver.delete(row: 4, in: "products"), "out of range")
        #expect(!driver.select(row: 4, in: "products"), "out of range")
        #expect(store.products.count == 4)
        #expect(driver.stack == ["Products"])
    }

    @Test func aSelectedRowIsDeselectedWhenTheEditorOpens() {
        let app = MVCApp.makeApp(feature: .products, dependencies: AppDependencies())
        let driver = ScreenDriver(app)
        let table = driver.widget("products", as: TableView.self)
        driver.select(row: 3, in: "products")
        #expect(driver.stack == ["Products", "Edit Product"])
        #expect(table.selectedRow == nil)
        driver.back()
        #expect(table.selectedRow == nil)
        #expect(driver.rows("products") == demoRows, "back without saving changes nothing")
    }
}
