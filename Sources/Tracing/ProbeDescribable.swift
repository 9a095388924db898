/// A value that says how a probe prints it, where `String(describing:)` would be long or
/// unreadable (a table cell's optional detail prints as `Optional("…")`).
///
/// ``ProbeValue/describe(_:)`` uses ``probeDescription`` as it is, without cutting it: the
/// conforming type cuts its own parts.
public protocol ProbeDescribable {
    /// The value as one escaped line (no line breaks).
    var probeDescription: String { get }
}
