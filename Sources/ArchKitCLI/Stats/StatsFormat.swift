/// The forms `archkit stats` prints in.
enum StatsFormat: String, CaseIterable, Sendable {
    /// One line per architecture and feature, aligned columns.
    case table
    /// The architectures side by side, one Markdown table per feature (what Docs/ carries).
    case markdown
    /// The ``StatsReport`` as JSON, for tools.
    case json
}
