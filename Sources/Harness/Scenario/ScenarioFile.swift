import CommandLineKit
import Domain
import Foundation
import Widgets

/// Reads scenarios from the JSON format of Docs/Contract.md, "Scenario files".
///
/// Every error names the file, the line, the step index and what was expected; unknown keys are
/// errors, so a typo never silently checks nothing.
public enum ScenarioFile {
    /// Reads a scenario file from disk.
    /// - Parameter path: The file's path; `respond` fixtures are resolved against its folder.
    /// - Returns: The scenario.
    /// - Throws: ``ScenarioFileError`` when the file cannot be read or is not a valid scenario.
    public static func load(path: String) throws(ScenarioFileError) -> Scenario {
        let text: String
        do {
            text = try InputFile.readText(path, directoryHint: "give the scenario files in it (e.g. \(path.escaped)/*.json)")
        } catch {
            throw ScenarioFileError(unreadable: error)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var scenario = try parse(text, file: path, fixtureFolder: folder)
        scenario.isReadFromFile = true
        return scenario
    }

    /// Reads a scenario from JSON text.
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - file: The name to use in errors and as the scenario's source.
    ///   - fixtureFolder: The folder relative `respond` fixture paths are resolved against.
    /// - Throws: ``ScenarioFileError``.
    public static func parse(_ text: String, file: String, fixtureFolder: String) throws(ScenarioFileError) -> Scenario {
        let root: JSONNode
        do {
            root = try JSONReader.parse(text)
        } catch {
            throw ScenarioFileError(
                file: file, line: error.line, message: "invalid JSON at column \(error.column): \(error.message)")
        }
        var decoder = Decoder(file: file, fixtureFolder: fixtureFolder)
        return try decoder.scenario(root)
    }

}

extension ScenarioFile {
    /// Turns ``JSONNode``s into a scenario, remembering which step it is in for errors.
    fileprivate struct Decoder {
        let file: String
        let fixtureFolder: String
        var stepIndex: Int?
        /// The scenario's feature, once read: which steps it can take depends on it.
        var feature: Feature?

        init(file: String, fixtureFolder: String) {
            self.file = file
            self.fixtureFolder = fixtureFolder
        }

        func fail(_ node: JSONNode, _ message: String) -> ScenarioFileError {
            ScenarioFileError(file: file, line: node.line, stepIndex: stepIndex, message: message)
        }

        func members(_ node: JSONNode, _ what: String, allowed: [String]) throws(ScenarioFileError) -> [String: JSONNode] {
            guard case .object(let members) = node.value else {
                throw fail(node, "expected \(what) as an object, found \(node.kindName)")
            }
            var result: [String: JSONNode] = [:]
            for member in members {
                guard allowed.contains(member.key) else {
                    throw fail(
                        member.value,
                        "unknown key \(member.key.quoted) in \(what); expected one of \(allowed.joined(separator: ", "))")
                }
                guard result[member.key] == nil else {
                    throw fail(member.value, "duplicate key \(member.key.quoted) in \(what)")
                }
                result[member.key] = member.value
            }
            return result
        }

        func string(_ node: JSONNode, _ what: String) throws(ScenarioFileError) -> String {
            guard case .string(let text) = node.value else {
                throw fail(node, "expected \(what) as a string, found \(node.kindName)")
            }
            return text
        }

        func bool(_ node: JSONNode, _ what: String) throws(ScenarioFileError) -> Bool {
            guard case .bool(let flag) = node.value else {
                throw fail(node, "expected \(what) as true or false, found \(node.kindName)")
            }
            return flag
        }

        func int(_ node: JSONNode, _ what: String) throws(ScenarioFileError) -> Int {
            guard case .number(let text) = node.value else {
                throw fail(node, "expected \(what) as a whole number, found \(node.kindName)")
            }
            guard let number = Int(text) else {
                let isWhole = !text.contains(where: { ".eE".contains($0) })
                throw fail(node, "expected \(what) as a whole number\(isWhole ? " that fits in Int" : ""), found \(text)")
            }
            return number
        }

        func count(_ node: JSONNode, _ what: String) throws(ScenarioFileError) -> Int {
            let number = try int(node, what)
            guard number >= 0 else { throw fail(node, "expected \(what) to be 0 or more, found \(number)") }
            return number
        }

        func array(_ node: JSONNode, _ what: String) throws(ScenarioFileError) -> [JSONNode] {
            guard case .array(let elements) = node.value else {
                throw fail(node, "expected \(what) as an array, found \(node.kindName)")
            }
            return elements
        }

        func required(_ fields: [String: JSONNode], _ key: String, in what: String, at node: JSONNode) throws(ScenarioFileError)
            -> JSONNode
        {
            guard let value = fields[key] else { throw fail(node, "missing key \"\(key)\" in \(what)") }
            return value
        }

        mutating func scenario(_ node: JSONNode) throws(ScenarioFileError) -> Scenario {
            let fields = try members(node, "the scenario", allowed: ["name", "feature", "steps", "description"])
            let name = try string(try required(fields, "name", in: "the scenario", at: node), "\"name\"")
            if let description = fields["description"] { _ = try string(description, "\"description\"") }
            let featureNode = try required(fields, "feature", in: "the scenario", at: node)
            let featureName = try string(featureNode, "\"feature\"")
            guard let feature = Feature(rawValue: featureName) else {
                let known = Feature.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail(featureNode, "unknown feature \(featureName.quoted); expected one of \(known)")
            }
            self.feature = feature
            let stepNodes = try array(try required(fields, "steps", in: "the scenario", at: node), "\"steps\"")
            var steps: [Step] = []
            for (index, stepNode) in stepNodes.enumerated() {
                stepIndex = index
                steps.append(try step(stepNode))
            }
            stepIndex = nil
            return Scenario(name: name, feature: feature, steps: steps, source: file)
        }

        func step(_ node: JSONNode) throws(ScenarioFileError) -> Step {
            let kinds = ["tap", "type", "select", "delete", "back", "respond", "expect"]
            let fields = try members(node, "a step", allowed: kinds)
            guard fields.count == 1, let (kind, body) = fields.first else {
                throw fail(node, "expected exactly one of \(kinds.joined(separator: ", ")) in a step")
            }
            switch kind {
            case "tap":
                return .tap(try string(body, "\"tap\" (a button id)"))
            case "type":
                let args = try members(body, "\"type\"", allowed: ["field", "text"])
                return .type(
                    field: try string(try required(args, "field", in: "\"type\"", at: body), "\"field\""),
                    text: try string(try required(args, "text", in: "\"type\"", at: body), "\"text\""))
            case "select", "delete":
                let args = try members(body, "\"\(kind)\"", allowed: ["table", "row"])
                let table = try string(try required(args, "table", in: "\"\(kind)\"", at: body), "\"table\"")
                let row = try int(try required(args, "row", in: "\"\(kind)\"", at: body), "\"row\"")
                return kind == "select" ? .select(table: table, row: row) : .delete(table: table, row: row)
            case "back":
                guard try bool(body, "\"back\""), true else { throw fail(body, "expected \"back\": true") }
                return .back
            case "respond":
                // Only the summary starts a request the harness holds; elsewhere a respond step
                // could only fail when played ("no request is in flight"), so it is refused here.
                if let feature, feature != .summary {
                    throw fail(
                        node,
                        "\"respond\" answers the summary's request, and a \(feature.rawValue) scenario makes none; "
                            + "respond steps belong in summary scenarios")
                }
                return .respond(try response(body))
            default:
                return .expect(try expectation(body))
            }
        }

        func response(_ node: JSONNode) throws(ScenarioFileError) -> Response {
            let fields = try members(node, "\"respond\"", allowed: ["fixture", "status", "body", "unreachable"])
            if let fixture = fields["fixture"] {
                guard fields.count == 1 else { throw fail(node, "\"fixture\" stands alone in \"respond\"") }
                let path = try string(fixture, "\"fixture\" (a file path)")
                guard !path.isEmpty else { throw fail(fixture, "expected \"fixture\" as a file path, found an empty string") }
                let resolved = path.hasPrefix("/") ? path : URL(fileURLWithPath: fixtureFolder).appendingPathComponent(path).path
                guard FileManager.default.fileExists(atPath: resolved) else {
                    throw fail(fixture, "fixture file not found: \(resolved.escaped)")
                }
                // What every input file of the kit must be (``InputFile``): a readable regular file,
                // so a directory, a device (`/dev/zero`) or a pipe is refused here, not when the step runs.
                do {
                    try InputFile.check(resolved)
                } catch {
                    throw fail(fixture, "fixture is not a readable file: \(resolved.escaped)")
                }
                return .fixture(path: resolved)
            }
            if let unreachable = fields["unreachable"], fields.count > 1 {
                throw fail(unreachable, "\"unreachable\" stands alone in \"respond\"")
            }
            if let body = fields["body"], fields["status"] == nil {
                throw fail(body, "\"body\" goes with \"status\" in \"respond\"")
            }
            if let status = fields["status"] {
                let code = try int(status, "\"status\" (an HTTP status code)")
                guard (100...599).contains(code) else {
                    throw fail(status, "expected an HTTP status code from 100 to 599, found \(code)")
                }
                let body = try fields["body"].map { node throws(ScenarioFileError) in try string(node, "\"body\"") } ?? ""
                return .status(code, body: body)
            }
            if let unreachable = fields["unreachable"], fields.count == 1 {
                guard try bool(unreachable, "\"unreachable\"") else { throw fail(unreachable, "expected \"unreachable\": true") }
                return .unreachable
            }
            throw fail(node, "expected {\"fixture\": FILE}, {\"status\": CODE, \"body\": TEXT} or {\"unreachable\": true}")
        }

        func expectation(_ node: JSONNode) throws(ScenarioFileError) -> Expectation {
            let fields = try members(node, "\"expect\"", allowed: ["title", "stack", "widgets"])
            var expectation = Expectation()
            if let title = fields["title"] { expectation.title = try string(title, "\"title\"") }
            if let stack = fields["stack"] {
                var titles: [String] = []
                for entry in try array(stack, "\"stack\"") { titles.append(try string(entry, "a title in \"stack\"")) }
                expectation.stack = titles
            }
            if let widgets = fields["widgets"] {
                guard case .object(let entries) = widgets.value else {
                    throw fail(widgets, "expected \"widgets\" as an object of widget ids, found \(widgets.kindName)")
                }
                for entry in entries { expectation.widgets.append(try widgetExpectation(id: entry.key, entry.value)) }
            }
            return expectation
        }

        func widgetExpectation(id: String, _ node: JSONNode) throws(ScenarioFileError) -> WidgetExpectation {
            let keys = ["text", "enabled", "hidden", "animating", "state", "bytes", "rows", "rowCount", "selectedRow"]
            let fields = try members(node, "widget \(id.quoted)", allowed: keys)
            var check = WidgetExpectation(id: id)
            if let node = fields["text"] { check.text = try string(node, "\"text\"") }
            if let node = fields["enabled"] { check.enabled = try bool(node, "\"enabled\"") }
            if let node = fields["hidden"] { check.hidden = try bool(node, "\"hidden\"") }
            if let node = fields["animating"] { check.animating = try bool(node, "\"animating\"") }
            if let node = fields["state"] {
                let state = try string(node, "\"state\"")
                let states = ["none", "loading", "loaded", "failed"]
                guard states.contains(state) else {
                    throw fail(node, "unknown image state \(state.quoted); expected one of \(states.joined(separator: ", "))")
                }
                check.state = state
            }
            if let node = fields["bytes"] { check.bytes = try count(node, "\"bytes\"") }
            if let node = fields["rowCount"] { check.rowCount = try count(node, "\"rowCount\"") }
            if let node = fields["selectedRow"] {
                if case .null = node.value {
                    check.selectedRow = .some(nil)
                } else {
                    check.selectedRow = .some(try count(node, "\"selectedRow\" (a row index or null)"))
                }
            }
            if let node = fields["rows"] {
                var rows: [TableCell] = []
                for row in try array(node, "\"rows\"") {
                    let pair = try array(row, "a row ([title, detail])")
                    guard pair.count == 2 else {
                        throw fail(
                            row,
                            "expected a row as [title, detail], found \(pair.count == 1 ? "1 element" : "\(pair.count) elements")"
                        )
                    }
                    let title = try string(pair[0], "a row's title")
                    let detail: String?
                    if case .null = pair[1].value {
                        detail = nil
                    } else {
                        detail = try string(pair[1], "a row's detail (or null)")
                    }
                    rows.append(TableCell(title: title, detail: detail))
                }
                check.rows = rows
            }
            return check
        }
    }
}
