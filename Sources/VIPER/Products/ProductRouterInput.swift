/// The navigation the editor's presenter asks for.
@MainActor
protocol ProductRouterInput: AnyObject {
    /// Pops the editor.
    func close()
}
