import Tracing

extension TableCell: ProbeDescribable {
    /// The cell as the trace prints a row's write: `["Keyboard", "$10.00"]`, or
    /// `["Keyboard", null]` without a detail, as scenario files spell rows (Docs/Contract.md,
    /// "Scenario files"); each text escaped and cut like any probe value.
    public var probeDescription: String {
        "[\(ProbeValue.describe(title)), \(detail.map { ProbeValue.describe($0) } ?? "null")]"
    }
}
