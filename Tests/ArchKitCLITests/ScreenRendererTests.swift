import Harness
import Testing
import Widgets

@testable import ArchKitCLI

@MainActor
@Suite("demo's screens: escaped and wrapped")
struct ScreenRendererTests {
    @Test func valuesAreEscapedSoNothingReachesTheTerminal() {
        let screen = ScreenSnapshot(
            title: "Edit\u{1B}[2J",
            widgets: [WidgetSnapshot(id: "name", kind: .label, text: "Ann\u{A0}Lee\nX", hidden: false)])
        let lines = ScreenRenderer.lines(Transcript.Entry(stepIndex: nil, step: "start", stack: ["A\u{200B}"], screen: screen))
        #expect(lines == [#"A\u{200B}"#, #"# Edit\u{1B}[2J"#, #"name: Ann\u{A0}Lee\nX"#])
    }

    @Test func aLongLineIsWrappedAtASpaceWithItsContinuationIndented() {
        #expect(ScreenRenderer.wrap("error: Price must be a number", 12) == ["error: Price", "  must be a", "  number"])
        #expect(ScreenRenderer.wrap("abcdefghijkl", 5) == ["abcde", "  fgh", "  ijk", "  l"])
        #expect(ScreenRenderer.wrap("short", 8) == ["short"])
    }
}
