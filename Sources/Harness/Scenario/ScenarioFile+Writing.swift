import Widgets

extension ScenarioFile {
    /// Writes a scenario in the JSON format of Docs/Contract.md, "Scenario files", one step a
    /// line, so that ``parse(_:file:fixtureFolder:)`` reads back the same steps.
    ///
    /// Strings are escaped as RFC 8259 asks (`"`, `\` and control characters); every other
    /// character is written as it is, in UTF-8. A `fixture` is written with the path it holds
    /// (``ScenarioFile`` makes every path it reads absolute).
    ///
    /// ```swift
    /// let scenario = Scenario(name: "Sign in", feature: .welcome, steps: [.tap("login")])
    /// print(ScenarioFile.text(of: scenario))
    /// // Prints:
    /// // {
    /// //   "name": "Sign in",
    /// //   "feature": "welcome",
    /// //   "steps": [
    /// //     { "tap": "login" }
    /// //   ]
    /// // }
    /// ```
    /// - Parameter scenario: The scenario; its `source` is not written.
    /// - Returns: The file's text, ending in a new line.
    /// - Complexity: O(*n*) in the size of the text.
    public static func text(of scenario: Scenario) -> String {
        let steps = scenario.steps.map { "    " + JSONText.step($0) }.joined(separator: ",\n")
        return """
            {
              "name": \(JSONText.string(scenario.name)),
              "feature": \(JSONText.string(scenario.feature.rawValue)),
              "steps": [
            \(steps)
              ]
            }

            """
    }
}

/// Steps and values as JSON text, one object on one line: the encoding every scenario file
/// the kit writes uses (``ScenarioFile/text(of:)``, and the fuzzer's findings).
enum JSONText {
    static func step(_ step: Step) -> String {
        switch step {
        case .tap(let id): "{ \"tap\": \(string(id)) }"
        case .type(let field, let text): "{ \"type\": { \"field\": \(string(field)), \"text\": \(string(text)) } }"
        case .select(let table, let row): "{ \"select\": { \"table\": \(string(table)), \"row\": \(row) } }"
        case .delete(let table, let row): "{ \"delete\": { \"table\": \(string(table)), \"row\": \(row) } }"
        case .back: "{ \"back\": true }"
        case .respond(let response): "{ \"respond\": \(self.response(response)) }"
        case .expect(let expectation): "{ \"expect\": \(self.expectation(expectation)) }"
        }
    }

    static func response(_ response: Response) -> String {
        switch response {
        case .fixture(let path): "{ \"fixture\": \(string(path)) }"
        case .status(let code, let body): "{ \"status\": \(code), \"body\": \(string(body)) }"
        case .unreachable: "{ \"unreachable\": true }"
        }
    }

    static func expectation(_ expectation: Expectation) -> String {
        var members: [String] = []
        if let title = expectation.title { members.append("\"title\": \(string(title))") }
        if let stack = expectation.stack { members.append("\"stack\": [\(stack.map(string).joined(separator: ", "))]") }
        if !expectation.widgets.isEmpty {
            let widgets = expectation.widgets.map { "\(string($0.id)): \(widget($0))" }
            members.append("\"widgets\": { \(widgets.joined(separator: ", ")) }")
        }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    static func widget(_ check: WidgetExpectation) -> String {
        var members: [String] = []
        if let text = check.text { members.append("\"text\": \(string(text))") }
        if let enabled = check.enabled { members.append("\"enabled\": \(enabled)") }
        if let hidden = check.hidden { members.append("\"hidden\": \(hidden)") }
        if let animating = check.animating { members.append("\"animating\": \(animating)") }
        if let state = check.state { members.append("\"state\": \(string(state))") }
        if let bytes = check.bytes { members.append("\"bytes\": \(bytes)") }
        if let rows = check.rows {
            let cells = rows.map { "[\(string($0.title)), \($0.detail.map(string) ?? "null")]" }
            members.append("\"rows\": [\(cells.joined(separator: ", "))]")
        }
        if let rowCount = check.rowCount { members.append("\"rowCount\": \(rowCount)") }
        if let selectedRow = check.selectedRow { members.append("\"selectedRow\": \(selectedRow.map(String.init) ?? "null")") }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// A JSON string literal: `"`, `\` and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
