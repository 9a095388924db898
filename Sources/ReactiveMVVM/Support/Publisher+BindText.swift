import Reactive
import Widgets

extension Publisher where Output == String, Failure == Never {
    /// Writes each text to `label`, as RxCocoa's `bind(to: label.rx.text)`.
    ///
    /// - Parameter label: The label to write; held weakly.
    /// - Returns: The subscription; the binding ends when it is cancelled.
    @MainActor
    func bindText(to label: Label) -> AnyCancellable {
        sink { [weak label] text in label?.text = text }
    }
}

extension Publisher where Output == String, Failure == Never {
    /// Writes each text to `field` where it differs from what the field shows, as RxCocoa's
    /// `bind(to: textField.rx.text)`.
    ///
    /// - Parameter field: The text field to write; held weakly.
    /// - Returns: The subscription; the binding ends when it is cancelled.
    @MainActor
    func bindText(to field: TextField) -> AnyCancellable {
        sink { [weak field] text in
            guard let field, field.text != text else { return }
            field.text = text
        }
    }
}
