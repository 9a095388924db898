import BenchmarkKit
import Foundation
import PeersCore

/// `peers-bench`: the kit's engines beside the libraries they stand in for (see README.md).
@main
struct PeersBench {
    @MainActor
    static func main() async {
        let options: PeersOptions
        do {
            options = try PeersOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail(error.message, code: 64)  // a usage error, as archkit-bench exits (EX_USAGE)
        }
        if options.help {
            print(PeersOptions.helpText, terminator: "")
            return
        }
        #if DEBUG
            fail(
                "Error: peers-bench was built in debug; its numbers would be meaningless.\n"
                    + "Run: swift run -c release peers-bench", code: 1)
        #else
            let filter = CaseFilter(options.filter)
            if let note = filter.textNote { warn(note) }
            let started = Timestamp.now()
            let date = ISO8601DateFormatter().string(from: Date())
            let suite: SuiteResult?
            switch await PeersSuite(quick: options.quick, filter: filter, progress: { warn("… \($0)") }).run() {
            case .measured(let measured): suite = measured
            case .failure(let failures): fail("Error: " + failures.joined(separator: "; ") + ".", code: 1)
            }
            let report = BenchmarkReport(
                date: date, mode: options.quick ? "quick" : "full",
                machine: .current(swift: Machine.compilerVersion, build: "release"), suites: suite.map { [$0] } ?? [])
            if let pattern = options.filter, report.suites.isEmpty {
                fail(
                    "Error: no case matches --filter \(pattern.debugDescription); names are matched as "
                        + "peers/Subject.Operation/column, e.g. 'peers/Store.dispatch1/ReSwift'.", code: 1)
            }
            switch options.format {
            case .table: print(TerminalReport.render(report), terminator: "")
            case .json:
                do {
                    print(try JSONReport.render(report), terminator: "")
                } catch {
                    fail("Error: \(error.localizedDescription)", code: 1)
                }
            case .csv: print(CSVReport.render(report), terminator: "")
            case .markdown: print(MarkdownReport.render(report), terminator: "")
            }
            warn("peers-bench: \(String(format: "%.1f", Double(started.nanoseconds(to: .now())) / 1e9)) s")
        #endif
    }

    private static func warn(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    private static func fail(_ text: String, code: Int32) -> Never {
        warn(text)
        exit(code)
    }
}
