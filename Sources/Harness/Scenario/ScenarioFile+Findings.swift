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

    /// One step as a JSON object on one line (``JSONText``), a fixture written with the path
    /// `fixturePath` gives.
    static func json(_ step: Step, fixturePath: (String) -> String = { $0 }) -> String {
        if case .respond(.fixture(let path)) = step { return JSONText.step(.respond(.fixture(path: fixturePath(path)))) }
        return JSONText.step(step)
    }

    /// An `expect` of everything an entry showed. Only a table's selection is written: the
    /// other widgets have none worth checking.
    private static func expectation(_ entry: Transcript.Entry) -> String {
        let widgets = entry.screen.widgets.map { widget in
            var check = WidgetExpectation(everythingIn: widget)
            if check.rows == nil { check.selectedRow = nil }
            return check
        }
        return JSONText.step(.expect(Expectation(title: entry.screen.title, stack: entry.stack, widgets: widgets)))
    }

    /// A JSON string literal (``JSONText/string(_:)``).
    static func quoted(_ text: String) -> String { JSONText.string(text) }
}
