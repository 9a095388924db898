import Harness

/// Writes the generated trace section of a feature page (`archkit trace … --docs`): the counts
/// of one step's event per architecture, then a Mermaid diagram per architecture.
///
/// The section starts and ends with marker comments naming the command that wrote it;
/// `Scripts/update-trace-docs.sh` regenerates every marked section of `Docs/`, and
/// `TraceDocsTests` fails when a page no longer matches what the command prints.
enum TraceDocsFormatter {
    /// The first line of a generated section; the command follows it on the same line.
    static let beginMarker = "<!-- BEGIN GENERATED TRACE: "
    /// The last line of a generated section.
    static let endMarker = "<!-- END GENERATED TRACE -->"

    /// The section for step `step` of each trace, markers included.
    static func section(_ traces: [ScenarioTrace], step: Int, command: String) -> String {
        var lines = ["\(beginMarker)\(command) -->", ""]
        let traced = traces.compactMap { trace in trace.steps.first { $0.index == step }.map { (trace, $0) } }
        guard let (_, first) = traced.first else {
            return (lines + ["(the step was not reached)", endMarker]).joined(separator: "\n") + "\n"
        }
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
        lines += ["", endMarker]
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
