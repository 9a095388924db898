import BenchmarkKit
import Domain
import Widgets

/// One of js-framework-benchmark's list operations, played on the Products table through the
/// widgets, as a user would: the repository and the architecture's own path to the table do
/// the rest.
///
/// Every sample builds a fresh app on a fresh repository holding `rows` products (setup, not
/// measured), then times the operation to a settled table, then lets queued work finish and
/// checks the table and the repository (not measured). Work an event queues (TCA's `.run`
/// tasks, which start after `send` returns) is inside the measured region: between two events
/// the operation waits for the screen, as a user does, and the clock stops at the settled table.
@MainActor
struct ListOperation {
    /// The case name, `Products.<operation>`.
    let name: String
    /// The rows the table holds before the operation.
    let rows: Int
    /// What the operation does, for the report.
    let summary: String
    /// Runs the operation on a fresh app; the runner checks the result.
    let body: @MainActor (_ nav: NavigationController, _ store: ProductDataStore, _ rows: Int) async -> Void
    /// Whether the app and repository are as the operation should leave them.
    let check: @MainActor (_ nav: NavigationController, _ store: ProductDataStore, _ rows: Int) -> Bool
    /// Whether building the app is the operation (create), rather than setup.
    var buildsApp = false

    /// A contender that samples this operation in a column.
    func contender(_ column: Column, runner: CaseRunner) -> Contender {
        let products = ProductCatalogue.products(count: rows)
        return Contender(column: column.name) {
            let sample: Sample
            let nav: NavigationController
            let store: ProductDataStore
            if buildsApp {
                store = ProductDataStore(products: products)
                let dependencies = AppDependencies(products: store)
                var built: NavigationController?
                sample = measured { built = column.makeApp(feature: .products, dependencies: dependencies) }
                nav = built!
            } else {
                (nav, store) = ProductsFeature.makeApp(column, products: products)
                // The clock runs until the screen shows the result: work the operation queued
                // (TCA's `.run` effects, which write the repository after `send` returns) is
                // part of its cost.
                sample = await measured({ await body(nav, store, rows) }, until: { check(nav, store, rows) })
            }
            runner.check(check(nav, store, rows), "\(column.name) \(name)@\(rows): the table is not as expected")
            withExtendedLifetime((nav, store)) {}
            return sample
        }
    }
}

extension ListOperation {
    /// create N rows: the Products screen opened on a repository holding N products.
    static func create(_ rows: Int) -> ListOperation {
        var operation = ListOperation(
            name: "Products.create", rows: rows, summary: "open Products on N products",
            body: { _, _, _ in },
            check: { nav, _, rows in nav.table("products").numberOfRows == rows })
        operation.buildsApp = true
        return operation
    }

    /// replace all N rows: every product renamed and repriced in Edit Product.
    static func replaceAll(_ rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.replaceAll", rows: rows, summary: "every row edited (name and price) and saved",
            body: { nav, _, rows in
                for row in 0..<rows {
                    await edit(nav, row: row, name: ProductCatalogue.name(row, suffix: " v2"), price: "2.50")
                }
            },
            check: { nav, store, rows in
                nav.screens.count == 1 && store.products.count == rows
                    && nav.table("products").cells.last?.title == ProductCatalogue.name(rows - 1, suffix: " v2")
            })
    }

    /// update every 10th row: " !!!" appended to the name of every 10th product.
    static func updateEvery10th(_ rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.updateEvery10th", rows: rows, summary: "\" !!!\" appended to every 10th name",
            body: { nav, _, rows in
                for row in stride(from: 0, to: rows, by: 10) {
                    await edit(nav, row: row, name: ProductCatalogue.name(row, suffix: " !!!"), price: nil)
                }
            },
            check: { nav, _, rows in
                let cells = nav.table("products").cells
                return nav.screens.count == 1 && cells.count == rows && cells[0].title == ProductCatalogue.name(0, suffix: " !!!")
            })
    }

    /// select a row: the middle row selected (Edit Product pushed) and the editor popped.
    static func selectRow(_ rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.selectRow", rows: rows, summary: "Edit Product opened from the middle row and closed",
            body: { nav, _, rows in
                nav.table("products").selectRow(at: rows / 2)
                nav.goBack()
            },
            check: { nav, _, _ in nav.screens.count == 1 && nav.table("products").selectedRow == nil })
    }

    /// swap two rows: products 1 and N−2 renamed so that they trade places.
    static func swapRows(_ rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.swapRows", rows: rows, summary: "rows 1 and N−2 trade names, so they trade places",
            body: { nav, _, rows in
                await edit(nav, row: 1, name: ProductCatalogue.name(rows - 2), price: nil)
                await edit(nav, row: rows - 2, name: ProductCatalogue.name(1), price: nil)
            },
            check: { nav, store, rows in
                nav.screens.count == 1 && store.products[1].id == ProductCatalogue.id(rows - 2)
                    && store.products[rows - 2].id == ProductCatalogue.id(1)
                    && nav.table("products").cells[1].title == ProductCatalogue.name(1)
            })
    }

    /// remove one row: the middle row deleted with a swipe.
    static func removeRow(_ rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.removeRow", rows: rows, summary: "the middle row swiped away",
            body: { nav, _, rows in nav.table("products").deleteRow(at: rows / 2) },
            check: { nav, store, rows in
                nav.table("products").numberOfRows == rows - 1 && store.products.count == rows - 1
            })
    }

    /// append rows: `count` products added through New Product; they sort after the others.
    static func append(_ count: Int) -> @MainActor @Sendable (Int) -> ListOperation {
        { rows in append(count, to: rows) }
    }

    /// append rows: `count` products added through New Product; they sort after the others.
    static func append(_ count: Int, to rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.append\(count)", rows: rows, summary: "\(count) products added in New Product",
            body: { nav, _, rows in
                for index in rows..<(rows + count) {
                    nav.button("add").tap()
                    nav.field("id").edit(text: ProductCatalogue.id(index))
                    nav.field("name").edit(text: ProductCatalogue.name(index))
                    nav.field("price").edit(text: "9.99")
                    nav.button("save").tap()
                    await waitUntil { nav.screens.count == 1 }
                }
            },
            check: { nav, store, rows in
                nav.screens.count == 1 && nav.table("products").numberOfRows == rows + count
                    && store.products.count == rows + count
            })
    }

    /// clear N rows: every row swiped away, from the bottom.
    static func clear(_ rows: Int) -> ListOperation {
        ListOperation(
            name: "Products.clear", rows: rows, summary: "every row swiped away, from the bottom",
            body: { nav, _, rows in
                let table = nav.table("products")
                for row in stride(from: rows - 1, through: 0, by: -1) {
                    table.deleteRow(at: row)
                    await waitUntil { table.numberOfRows == row }
                }
            },
            check: { nav, store, _ in nav.table("products").numberOfRows == 0 && store.products.isEmpty })
    }

    /// Edit Product for `row`: a new name (and price), Save, back on the list.
    private static func edit(_ nav: NavigationController, row: Int, name: String, price: String?) async {
        nav.table("products").selectRow(at: row)
        nav.field("name").edit(text: name)
        if let price { nav.field("price").edit(text: price) }
        nav.button("save").tap()
        await waitUntil { nav.screens.count == 1 }
    }
}
