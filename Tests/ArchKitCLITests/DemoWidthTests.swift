import Testing

@testable import ArchKitCLI

/// `archkit demo` keeps every line within `--width`, and counts writes in words.
@MainActor
@Suite("archkit demo: width and words")
struct DemoWidthTests {
    @Test func everyLineFitsANarrowWidth() async {
        let result = await ArchKitCommand.main(arguments: ["demo", "cars", "--width", "20"])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        for line in result.output.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 20, "\(line)")
        }
        #expect(result.output.contains("== Step 1: select"))
    }

    @Test func oneWriteIsSingular() async {
        let output = await ArchKitCommand.main(arguments: ["demo", "welcome", "--width", "200"]).output
        #expect(!output.contains(" 1 writes"))
        #expect(output.contains("✎ 1 write ("))
    }
}
