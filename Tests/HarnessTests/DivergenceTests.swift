import Domain
import Harness
import HarnessTestSupport
import Testing
import Widgets

@MainActor
@Suite("The harness catches an architecture that shows something else")
struct DivergenceTests {
    let scenario = Scenario(
        name: "sign in with spaces", feature: .welcome,
        steps: [
            .tap("login"),
            .type(field: "name", text: "  Ann "),
            .tap("signIn"),
            .expect(Expectation(widgets: [WidgetExpectation(id: "name", text: "Ann")])),
        ])

    @Test func expectationFailureNamesStepAndBothValues() async throws {
        let result = await ScenarioRunner().run(scenario, on: SloppyWelcome())
        let failure = try #require(result.failure)
        #expect(failure.stepIndex == 3)
        #expect(failure.subject == "widgets.name.text")
        #expect(failure.expected == "\"Ann\"")
        #expect(failure.actual == "\"  Ann \"")
    }

    @Test func transcriptComparisonFindsTheFirstDifferingStep() async throws {
        // Without the expect step, only the comparison with the others can catch it.
        var quiet = scenario
        quiet.steps.removeLast()
        let report = await Conformance.run([quiet], on: [Architecture.mvc, SloppyWelcome(), Architecture.mvp])
        let cells = report.rows[0].cells
        #expect(cells[0].passed)
        #expect(cells[2].passed)
        let divergence = try #require(cells[1].divergence)
        #expect(divergence.stepIndex == 2)
        #expect(divergence.subject == "widgets.name.text")
        #expect(divergence.referenceName == "MVC")
        #expect(divergence.referenceValue == "\"Ann\"")
        #expect(divergence.actualValue == "\"  Ann \"")
        #expect(!report.allPassed)
        #expect(report.failureCount == 1)
    }

    @Test func leakedScreenIsReported() async {
        let steps: [Step] = [.tap("login"), .back]
        let result = await ScenarioRunner().run(
            Scenario(name: "leak", feature: .welcome, steps: steps), on: SloppyWelcome(leaksLogin: true))
        #expect(result.failure == nil)
        #expect(result.leaks == ["screen \"Login\" still alive after step 1 popped it"])
        #expect(!result.passed)
    }

    @Test func aScreenStillAliveAfterTheRunIsReported() async {
        let steps: [Step] = [.tap("login"), .back]
        let result = await ScenarioRunner().run(
            Scenario(name: "leak", feature: .welcome, steps: steps), on: SloppyWelcome(leaksLogin: true, pastTheRun: true))
        #expect(result.failure == nil)
        #expect(result.leaks.first == "screen \"Login\" still alive after step 1 popped it")
        #expect(result.leaks.contains("Screen still alive after the run"), "\(result.leaks)")
        #expect(!result.passed)
    }

    @Test func theSameRunWithoutTheCycleIsClean() async {
        let result = await ScenarioRunner().run(
            Scenario(name: "no leak", feature: .welcome, steps: [.tap("login"), .back]), on: SloppyWelcome())
        #expect(result.leaks.isEmpty)
        #expect(result.passed)
    }

    @Test func stepThatCannotApplyFailsWithTheScreensIDs() async throws {
        let result = await ScenarioRunner().run(
            Scenario(name: "bad id", feature: .welcome, steps: [.tap("nope")]), on: Architecture.mvc)
        let failure = try #require(result.failure)
        #expect(failure.stepIndex == 0)
        #expect(failure.subject == "no widget \"nope\" on screen \"Welcome\" (it has: name, about, login, home)")
        let wrongKind = await ScenarioRunner().run(
            Scenario(name: "label", feature: .welcome, steps: [.tap("name")]), on: Architecture.mvc)
        #expect(wrongKind.failure?.subject == "widget \"name\" is a label, not a button")
        let respond = await ScenarioRunner().run(
            Scenario(name: "respond", feature: .welcome, steps: [.respond(.unreachable)]), on: Architecture.mvc)
        #expect(respond.failure?.subject == "no request is in flight")
    }
}

@MainActor
@Suite("Expectations on a table's selection")
struct SelectedRowExpectationTests {
    @Test func aRowLeftSelectedFailsTheCheck() async throws {
        // Cars' table after a selection and back: every architecture deselects, so expecting
        // row 0 to be selected must fail with both values.
        let scenario = Scenario(
            name: "selection", feature: .cars,
            steps: [
                .select(table: "cars", row: 0), .back,
                .expect(Expectation(widgets: [WidgetExpectation(id: "cars", selectedRow: .some(0))])),
            ])
        let result = await ScenarioRunner().run(scenario, on: Architecture.mvc)
        let failure = try #require(result.failure)
        #expect(failure.subject == "widgets.cars.selectedRow")
        #expect(failure.expected == "0")
        #expect(failure.actual == "nothing")
    }
}

@MainActor
@Suite("Expectation messages name what is wrong")
struct ExpectationMessageTests {
    @Test func aPropertyTheWidgetKindLacksIsSaidSo() async throws {
        let scenario = Scenario(
            name: "enabled label", feature: .welcome,
            steps: [.expect(Expectation(widgets: [WidgetExpectation(id: "name", enabled: true)]))])
        let failure = try #require(await ScenarioRunner().run(scenario, on: Architecture.mvc).failure)
        #expect(failure.actual == "nothing: a label has no \"enabled\"")
    }

    @Test func aRowsMismatchNamesTheFirstDifferentRow() async throws {
        var rows = (0..<5).map { TableCell(title: "x\($0)", detail: "0.00") }
        let scenario = Scenario(
            name: "rows", feature: .products,
            steps: [.expect(Expectation(widgets: [WidgetExpectation(id: "products", rows: rows)]))])
        let failure = try #require(await ScenarioRunner().run(scenario, on: Architecture.mvc).failure)
        #expect(failure.subject == "widgets.products.rows[0]")
        #expect(failure.actual == "[[\"iPad\", \"900.00\"]]")
        rows = []
        let short = Scenario(
            name: "rows", feature: .products,
            steps: [.expect(Expectation(widgets: [WidgetExpectation(id: "products", rows: rows)]))])
        let count = try #require(await ScenarioRunner().run(short, on: Architecture.mvc).failure)
        #expect(count.subject == "widgets.products.rows")
        #expect(count.expected == "0 rows")
        #expect(count.actual == "5 rows")
    }
}
