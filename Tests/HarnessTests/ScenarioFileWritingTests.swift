import Harness
import Testing
import Widgets

/// `ScenarioFile.text(of:)` writes what `ScenarioFile.parse` reads back, step for step.
@Suite("Scenario files: writing")
struct ScenarioFileWritingTests {
    @Test func everyStepAndValueRoundTrips() throws {
        let expectation = Expectation(
            title: "Line\nbreak \"quoted\" \\ Zoë 👨‍👩‍👧", stack: ["A", "B"],
            widgets: [
                WidgetExpectation(id: "name", text: "\t\u{1}", enabled: false, hidden: true),
                WidgetExpectation(id: "spinner", animating: true),
                WidgetExpectation(id: "photo", state: "loaded", bytes: 2400),
                WidgetExpectation(
                    id: "list", rows: [TableCell(title: "a", detail: nil), TableCell(title: "b", detail: "2")], rowCount: 2,
                    selectedRow: .some(nil)),
                WidgetExpectation(id: "other", selectedRow: .some(1)),
            ])
        let scenario = Scenario(
            name: "All \"of\" it", feature: .summary,
            steps: [
                .tap("load"), .type(field: "f", text: "  x  "), .select(table: "t", row: 3), .delete(table: "t", row: 0),
                .back, .respond(.status(503, body: "{\"Message\":\"Caching in progress\"}")), .respond(.unreachable),
                .respond(.fixture(path: #filePath)), .expect(expectation),
            ])
        let text = ScenarioFile.text(of: scenario)
        let read = try ScenarioFile.parse(text, file: "written.json", fixtureFolder: "/")
        #expect(read.name == scenario.name && read.feature == scenario.feature)
        #expect(read.steps == scenario.steps)
        #expect(text.split(separator: "\n").count == 4 + scenario.steps.count + 2, "one step a line")
    }
}
