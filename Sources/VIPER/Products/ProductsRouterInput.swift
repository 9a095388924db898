import Domain

/// The navigation Products' presenter asks for.
@MainActor
protocol ProductsRouterInput: AnyObject {
    /// Pushes New Product; the editor reports the saved product to `output`.
    func showNewProduct(output: any ProductModuleOutput)
    /// Pushes Edit Product for `product`; the editor reports the saved product to `output`.
    func showEditProduct(_ product: Product, output: any ProductModuleOutput)
}
