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

    /// Fullwidth digits, an ideographic space and emoji take two columns each, so a column of
    /// them stays as wide as its neighbours' (Docs/Play.md, "What it prints").
    @Test func doubleWidthCharactersTakeTwoColumns() {
        #expect(DisplayWidth.of("１２") == 4)
        #expect(DisplayWidth.of("a\u{3000}b") == 4)
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦🇻🇳😀") == 6)
        #expect(DisplayWidth.of("Cafe\u{301} Ж مرحبا") == 12)
        let lines = ScreenRenderer.sideBySide(
            [["kilowatts: |１２|", "name: 😀😀😀😀😀😀😀", "Ann"], ["x"]], headers: ["MVC", "Redux"], width: 14)
        // The separator sits at the same column on every line, wide characters or not.
        let separators = lines.dropFirst(2).map { line in DisplayWidth.of(line.prefix { $0 != "│" }) }
        #expect(Set(separators) == [15], "\(lines)")
        #expect(ScreenRenderer.wrap("１２３４５６", 5) == ["１２", "  ３", "  ４", "  ５", "  ６"])
        #expect(ScreenRenderer.fit("１２３", 4) == "１… ")
    }
}
