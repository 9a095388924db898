import ArchKitCLI
import Testing

/// An empty path given to a path option is a usage error, never the current directory.
@MainActor
@Suite("Empty paths")
struct EmptyPathTests {
    @Test(arguments: [["stats", "--sources", ""], ["fuzz", "--output", ""]])
    func anEmptyPathIsAUsageError(arguments: [String]) async {
        let result = await ArchKitCommand.main(arguments: arguments)
        #expect(result.exitCode == 64)
        #expect(
            result.errorOutput.hasPrefix("Error: '\(arguments[1])' takes a path; got an empty one\n"), "\(result.errorOutput)")
    }
}
