import Domain

/// The navigation Products' presenter asks for.
@MainActor
protocol ProductsRouterInput: AnyObject {
    /// Pushes New Product or Edit Product, as `mode` says; the editor reports the saved
    /// product to `output`.
    func showProduct(mode: ProductEditorMode, output: any ProductModuleOutput)
}
