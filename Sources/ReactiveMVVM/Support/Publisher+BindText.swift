import Reactive
import Widgets

extension Publisher where Output == String, Failure == Never {
    /// Writes each text to `label`, as RxCocoa's `bind(to: label.rx.text)`: one sink, where
    /// `map(Optional.some).assign(to: \.text, on: label)` would add an operator and a key-path
    /// write to every subscription and every value.
    ///
    /// The outputs bound this way publish only changes, so every write changes the label.
    ///
    /// - Parameter label: The label to write; held weakly.
    /// - Returns: The subscription; the binding ends when it is cancelled.
    @MainActor
    func bindText(to label: Label) -> AnyCancellable {
        sink { [weak label] text in label?.text = text }
    }
}
