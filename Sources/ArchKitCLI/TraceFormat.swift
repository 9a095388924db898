/// The forms `archkit trace` prints a path in.
enum TraceFormat: String, CaseIterable, Sendable {
    /// An indented call tree, one hop a line, cut to 100 columns.
    case text
    /// A Mermaid `sequenceDiagram` per architecture and step, one participant per type.
    case mermaid
    /// The traces as JSON (`[ScenarioTrace]`), for tools.
    case json
}
