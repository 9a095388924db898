import Domain

/// What the New Product / Edit Product module tells the module that opened it.
@MainActor
protocol ProductModuleOutput: AnyObject {
    /// The valid, trimmed product, before the editor closes, and the mode the editor was
    /// opened in; the opener stores it.
    func productModule(didSave product: Product, in mode: ProductEditorMode)
}
