import Harness

/// Writes the generated trace section of a feature page (`archkit trace … --docs`): the counts
/// of one step's event per architecture, then a Mermaid diagram per architecture.
///
/// A page carries it between `<!-- BEGIN GENERATED TRACE: <command> -->` and
/// `<!-- END GENERATED TRACE -->`, like every section a command writes:
/// `Scripts/update-generated-docs.sh trace` regenerates them, and `TraceDocsTests` fails when a
/// page no longer matches what the command prints.
enum TraceDocsFormatter {
    /// The section for step `step` of each trace, without the page's markers.
    static func section(_ traces: [ScenarioTrace], step: Int, command: String) -> String {
        var lines: [String] = []
        let traced = traces.compactMap { trace in trace.steps.first { $0.index == step }.map { (trace, $0) } }
        guard let (_, first) = traced.first else { return "(the step was not reached)\n" }
        lines.append("Step \(step) of `\(traces[0].scenario)`: `\(first.step)`, recorded by `swift run \(command)`.")
        lines.append("")
        lines.append("| Architecture | Hops | Types | Widget writes | Unchanged writes |")
        lines.append("| --- | ---: | ---: | ---: | ---: |")
        for (trace, stepTrace) in traced {
            let counts = stepTrace.counts
            lines.append("| \(trace.architecture) | \(counts.hops) | \(counts.types) | \(counts.writes) | \(counts.unchanged) |")
        }
        for (trace, stepTrace) in traced {
            lines += ["", "#### \(trace.architecture)", "", "```mermaid"]
            lines.append(
                TraceMermaidFormatter.diagram(stepTrace, architecture: trace.architecture, scenario: trace.scenario)
                    .trimmingTrailingNewlines)
            lines.append("```")
        }
        for trace in traces where trace.failure != nil {
            lines += ["", "\(trace.architecture) failed: \(trace.failure ?? "")"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
