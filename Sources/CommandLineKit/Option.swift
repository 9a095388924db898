/// A named option of a command, declared once: its name, the value it takes, its help, and how
/// its word becomes a value (argument-parser's `@Option` and `@Flag`).
///
/// A command lists its options' ``declaration``s in its ``CommandConfiguration``; the parser
/// reads them from there, the help and usage are written from them, and
/// ``ParsedValues`` returns the typed value:
///
/// ```swift
/// static let width = Option<Int>.value("--width", valueName: "columns", help: "The width to fit.") { word in
///     guard let columns = Int(word) else { throw ValidationError("'--width' takes a number; got '\(word.escaped)'") }
///     return columns
/// }
/// ```
///
/// An option takes the forms `--name value` and `--name=value`; a flag is `--name` alone. Each
/// may be given once.
public struct Option<Value: Sendable>: Sendable, OptionDeclaring {
    /// What the parser and the help read.
    public let declaration: OptionDeclaration

    private init(_ declaration: OptionDeclaration) {
        self.declaration = declaration
    }

    /// An option that takes a value.
    /// - Parameters:
    ///   - name: The option with its dashes: `"--arch"`.
    ///   - valueName: What the help and usage call its value: `"list"` shows as `<list>`.
    ///   - help: One or more sentences; the help wraps them.
    ///   - defaultDescription: What applies when the option is not given, shown as
    ///     `(default: …)`, or `nil`.
    ///   - visibility: Whether the help and usage show it; ``ArgumentVisibility/hidden`` for
    ///     plumbing that people do not type (it is parsed all the same).
    ///   - transform: Turns the word into a value, or throws ``ValidationError``.
    public static func value(
        _ name: String, valueName: String, help: String, defaultDescription: String? = nil,
        visibility: ArgumentVisibility = .default,
        transform: @escaping @Sendable (String) throws(ValidationError) -> Value
    ) -> Option {
        Option(
            OptionDeclaration(
                name: name, valueName: valueName, help: help, defaultDescription: defaultDescription, choices: [],
                visibility: visibility, transform: { word throws(ValidationError) in try transform(word) }))
    }
}

extension Option where Value == String {
    /// An option whose value is the word as given.
    public static func value(
        _ name: String, valueName: String, help: String, defaultDescription: String? = nil,
        visibility: ArgumentVisibility = .default
    ) -> Option {
        value(name, valueName: valueName, help: help, defaultDescription: defaultDescription, visibility: visibility) { $0 }
    }

    /// An option whose value is a file or folder path, the word as given; an empty word is a
    /// usage error (`'--output' takes a path; got an empty one`), never the current directory.
    public static func path(
        _ name: String, valueName: String, help: String, defaultDescription: String? = nil,
        visibility: ArgumentVisibility = .default
    ) -> Option {
        value(name, valueName: valueName, help: help, defaultDescription: defaultDescription, visibility: visibility) {
            word throws(ValidationError) in
            try Self.nonEmptyPath(word, option: name)
        }
    }

    /// `word`, or a ``ValidationError`` when it is empty: a path option's check.
    /// - Throws: `'<option>' takes a path; got an empty one`.
    public static func nonEmptyPath(_ word: String, option: String) throws(ValidationError) -> String {
        guard !word.isEmpty else { throw ValidationError("'\(option)' takes a path; got an empty one") }
        return word
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// An option whose value is one of `Value`'s cases, by raw value, case-insensitively. The
    /// help lists the values; any other word is an error that lists them too.
    public static func choice(_ name: String, valueName: String, help: String, defaultValue: Value? = nil) -> Option {
        let choices = Value.allCases.map(\.rawValue)
        return Option(
            OptionDeclaration(
                name: name, valueName: valueName, help: help, defaultDescription: defaultValue?.rawValue, choices: choices,
                visibility: .default,
                transform: { word throws(ValidationError) in
                    guard let value = Value(rawValue: word.lowercased()) else {
                        throw ValidationError(
                            "unknown value '\(word.escaped)' for '\(name)' (expected one of: \(choices.joined(separator: ", ")))")
                    }
                    return value
                }))
    }
}

extension Option where Value == Bool {
    /// A flag: `true` when given, `false` otherwise.
    public static func flag(_ name: String, help: String) -> Option {
        Option(
            OptionDeclaration(
                name: name, valueName: nil, help: help, defaultDescription: nil, choices: [], visibility: .default,
                transform: nil))
    }
}

/// Anything that declares an option for a ``CommandConfiguration``.
public protocol OptionDeclaring: Sendable {
    /// The option, with its type erased.
    var declaration: OptionDeclaration { get }
}

/// An option with its value's type erased, as the parser and the help see it.
public struct OptionDeclaration: Sendable {
    /// The name with its dashes: `"--arch"`.
    public let name: String
    /// The value's name in the help (`"list"`), or `nil` for a flag.
    public let valueName: String?
    /// The help sentences.
    public let help: String
    /// What applies when the option is not given, or `nil`.
    public let defaultDescription: String?
    /// The values the option takes, when it takes one of a fixed set; else empty.
    public let choices: [String]
    /// Whether the help and usage show the option.
    public let visibility: ArgumentVisibility
    /// Turns the word into the value, or `nil` for a flag.
    let transform: (@Sendable (String) throws(ValidationError) -> any Sendable)?

    /// Whether the option is a flag (takes no value).
    public var isFlag: Bool { valueName == nil }

    /// The option as the help and usage show it: `--arch <list>`, `--quick`.
    public var label: String { valueName.map { "\(name) <\($0)>" } ?? name }

    /// The help followed by its `(values: …)` and `(default: …)` notes.
    var fullHelp: String {
        var text = help
        if !choices.isEmpty { text += " (values: \(choices.joined(separator: ", "))" }
        if let defaultDescription {
            text += choices.isEmpty ? " (default: \(defaultDescription))" : "; default: \(defaultDescription)"
        }
        if !choices.isEmpty { text += ")" }
        return text
    }
}

/// Whether an option shows in the help and usage (argument-parser's `ArgumentVisibility`).
public enum ArgumentVisibility: Sendable, Hashable {
    /// Shown in the help and the usage.
    case `default`
    /// Left out of the help and the usage, and parsed like any other: for options a program
    /// passes to itself (a worker's plumbing), not for people.
    case hidden
}
