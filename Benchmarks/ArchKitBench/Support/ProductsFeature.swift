import Domain
import Widgets

/// The Products feature's apps, built on a repository holding a generated catalogue.
@MainActor
enum ProductsFeature {
    /// Builds a column's Products app on a repository holding `products`.
    /// - Returns: The app and its repository.
    static func makeApp(_ column: Column, products: [Product]) -> (NavigationController, ProductDataStore) {
        let store = ProductDataStore(products: products)
        return (column.makeApp(feature: .products, dependencies: AppDependencies(products: store)), store)
    }
}
