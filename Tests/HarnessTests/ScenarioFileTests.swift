import Domain
import Harness
import Testing
import Widgets

@Suite("Scenario files: the format of Docs/Contract.md, and clear errors")
struct ScenarioFileTests {
    func parse(_ text: String) throws(ScenarioFileError) -> Scenario {
        try ScenarioFile.parse(text, file: "t.json", fixtureFolder: "/nonexistent")
    }

    func error(_ text: String) -> ScenarioFileError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTheSpecExample() throws {
        let scenario = try parse(
            """
            {
              "name": "Signing in flips the buttons",
              "feature": "welcome",
              "steps": [
                { "expect": { "title": "Welcome", "stack": ["Welcome"],
                              "widgets": { "name": { "text": "Fx" }, "login": { "enabled": true },
                                           "home": { "enabled": false } } } },
                { "tap": "login" },
                { "type": { "field": "name", "text": "Ann" } },
                { "tap": "signIn" },
                { "select": { "table": "t", "row": 2 } },
                { "delete": { "table": "t", "row": 0 } },
                { "back": true },
                { "expect": { "stack": ["Welcome"], "widgets": { "name": { "text": "Ann" },
                  "t": { "rows": [["a", null], ["b", "1.00"]], "rowCount": 2 } } } }
              ]
            }
            """)
        #expect(scenario.name == "Signing in flips the buttons")
        #expect(scenario.feature == .welcome)
        #expect(scenario.steps.count == 8)
        #expect(scenario.steps[1] == .tap("login"))
        #expect(scenario.steps[2] == .type(field: "name", text: "Ann"))
        #expect(scenario.steps[4] == .select(table: "t", row: 2))
        #expect(scenario.steps[5] == .delete(table: "t", row: 0))
        #expect(scenario.steps[6] == .back)
        let summary = try parse(
            #"{"name": "s", "feature": "summary", "steps": [{"respond": {"status": 500, "body": "x"}}, {"respond": {"unreachable": true}}]}"#
        )
        #expect(summary.steps == [.respond(.status(500, body: "x")), .respond(.unreachable)])
        guard case .expect(let first) = scenario.steps[0], case .expect(let last) = scenario.steps[7] else {
            Issue.record("expected expect steps")
            return
        }
        #expect(first.widgets.map(\.id) == ["name", "login", "home"])
        #expect(first.widgets[1].enabled == true)
        #expect(last.widgets[1].rows == [TableCell(title: "a"), TableCell(title: "b", detail: "1.00")])
        #expect(last.widgets[1].rowCount == 2)
    }

    @Test func selectedRowTakesAnIndexOrNull() throws {
        let scenario = try parse(
            #"{"name": "x", "feature": "products", "steps": [{"expect": {"widgets": {"t": {"selectedRow": 2}, "u": {"selectedRow": null}}}}]}"#
        )
        guard case .expect(let expectation) = scenario.steps[0] else {
            Issue.record("expected an expect step")
            return
        }
        #expect(expectation.widgets[0].selectedRow == .some(2))
        #expect(expectation.widgets[1].selectedRow == .some(nil))
        #expect(
            error(#"{"name": "x", "feature": "products", "steps": [{"expect": {"widgets": {"t": {"selectedRow": "2"}}}}]}"#)?
                .message
                == "expected \"selectedRow\" (a row index or null) as a whole number, found a string")
    }

    @Test func syntaxErrorNamesLineAndColumn() {
        let found = error("{\n  \"name\": \"x\",\n  \"feature\": welcome\n}")
        #expect(found?.line == 3)
        #expect(found?.description == "t.json:3: invalid JSON at column 14: expected a value, found 'w'")
    }

    @Test func unknownStepKeyNamesStepLineAndTheKeysExpected() {
        let found = error(
            """
            {"name": "x", "feature": "welcome", "steps": [
              {"tap": "login"},
              {"tapp": "login"}
            ]}
            """)
        #expect(found?.stepIndex == 1)
        #expect(found?.line == 3)
        #expect(
            found?.message == "unknown key \"tapp\" in a step; expected one of tap, type, select, delete, back, respond, expect")
    }

    @Test func unknownWidgetPropertyIsAnError() {
        let found = error(#"{"name": "x", "feature": "welcome", "steps": [{"expect": {"widgets": {"name": {"txt": "Fx"}}}}]}"#)
        #expect(found?.stepIndex == 0)
        #expect(found?.message.hasPrefix("unknown key \"txt\" in widget \"name\"") == true)
    }

    @Test(arguments: [
        (#"[]"#, "expected the scenario as an object, found an array"),
        (#"{"feature": "welcome", "steps": []}"#, "missing key \"name\" in the scenario"),
        (
            #"{"name": "x", "feature": "nope", "steps": []}"#,
            "unknown feature \"nope\"; expected one of " + Feature.allCases.map(\.rawValue).joined(separator: ", ")
        ),
        (#"{"name": "x", "feature": "welcome", "steps": {}}"#, "expected \"steps\" as an array, found an object"),
        (
            #"{"name": "x", "feature": "welcome", "steps": [{"select": {"table": "t", "row": 1.5}}]}"#,
            "expected \"row\" as a whole number, found 1.5"
        ),
        (
            #"{"name": "x", "feature": "welcome", "steps": [{"select": {"table": "t", "row": 99999999999999999999}}]}"#,
            "expected \"row\" as a whole number that fits in Int, found 99999999999999999999"
        ),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"status": 200, "unreachable": true}}]}"#,
            "\"unreachable\" stands alone in \"respond\""
        ),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"body": "x"}}]}"#,
            "\"body\" goes with \"status\" in \"respond\""
        ),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"fixture": ""}}]}"#,
            "expected \"fixture\" as a file path, found an empty string"
        ),
        (#"{"name": "x", "feature": "summary", "steps": [{"respond": {"fixture": "/"}}]}"#, "fixture is not a readable file: /"),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"fixture": "/dev/zero"}}]}"#,
            "fixture is not a readable file: /dev/zero"
        ),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"fixture": "/no\nsuch\u0007file\u00a0x"}}]}"#,
            #"fixture file not found: /no\nsuch\u{7}file\u{A0}x"#
        ),
        (
            #"{"name": "x", "feature": "welcome", "steps": [{"expect": {"widgets": {"t": {"rowCount": -1}}}}]}"#,
            "expected \"rowCount\" to be 0 or more, found -1"
        ),
        (
            #"{"name": "x", "feature": "welcome", "description": 5, "steps": []}"#,
            "expected \"description\" as a string, found a number"
        ),
        (
            #"{"name": "x", "feature": "welcome", "steps": [{"tap": "a", "back": true}]}"#,
            "expected exactly one of tap, type, select, delete, back, respond, expect in a step"
        ),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"status": 700}}]}"#,
            "expected an HTTP status code from 100 to 599, found 700"
        ),
        (
            #"{"name": "x", "feature": "summary", "steps": [{"respond": {"fixture": "missing.json"}}]}"#,
            "fixture file not found: /nonexistent/missing.json"
        ),
        (#"{"name": "x", "feature": "welcome", "steps": [{"back": false}]}"#, "expected \"back\": true"),
        (
            #"{"name": "x", "feature": "welcome", "steps": [{"expect": {"widgets": {"p": {"state": "done"}}}}]}"#,
            "unknown image state \"done\"; expected one of none, loading, loaded, failed"
        ),
        (#"{"name": "x", "feature": "welcome", "steps": [], "name": "y"}"#, "duplicate key \"name\" in the scenario"),
        ("", "invalid JSON at column 1: expected a value, found the end of the file"),
        (
            #"{"name": "x", "feature": "products", "steps": [{"expect": {"widgets": {"t": {"rows": [["a"]]}}}}]}"#,
            "expected a row as [title, detail], found 1 element"
        ),
        (
            #"{"name": "x", "feature": "products", "steps": [{"respond": {"unreachable": true}}]}"#,
            "\"respond\" answers the summary's request, and a products scenario makes none; respond steps belong in summary scenarios"
        ),
    ])
    func malformedScenariosAreExplained(text: String, message: String) {
        #expect(error(text)?.message == message)
    }

    @Test func loadNamesAMissingFile() {
        #expect(throws: ScenarioFileError.self) { try ScenarioFile.load(path: "/nonexistent/x.json") }
        do {
            _ = try ScenarioFile.load(path: "/nonexistent/x.json")
        } catch {
            #expect(error.file == "/nonexistent/x.json")
            #expect(error.description == "cannot read '/nonexistent/x.json': no such file")
        }
    }

    @Test func aDirectoryIsNotAScenarioFile() {
        do {
            _ = try ScenarioFile.load(path: "/tmp")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "cannot read '/tmp': it is a directory; give the scenario files in it (e.g. /tmp/*.json)")
        }
    }

    @Test func unicodeEscapesAreDecoded() throws {
        let scenario = try parse(#"{"name": "\u00e9\ud83d\ude00\n", "feature": "welcome", "steps": []}"#)
        #expect(scenario.name == "é😀\n")
    }
}
