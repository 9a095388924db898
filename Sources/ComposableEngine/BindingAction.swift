/// An action that writes one field of a feature's state, as a view's control edits it:
/// `.binding(.set(\.name, text))`.
///
/// ```swift
/// enum Action: BindableAction {
///     case binding(BindingAction<State>)
/// }
/// // The view: store.send(.binding(.set(\.name, nameField.text)))
/// // The reducer: BindingReducer(), then `case .binding(\.name):` to react to the edit.
/// ```
///
/// Two binding actions are equal when they write the same field with equal values, so a
/// `TestStore` matches received and sent ones.
///
/// - Note: Mirrors TCA 1.x's `BindingAction` (`set(_:_:)`, `~=` on a key path) in its
///   `@ObservableState` form: the key path names a plain stored property (no `BindingState`
///   wrapper; 1.7+ features write no `@BindingState`). The kit has no macros and no SwiftUI
///   `Binding`, so a view controller sends the action itself.
///
/// `@unchecked Sendable`: the key path is an immutable value, only compared and applied; the
/// value is `Sendable`.
public struct BindingAction<Root>: @unchecked Sendable {
    /// The field written.
    public let keyPath: PartialKeyPath<Root>
    /// The value written, for equality.
    @usableFromInline let value: any Sendable
    @usableFromInline let setValue: @Sendable (inout Root) -> Void
    @usableFromInline let valueIsEqual: @Sendable (any Sendable) -> Bool

    /// An action that writes `value` to the field `keyPath`.
    /// - Parameters:
    ///   - keyPath: The field, a stored property of the state.
    ///   - value: Its new value.
    /// - Returns: The action.
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self {
        nonisolated(unsafe) let keyPath = keyPath
        return Self(
            keyPath: keyPath, value: value, setValue: { $0[keyPath: keyPath] = value },
            valueIsEqual: { ($0 as? Value) == value })
    }

    /// Writes the field of `root`: what ``BindingReducer`` does.
    /// - Parameter root: The state.
    @inlinable
    public func set(_ root: inout Root) {
        setValue(&root)
    }

    /// Whether the action writes the field `keyPath`: `case .binding(\.name):` in a reducer.
    /// - Parameters:
    ///   - keyPath: A field of the state.
    ///   - action: A binding action.
    /// - Returns: `true` if `action` writes `keyPath`.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
        action.keyPath == keyPath
    }
}

extension BindingAction: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
    }
}

extension BindingAction: CustomStringConvertible {
    /// `set(\State.name, "Ann")`, for test failures and traces.
    public var description: String { "set(\(keyPath), \(String(reflecting: value)))" }
}

/// An action with a case that carries ``BindingAction``s of its feature's state.
///
/// ```swift
/// enum Action: BindableAction, Equatable {
///     case binding(BindingAction<State>)
///     case saveButtonTapped
///
///     var binding: BindingAction<State>? { if case .binding(let action) = self { action } else { nil } }
/// }
/// ```
///
/// - Note: Mirrors TCA's `BindableAction` (`static func binding(_:)`). TCA finds the case
///   with reflection; here the conformance writes ``binding`` itself, as the case path a
///   `@CasePathable` macro would write.
public protocol BindableAction {
    /// The state the binding actions write.
    associatedtype State
    /// The binding case: `Action.binding(_:)`.
    static func binding(_ action: BindingAction<State>) -> Self
    /// The binding action this action carries, or `nil`.
    var binding: BindingAction<State>? { get }
}
