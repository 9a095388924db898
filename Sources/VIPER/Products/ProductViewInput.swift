/// What the New Product / Edit Product presenter tells its view.
@MainActor
protocol ProductViewInput: AnyObject {
    func setTitle(_ title: String)
    func display(id: String, name: String, price: String)
    func setIDFieldEnabled(_ isEnabled: Bool)
    func showError(_ message: String)
}
