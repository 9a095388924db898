import ArchKitCLI
import Harness
import HarnessTestSupport
import Testing

/// A deliberately wrong architecture beside a real one: `play` marks the divergence at the step
/// it appears (which widget, which architecture) and the session exits 1.
@MainActor
@Suite("archkit play: divergences")
struct PlayDivergenceTests {
    @Test func aDivergenceIsMarkedAtOnceAndTheSessionExitsOne() async throws {
        let result = await PlayCommand.play(
            feature: .welcome, factories: [Architecture.mvc, SloppyWelcome()], width: 100,
            console: .lines(["tap login", #"type name "  Ann  ""#, "tap signIn", "tap home"]))
        #expect(result.exitCode == 1)
        let steps = result.output.components(separatedBy: "\n== ")
        let typed = try #require(steps.first { $0.hasPrefix("Step 1:") })
        #expect(!typed.contains("!"), "the screens agree until signIn")
        let signedIn = try #require(steps.first { $0.hasPrefix("Step 2:") })
        #expect(
            signedIn.contains(
                #"! Sloppy differs from MVC at widgets.name.text: MVC shows "Ann", Sloppy shows "  Ann  ""#))
        #expect(signedIn.contains("│ ! Sloppy"), "the column's header is marked")
        #expect(signedIn.contains("│ ! name:   Ann\n"), "the widget that differs is marked")
        #expect(result.output.hasSuffix("the architectures diverged (marked with !); exit status 1.\n"))
    }

    @Test func theSameSessionOnConformingArchitecturesMarksNothing() async {
        let result = await PlayCommand.play(
            feature: .welcome, factories: [Architecture.mvc, Architecture.redux], width: 100,
            console: .lines(["tap login", #"type name "  Ann  ""#, "tap signIn", "tap home"]))
        #expect(result.exitCode == 0)
        #expect(!result.output.contains("! "))
    }
}
