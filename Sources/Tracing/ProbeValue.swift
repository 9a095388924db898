import CommandLineKit

/// How probes print values: one line, escaped, short.
public enum ProbeValue {
    /// The longest value a probe prints, in characters; longer ones end in "…".
    public static let maximumLength = 40

    /// A value as one escaped line: strings quoted (`"Ann"`) with the one escaping every
    /// command prints user values with (`String.quoted`, Docs/Contract.md), `nil` for an empty optional, a
    /// ``ProbeDescribable`` value by its ``ProbeDescribable/probeDescription``, anything else by
    /// `String(describing:)`, cut to ``maximumLength`` characters.
    ///
    /// - Parameter value: Any value; optionals are unwrapped.
    /// - Returns: The text, never containing a line break.
    public static func describe(_ value: Any) -> String {
        let text: String
        switch unwrapped(value) {
        case .some(let described as any ProbeDescribable): return described.probeDescription
        case .none: text = "nil"
        case .some(let string as String): text = string.quoted
        case .some(let substring as Substring): text = String(substring).quoted
        case .some(let other): text = String(describing: other)
        }
        let line = text.replacing("\n", with: "\\n")
        guard line.count > maximumLength else { return line }
        return String(line.prefix(maximumLength - 1)) + "…"
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let child = mirror.children.first else { return nil }
        return unwrapped(child.value)
    }
}
