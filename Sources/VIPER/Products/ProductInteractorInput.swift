import Domain

/// The editor's use case: turning the typed texts into a valid product, by the domain's
/// ``ProductValidation`` against the repository.
@MainActor
protocol ProductInteractorInput: AnyObject {
    /// The product being edited, or `nil` for a new one.
    var editedProduct: Product? { get }
    /// Validates the texts; the output hears the trimmed product or the first rule broken.
    func validate(id: String, name: String, price: String)
}
