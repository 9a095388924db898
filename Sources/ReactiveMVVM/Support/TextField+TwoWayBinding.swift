import Reactive
import Widgets

infix operator <-> : DefaultPrecedence

/// The model's side of a two-way text binding: its text, published, and a way to write an
/// edited one (the `BehaviorRelay` of RxExample's `<->`, `RxExample/RxExample/Operators.swift`).
struct TextRelay {
    /// The model's text: its current one to a new subscriber, then each change.
    let text: AnyPublisher<String, Never>
    /// Writes an edited text into the model, such as a view model's input; the model may
    /// refuse it (then nothing changes).
    let accept: (String) -> Void
}

/// Two-way binding between a text field and the model's text, "that's all it takes"
/// (RxExample's `<->` in `RxExample/RxExample/Operators.swift`).
///
/// The model's text is written into the field when it differs from what the field shows; the
/// user's edits are written into the model. A change on one side reaches the other once: the
/// model's answer to an edit the field itself made is not written back into the field (as
/// RxExample compares with the relay's value before accepting), so the user's text stays as
/// typed and the two sides never echo each other.
///
///     (makeField <-> TextRelay(text: outputs.makeText, accept: inputs.makeFieldChanged))
///         .store(in: &subscriptions)
///
/// - Parameters:
///   - field: The text field; held weakly.
///   - relay: The model's text and its writer.
/// - Returns: The binding: cancelling it stops both directions, the model's text reaching the
///   field and the field's edits reaching the model, and lets go of the relay (as RxExample's
///   `Disposables.create(bindToUIDisposable, bindToRelay)`).
@MainActor
func <-> (field: TextField, relay: TextRelay) -> AnyCancellable {
    let binding = FieldBinding(accept: relay.accept)
    let toField = relay.text.sink { [weak field] text in
        guard let field, !binding.isWriting, field.text != text else { return }
        field.text = text
    }
    field.addAction { [weak field] in
        guard let field, let accept = binding.accept else { return }
        binding.isWriting = true
        accept(field.text)
        binding.isWriting = false
    }
    return AnyCancellable {
        toField.cancel()
        binding.accept = nil
    }
}

/// The field-to-model half of a binding: the model's writer while bound, and whether the
/// field is writing its edit into the model now, so the model's answer is not written back.
@MainActor
private final class FieldBinding {
    /// Writes an edit into the model; `nil` once the binding is cancelled.
    var accept: ((String) -> Void)?
    var isWriting = false

    init(accept: @escaping (String) -> Void) {
        self.accept = accept
    }
}
