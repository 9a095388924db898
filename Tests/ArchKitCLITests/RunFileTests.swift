import ArchKitCLI
import Foundation
import Testing

@MainActor
@Suite("archkit run: messages and counts for the files given")
struct RunFileTests {
    @Test func aFailureShowsInvisibleAndControlCharactersEscapedOnOneLine() async {
        let result = await ArchKitCommand.main(arguments: ["run", fixture("escaped-expectation.json"), "--arch", "mvc"])
        #expect(result.exitCode == 1)
        let failure = result.output.split(separator: "\n").filter { $0.contains("FAIL") }
        #expect(failure.count == 1)
        #expect(failure.first?.hasSuffix(#"widgets.name.text: expected "Fx\u{A0}\u{200B}\n\u{1B}[2J", got "Fx""#) == true)
        #expect(!result.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{A0}" || $0 == "\u{200B}" })
    }

    @Test func aRespondStepOutsideTheSummaryIsRefusedWhenTheFileIsRead() async {
        let path = fixture("respond-in-welcome.json")
        let result = await ArchKitCommand.main(arguments: ["run", path])
        #expect(result.exitCode == 1)
        #expect(
            result.output.contains(
                "\(path):3: step 1: \"respond\" answers the summary's request, and a welcome scenario makes none; "
                    + "respond steps belong in summary scenarios"))
        #expect(!result.output.contains("no request is in flight"))
    }

    @Test func aFileThatCannotBeReadCountsOnceNotOncePerArchitecture() async {
        let result = await ArchKitCommand.main(arguments: ["run", fixture("malformed-step.json"), "--arch", "mvc,redux"])
        #expect(result.exitCode == 1)
        #expect(result.output.hasSuffix("\n0 passed, 0 failed, 1 file not read\n"))
        let two = await ArchKitCommand.main(arguments: ["run", fixture("malformed-step.json"), "/dev/null"])
        #expect(two.output.hasSuffix("\n0 passed, 0 failed, 2 files not read\n"))
    }

    @Test func anUnreadableFileGivesTheRealReasonInTheKitsVoice() async {
        let result = await ArchKitCommand.main(arguments: ["run", "/dev/null", "/nonexistent.json", "/tmp"])
        #expect(result.output.contains("cannot read '/dev/null': it is not a regular file (it is a character device)"))
        #expect(result.output.contains("cannot read '/nonexistent.json': no such file"))
        #expect(result.output.contains("cannot read '/tmp': it is a directory"))
    }

    @Test func aPathIsPrintedEscaped() async {
        let result = await ArchKitCommand.main(arguments: ["run", "bad\nname.json"])
        #expect(result.output.hasPrefix(#"bad\nname.json: FAIL (the file was not played)"#))
        #expect(result.output.contains(#"cannot read 'bad\nname.json': no such file"#))
    }
}

@MainActor
@Suite("archkit run: progress of a long run")
struct RunProgressTests {
    @Test func aLongRunReportsStepsDonePerArchitecture() async {
        var lines: [String] = []
        let path = fixture("long-200-steps.json")
        let result = await ArchKitCommand.main(arguments: ["run", path, "--arch", "mvc,redux"], progress: { lines.append($0) })
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(lines.first == "\(path): MVC 2/200 steps (1%)")
        #expect(lines.contains("\(path): MVC 200/200 steps (100%)"))
        #expect(lines.last == "\(path): Redux 200/200 steps (100%)")
        #expect(lines.count == 200, "one line per 2 steps, per architecture")
        #expect(!result.output.contains("steps ("), "progress never goes to the report")
    }

    @Test func aShortRunAndARunWithoutATerminalSayNothing() async {
        var lines: [String] = []
        _ = await ArchKitCommand.main(arguments: ["run", fixture("escaped-expectation.json")], progress: { lines.append($0) })
        #expect(lines.isEmpty)
        let piped = await ArchKitCommand.main(arguments: ["run", fixture("long-200-steps.json"), "--arch", "mvc"])
        #expect(piped.errorOutput.isEmpty)
    }
}
