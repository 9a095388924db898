import Reactive
import Widgets

extension Publisher where Output == String, Failure == Never {
    /// Writes each text to `field` when it differs from what the field holds, as RxCocoa's
    /// `bind(to: field.rx.text)`: the field is filled on open, and an edit the view model
    /// publishes back is not written over itself.
    ///
    /// - Parameter field: The field to fill; held weakly.
    /// - Returns: The subscription; the binding ends when it is cancelled.
    @MainActor
    func bindText(to field: TextField) -> AnyCancellable {
        sink { [weak field] text in
            guard let field, field.text != text else { return }
            field.text = text
        }
    }
}
