import Foundation

/// Formats the numbers reports print: durations, byte counts, factors.
public enum Quantity {
    /// A duration given in nanoseconds, with a unit that keeps three or four significant
    /// digits: "3.71 ns", "1.24 µs", "12.3 ms".
    public static func duration(nanoseconds ns: Double) -> String {
        switch ns {
        case ..<1_000: number(ns) + " ns"
        case ..<1_000_000: number(ns / 1_000) + " µs"
        case ..<1_000_000_000: number(ns / 1_000_000) + " ms"
        default: number(ns / 1_000_000_000) + " s"
        }
    }

    /// A byte count: "512 B", "12.4 KiB", "3.10 MiB".
    public static func bytes(_ bytes: Double) -> String {
        let magnitude = abs(bytes)
        switch magnitude {
        case ..<1_024: return String(format: "%.0f B", bytes)
        case ..<(1_024 * 1_024): return number(bytes / 1_024) + " KiB"
        default: return number(bytes / 1_048_576) + " MiB"
        }
    }

    /// A result's value in its unit.
    public static func value(_ result: CaseResult) -> String {
        result.unit == "bytes" ? bytes(result.value) : duration(nanoseconds: result.value)
    }

    /// A result's verdict against its target, as every report prints it: "✓ ≤ 40.0 ns" or
    /// "✗ > 40.0 ns"; `nil` without a target.
    public static func target(_ result: CaseResult) -> String? {
        guard let target = result.target else { return nil }
        let amount = result.unit == "bytes" ? bytes(target) : duration(nanoseconds: target)
        return (result.value <= target ? "✓ ≤ " : "✗ > ") + amount
    }

    /// A factor: "1.00", "12.3", "×" not included.
    public static func factor(_ factor: Double) -> String {
        factor >= 100
            ? String(format: "%.0f", factor) : factor >= 10 ? String(format: "%.1f", factor) : String(format: "%.2f", factor)
    }

    /// A count per event (widget writes): a whole count as an integer ("3", "11"), a fraction
    /// with the digits it has, at most two after the point ("1.5", "0.33").
    public static func count(_ value: Double) -> String {
        if value == value.rounded() { return String(format: "%.0f", value) }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A number with three significant digits, at most two after the point.
    public static func number(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 100 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}
