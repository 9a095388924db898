import Widgets

extension ScenarioFile {
    /// Writes a scenario in the JSON format ``load(path:)`` reads (Docs/Contract.md "Scenario
    /// files"), one step per line, with an `expect` of everything a transcript showed at the
    /// start and after every step: played with `archkit run`, an architecture that shows
    /// anything else fails at the first step where it does.
    ///
    /// - Parameters:
    ///   - scenario: The steps to write (its `expect` steps are written as they are).
    ///   - description: The scenario's `"description"`, or `nil` for none.
    ///   - transcript: What the reference architecture showed: entry 0 after the start, entry
    ///     *i* + 1 after step *i*. Steps past its end get no `expect`.
    ///   - fixturePath: The path to write for a `respond` fixture (e.g. a file name beside the
    ///     scenario file), given the fixture's path in the scenario.
    /// - Returns: The file's text, ending in a newline.
    /// - Complexity: O(*n*) in the size of the transcript.
    static func text(
        of scenario: Scenario, description: String?, expecting transcript: Transcript,
        fixturePath: (String) -> String = { $0 }
    ) -> String {
        var steps: [String] = []
        let entries = transcript.entries
        if let start = entries.first { steps.append(expectation(start)) }
        for (index, step) in scenario.steps.enumerated() {
            steps.append(json(step, fixturePath: fixturePath))
            if case .expect = step { continue }
            if index + 1 < entries.count { steps.append(expectation(entries[index + 1])) }
        }
        var lines = ["{", "  \"name\": \(quoted(scenario.name)),"]
        if let description { lines.append("  \"description\": \(quoted(description)),") }
        lines.append("  \"feature\": \(quoted(scenario.feature.rawValue)),")
        lines.append("  \"steps\": [")
        lines += steps.enumerated().map { "    " + $1 + ($0 < steps.count - 1 ? "," : "") }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as a JSON object on one line.
    static func json(_ step: Step, fixturePath: (String) -> String = { $0 }) -> String {
        switch step {
        case .tap(let id): return "{ \"tap\": \(quoted(id)) }"
        case .type(let field, let text): return "{ \"type\": { \"field\": \(quoted(field)), \"text\": \(quoted(text)) } }"
        case .select(let table, let row): return "{ \"select\": { \"table\": \(quoted(table)), \"row\": \(row) } }"
        case .delete(let table, let row): return "{ \"delete\": { \"table\": \(quoted(table)), \"row\": \(row) } }"
        case .back: return "{ \"back\": true }"
        case .respond(.fixture(let path)): return "{ \"respond\": { \"fixture\": \(quoted(fixturePath(path))) } }"
        case .respond(.status(let code, let body)):
            return "{ \"respond\": { \"status\": \(code), \"body\": \(quoted(body)) } }"
        case .respond(.unreachable): return "{ \"respond\": { \"unreachable\": true } }"
        case .expect(let expectation): return "{ \"expect\": \(json(expectation)) }"
        }
    }

    private static func expectation(_ entry: Transcript.Entry) -> String {
        let widgets = entry.screen.widgets.map { WidgetExpectation(everythingIn: $0) }
        return "{ \"expect\": \(json(Expectation(title: entry.screen.title, stack: entry.stack, widgets: widgets))) }"
    }

    private static func json(_ expectation: Expectation) -> String {
        var fields: [String] = []
        if let title = expectation.title { fields.append("\"title\": \(quoted(title))") }
        if let stack = expectation.stack { fields.append("\"stack\": [\(stack.map(quoted).joined(separator: ", "))]") }
        if !expectation.widgets.isEmpty {
            let widgets = expectation.widgets.map { "\(quoted($0.id)): \(json($0))" }
            fields.append("\"widgets\": { \(widgets.joined(separator: ", ")) }")
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    private static func json(_ check: WidgetExpectation) -> String {
        var fields: [String] = []
        if let text = check.text { fields.append("\"text\": \(quoted(text))") }
        if let enabled = check.enabled { fields.append("\"enabled\": \(enabled)") }
        if let hidden = check.hidden { fields.append("\"hidden\": \(hidden)") }
        if let animating = check.animating { fields.append("\"animating\": \(animating)") }
        if let state = check.state { fields.append("\"state\": \(quoted(state))") }
        if let bytes = check.bytes { fields.append("\"bytes\": \(bytes)") }
        if let rowCount = check.rowCount { fields.append("\"rowCount\": \(rowCount)") }
        if let rows = check.rows {
            let cells = rows.map { "[\(quoted($0.title)), \($0.detail.map(quoted) ?? "null")]" }
            fields.append("\"rows\": [\(cells.joined(separator: ", "))]")
            // Only a table has rows; only a table's selection is worth writing.
            if let selected = check.selectedRow { fields.append("\"selectedRow\": \(selected.map(String.init) ?? "null")") }
        }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest
    /// written as UTF-8.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
