/// The values of one parsed command line, read back through the declarations that parsed them.
///
/// ```swift
/// let architectures = values[CompareCommand.arch] ?? Architecture.allCases
/// ```
public struct ParsedValues: Sendable {
    /// The value of each option given, by name.
    var options: [String: any Sendable] = [:]
    /// The value of each argument, by value name (an array of elements when repeating).
    var arguments: [String: any Sendable] = [:]

    /// Creates an empty set of values (every flag off, no option given).
    public init() {}

    /// Whether a flag was given.
    public subscript(flag: Option<Bool>) -> Bool {
        options[flag.declaration.name] != nil
    }

    /// An option's value, or `nil` when the option was not given.
    public subscript<Value>(option: Option<Value>) -> Value? {
        guard let value = options[option.declaration.name] else { return nil }
        guard let typed = value as? Value else {
            preconditionFailure("\(option.declaration.name) was parsed by another declaration")
        }
        return typed
    }

    /// An argument's value. Every declared argument has one once parsing succeeded.
    /// - Precondition: The argument is one of the parsed command's.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        guard let value = arguments[argument.declaration.valueName] else {
            preconditionFailure("<\(argument.declaration.valueName)> is not an argument of the parsed command")
        }
        if let typed = value as? Value { return typed }
        preconditionFailure("<\(argument.declaration.valueName)> was parsed by another declaration")
    }

    /// Whether `option` (a flag or an option with a value) was given.
    public func contains(_ option: some OptionDeclaring) -> Bool {
        options[option.declaration.name] != nil
    }
}
