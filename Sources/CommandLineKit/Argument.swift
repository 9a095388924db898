/// A positional argument of a command, declared once (argument-parser's `@Argument`).
///
/// ```swift
/// static let files = Argument<[String]>.repeating(valueName: "file", help: "A scenario file (.json).")
/// ```
public struct Argument<Value: Sendable>: Sendable, ArgumentDeclaring {
    /// What the parser and the help read.
    public let declaration: ArgumentDeclaration

    private init(_ declaration: ArgumentDeclaration) {
        self.declaration = declaration
    }

    /// One word, which must be given.
    /// - Parameters:
    ///   - valueName: What the help and usage call it: `"feature"` shows as `<feature>`.
    ///   - help: One or more sentences; the help wraps them.
    ///   - missing: What the error says when the word is not given, after `missing `;
    ///     default: the value name.
    ///   - transform: Turns the word into a value, or throws ``ValidationError``.
    public static func single(
        valueName: String, help: String, missing: String? = nil,
        transform: @escaping @Sendable (String) throws(ValidationError) -> Value
    ) -> Argument {
        Argument(
            ArgumentDeclaration(
                valueName: valueName, help: help, missing: missing ?? valueName, isRepeating: false,
                isOptional: false, transform: { word throws(ValidationError) in try transform(word) }))
    }
}

extension Argument {
    /// One or more words, each turned into an element; the value is them in order.
    public static func repeating<Element: Sendable>(
        valueName: String, help: String, missing: String? = nil,
        transform: @escaping @Sendable (String) throws(ValidationError) -> Element
    ) -> Argument where Value == [Element] {
        Argument(
            ArgumentDeclaration(
                valueName: valueName, help: help, missing: missing ?? valueName, isRepeating: true,
                isOptional: false, transform: { word throws(ValidationError) in try transform(word) }))
    }

    /// One or more words, as given.
    public static func repeating(valueName: String, help: String, missing: String? = nil) -> Argument
    where Value == [String] {
        repeating(valueName: valueName, help: help, missing: missing) { $0 }
    }
}

extension Argument {
    /// Zero or more words, each turned into an element; the value is them in order, empty when
    /// none is given (argument-parser's `@Argument var files: [String] = []`). The usage shows
    /// it in brackets: `[<feature> ...]`. Declare it last: it takes every word left.
    /// - Parameters:
    ///   - valueName: What the help and usage call it: `"feature"` shows as `[<feature> ...]`.
    ///   - help: One or more sentences; the help wraps them.
    ///   - transform: Turns each word into an element, or throws ``ValidationError``.
    public static func optionalRepeating<Element: Sendable>(
        valueName: String, help: String,
        transform: @escaping @Sendable (String) throws(ValidationError) -> Element
    ) -> Argument where Value == [Element] {
        Argument(
            ArgumentDeclaration(
                valueName: valueName, help: help, missing: valueName, isRepeating: true, isOptional: true,
                transform: { word throws(ValidationError) in try transform(word) }))
    }
}

/// Anything that declares a positional argument for a ``CommandConfiguration``.
public protocol ArgumentDeclaring: Sendable {
    /// The argument, with its value's type erased.
    var declaration: ArgumentDeclaration { get }
}

/// A positional argument with its value's type erased, as the parser and the help see it.
public struct ArgumentDeclaration: Sendable {
    /// The name in the help: `"file"` shows as `<file>`.
    public let valueName: String
    /// The help sentences.
    public let help: String
    /// What the error names when the argument is missing: `missing scenario file`.
    public let missing: String
    /// Whether it takes one or more words (`<file> ...`).
    public let isRepeating: Bool
    /// Whether it may be left out (only a repeating argument may: its value is then empty).
    public let isOptional: Bool
    /// Turns one word into a value (an element, when repeating).
    let transform: @Sendable (String) throws(ValidationError) -> any Sendable

    /// The argument as the help and usage show it: `<file> ...`, or `[<feature> ...]` when
    /// optional.
    public var label: String {
        let words = isRepeating ? "<\(valueName)> ..." : "<\(valueName)>"
        return isOptional ? "[\(words)]" : words
    }
}
