/// What the New Product / Edit Product presenter asks of its view.
@MainActor
protocol ProductView: AnyObject {
    func setTitle(_ title: String)
    func display(id: String, name: String, price: String)
    func setIDFieldEnabled(_ isEnabled: Bool)
    func showError(_ message: String)
    func close()
}
