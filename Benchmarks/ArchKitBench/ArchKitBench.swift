import BenchmarkKit
import CommandLineKit
import Foundation

/// `archkit-bench`: measures what each architecture's binding costs, side by side with a
/// hand-written baseline, and prints the report (see `Docs/Benchmarks.md`).
@main
struct ArchKitBench {
    @MainActor
    static func main() async {
        FeatureProbe.runIfAsked(Array(CommandLine.arguments.dropFirst()))
        let options: BenchmarkOptions
        let context: BenchmarkContext
        let columns = Column.allCases.map(\.argument)
        do {
            options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()), columns: columns)
        } catch {
            FileHandle.standardError.write(Data(error.rendered.utf8))
            exit(CommandLineError.exitCode)
        }
        if options.help {
            print(BenchmarkOptions.helpText(columns: columns), terminator: "")
            return
        }
        context = BenchmarkContext(options: options)
        if let note = context.filter.textNote { warn(note) }
        if let path = options.htmlOutput, let reason = OutputPath.problem(writing: path) {
            fail(OutputPath.message(path, reason), code: 1)
        }
        if let path = options.from {
            // As a run would: '--filter' on suite/name/column, '--arch' on the app columns (the
            // primitives' engines are not architectures and stay).
            let apps = Set(Column.allCases.map(\.name))
            let chosen = Set(context.columns.map(\.name))
            let saved = load(path)
            if saved.lacksQuartiles {
                warn(
                    "note: '\(path.escaped)' was saved without the samples' quartiles (p25, p75), so its timing factors "
                        + "carry no ≈ noise marks: a difference of a few per cent may be noise")
            }
            if options.columns != nil {
                let lacking = saved.lacking(columns: context.columns.map(\.name))
                if let message = saved.noColumnError(named: context.columns.map(\.name), path: path) {
                    fail(message, code: 1)
                }
                for column in context.columns where lacking.contains(column.name) {
                    warn("note: '\(path.escaped)' has no column \(column.name); --arch \(column.argument) selects nothing there")
                }
            }
            var report = saved.selecting(context.filter) { !apps.contains($0) || chosen.contains($0) }
            if let message = options.noMatchError(for: report) { fail(message, code: 1) }
            if let path = options.baseline {
                let old = load(path)
                for warning in BaselineComparison.warnings(report, baseline: old, name: path) { warn(warning) }
                report = BaselineComparison.compare(report, with: old)
            }
            do {
                try output(report, options: options)
            } catch {
                fail("Error: cannot render '\(path.escaped)': \(error.localizedDescription)", code: 1)
            }
            return
        }
        #if DEBUG
            let build = "debug"
            guard options.allowDebug else {
                fail(
                    "Error: archkit-bench was built in debug; its numbers would be meaningless.\n"
                        + "Run: swift run -c release archkit-bench   (or pass --allow-debug to run anyway)", code: 1)
            }
            warn(
                String(repeating: "!", count: 78) + "\n!! DEBUG BUILD: these numbers are meaningless. Build with -c release.\n"
                    + String(repeating: "!", count: 78))
        #else
            let build = "release"
        #endif
        let old = options.baseline.map(load)
        let mode = options.quick ? "quick" : "full"
        let machine = Machine.current(swift: Machine.compilerVersion, build: build)
        if let old, let path = options.baseline {
            // Before the run, so that a wrong baseline costs seconds, not minutes.
            for warning in BaselineComparison.mismatches(mode: mode, machine: machine, baseline: old, name: path) {
                warn(warning)
            }
        }

        let started = Timestamp.now()
        let date = ISO8601DateFormatter().string(from: Date())
        var suites: [SuiteResult] = []
        if let suite = await BindingSuite(context: context).run() { suites.append(suite) }
        if let suite = await ListSuite(context: context).run() { suites.append(suite) }
        if let suite = await ScalingSuite(context: context).run() { suites.append(suite) }
        if let suite = await PrimitivesSuite(context: context).run() { suites.append(suite) }
        if let suite = await MemorySuite(context: context).run() { suites.append(suite) }
        var report = BenchmarkReport(date: date, mode: mode, machine: machine, suites: suites)
        if let message = options.noMatchError(for: report) { fail(message, code: 1) }
        if let old, let path = options.baseline {
            if let warning = BaselineComparison.sharedWarning(report, baseline: old, name: path) { warn(warning) }
            report = BaselineComparison.compare(report, with: old)
        }

        do {
            try output(report, options: options)
        } catch {
            fail("Error: \(error.localizedDescription)", code: 1)
        }
        let seconds = Double(started.nanoseconds(to: .now())) / 1e9
        let counted = suites.count == 1 ? "1 suite" : "\(suites.count) suites"
        warn("archkit-bench: \(counted) in \(String(format: "%.1f", seconds)) s")
    }

    /// Prints the report in the chosen format, and writes the HTML page if asked.
    private static func output(_ report: BenchmarkReport, options: BenchmarkOptions) throws {
        switch options.format {
        case .table: print(TerminalReport.render(report), terminator: "")
        case .json: print(try JSONReport.render(report), terminator: "")
        case .csv: print(CSVReport.render(report), terminator: "")
        case .markdown: print(MarkdownReport.render(report), terminator: "")
        }
        if let path = options.htmlOutput {
            do {
                try HTMLReport.render(report).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                fail(OutputPath.message(path, error.localizedDescription), code: 1)
            }
            warn("wrote \(path.escaped)")
        }
    }

    /// A saved report (`--from`, `--baseline`), or the reason it is not one, and exit 1.
    private static func load(_ path: String) -> BenchmarkReport {
        do {
            return try ReportFile.load(path)
        } catch {
            fail(error.message, code: 1)
        }
    }

    private static func warn(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    private static func fail(_ text: String, code: Int32) -> Never {
        warn(text)
        exit(code)
    }
}
