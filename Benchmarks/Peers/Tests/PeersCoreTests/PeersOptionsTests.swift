import BenchmarkKit
import PeersCore
import Testing

@Suite("peers-bench's command line")
struct PeersOptionsTests {
    @Test func parsesEveryOption() throws {
        let options = try PeersOptions(arguments: ["--quick", "--filter", "Store\\.", "--format", "json"])
        #expect(options.quick)
        #expect(options.filter == "Store\\.")
        #expect(options.format == .json)
        #expect(!options.help)
        #expect(try PeersOptions(arguments: ["-h"]).help)
    }

    @Test(arguments: [
        (["--fast"], "Error: unknown argument \"--fast\" (see peers-bench --help)"),
        (["--format", "xml\n"], "Error: unknown format \"xml\\n\" for --format (table, json, csv or markdown)"),
        (["--filter"], "Error: missing value for --filter"),
        (["--quick", "--quick"], "Error: \"--quick\" is given twice"),
    ])
    func refusesBadInputOnOneEscapedLine(arguments: [String], message: String) {
        #expect(throws: PeersOptions.Failure.self) { try PeersOptions(arguments: arguments) }
        do {
            _ = try PeersOptions(arguments: arguments)
        } catch {
            #expect(error.message == message)
            #expect(!error.message.contains("\n"))
        }
    }
}
