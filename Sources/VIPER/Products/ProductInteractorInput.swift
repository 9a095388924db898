import Domain

/// The editor's use case: turning the typed texts into a valid product, by the domain's
/// ``ProductEditorMode/validate(id:name:price:existingIDs:)`` against the repository.
@MainActor
protocol ProductInteractorInput: AnyObject {
    /// New, or Edit of a product.
    var mode: ProductEditorMode { get }
    /// Validates the texts; the output hears the trimmed product or the first rule broken.
    func validate(id: String, name: String, price: String)
}
