import BenchmarkKit
import CommandLineKit
import Testing

/// The columns `archkit-bench` passes: the direct baseline and the architectures.
private let columns = ["direct", "mvc", "mvp", "closure-mvvm", "reactive-mvvm", "redux"]

@Suite("Command line")
struct OptionsTests {
    @Test("No arguments: a full run printing tables")
    func defaults() throws {
        let options = try BenchmarkOptions(arguments: [], columns: columns)
        #expect(options == BenchmarkOptions())
        #expect(!options.quick && options.format == .table && options.filter == nil && options.columns == nil)
    }

    @Test("Every option, spaced and with '='")
    func everything() throws {
        let options = try BenchmarkOptions(
            arguments: [
                "--quick", "--filter", "list|binding", "--format=csv", "--output", "r.html", "--baseline", "old.json",
                "--arch", "direct, MVC,closuremvvm", "--allow-debug",
            ], columns: columns)
        #expect(options.quick && options.allowDebug)
        #expect(options.filter == "list|binding")
        #expect(options.format == .csv)
        #expect(options.htmlOutput == "r.html")
        #expect(options.baseline == "old.json")
        #expect(options.columns == ["direct", "mvc", "closure-mvvm"])
        let saved = try BenchmarkOptions(
            arguments: ["--from", "saved.json", "--filter", "^list/", "--arch", "mvc"], columns: columns)
        #expect(saved.from == "saved.json" && saved.filter == "^list/" && saved.columns == ["mvc"])
        #expect(try BenchmarkOptions(arguments: ["--help"], columns: columns).help)
        #expect(try BenchmarkOptions(arguments: ["-h"], columns: columns).help)
    }

    @Test(
        "Bad usage is an error with a message",
        arguments: [
            ["--frobnicate"], ["stray"], ["--format"], ["--format", "xml"], ["--output", "page.txt"],
            ["--filter"], ["--baseline", "--quick"], ["--arch", ","],
            ["--from", "saved.json", "--quick"], ["--allow-debug", "--from", "saved.json"],
            ["--no-probe", "--from", "saved.json"],
            ["--baseline", "a.json", "--baseline", "b.json"], ["--filter=a", "--filter", "b"], ["--quick", "--quick"],
            ["--arch", "mvc,viper"], ["--arch", "direct,mvc,Direct"],
        ])
    func badUsage(arguments: [String]) {
        #expect(throws: CommandLineError.self) { try BenchmarkOptions(arguments: arguments, columns: columns) }
    }

    /// A trailing or doubled comma is an error, as in `archkit --arch mvc,`, not a name skipped.
    @Test(arguments: ["mvc,", ",mvc", "mvc,,direct"])
    func anEmptyColumnNameIsAnError(list: String) throws {
        let error = try #require(throws: CommandLineError.self) {
            try BenchmarkOptions(arguments: ["--arch", list], columns: columns)
        }
        #expect(error.rendered.hasPrefix("Error: empty column name in '--arch \(list)' (expected one of: direct, mvc,"))
    }

    @Test("An error speaks in the command-line layer's voice, with the tool's usage")
    func errorVoice() throws {
        let error = try #require(throws: CommandLineError.self) {
            try BenchmarkOptions(arguments: ["--arch", "viper"], columns: columns)
        }
        #expect(
            error.rendered.hasPrefix(
                "Error: unknown column 'viper' for '--arch' (expected one of: direct, mvc, mvp, closure-mvvm, reactive-mvvm, redux)\n"
                    + "Usage: archkit-bench [--quick] [--filter <pattern>]"))
        #expect(error.rendered.hasSuffix("  See 'archkit-bench --help' for more information.\n"))
    }

    @Test("The help has argument-parser's sections and names every option")
    func help() {
        let help = BenchmarkOptions.helpText(columns: columns)
        let usage = HelpFormatter.usage(for: BenchmarkOptions.configuration(columns: columns), fullName: "archkit-bench")
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:"] { #expect(help.contains(section)) }
        for option in [
            "--quick", "--filter", "--arch", "--format", "--output", "--baseline", "--from", "--allow-debug", "--no-probe",
            "--help",
        ] {
            #expect(help.contains(option))
            #expect(option == "--help" || usage.contains(option))
        }
    }

    @Test("A filter is a regular expression, or a substring when it is not one")
    func filter() {
        #expect(CaseFilter(nil).matches(suite: "list", name: "Products.create", column: "MVC"))
        #expect(CaseFilter("list").matches(suite: "list", name: "Products.create", column: "MVC"))
        #expect(!CaseFilter("binding").matches(suite: "list", name: "Products.create", column: "MVC"))
        #expect(CaseFilter("/(Direct|MVC)$").matches(suite: "list", name: "Products.create", column: "MVC"))
        #expect(!CaseFilter("/(Direct|MVC)$").matches(suite: "list", name: "Products.create", column: "MVP"))
        #expect(CaseFilter("store.dispatch").matches(suite: "primitives", name: "Store.dispatch1", column: "ReduxStore"))
        #expect(CaseFilter("Car.edit(").matches(suite: "binding", name: "Car.edit(x)", column: "MVC"))
        // One measurement, two results: selected by the name of either (the memory suite's …AfterPop).
        let list = ["Products.list", "Products.listAfterPop"]
        #expect(CaseFilter("memory/Products.listAfterPop").matches(suite: "memory", names: list, column: "MVC"))
        #expect(!CaseFilter("memory/Products.listAfterPop").matches(suite: "memory", name: "Products.list", column: "MVC"))
        #expect(!CaseFilter("memory/Car.screen").matches(suite: "memory", names: list, column: "MVC"))
    }

    @Test("A trailing $ ends at the column, the case's name or the suite, as a regex user means it")
    func endAnchor() {
        let make = (suite: "binding", name: "Car.editMake", column: "TCA")
        for pattern in ["Car.editMake$", "^binding/Car.editMake$", "binding$", "^binding$", "TCA$", "/Car.editMake/TCA$"] {
            #expect(CaseFilter(pattern).matches(suite: make.suite, name: make.name, column: make.column), "\(pattern)")
        }
        for pattern in ["editMak$", "Car$", "^Car.editMake$", "list$", "MVC$", "^binding/Car.editMake/$"] {
            #expect(!CaseFilter(pattern).matches(suite: make.suite, name: make.name, column: make.column), "\(pattern)")
        }
        #expect(!CaseFilter("Car.editMake$").matches(suite: "binding", name: "Car.editMakeAndModel", column: "TCA"))
    }

    @Test("--no-probe is off unless given")
    func noProbe() throws {
        #expect(try !BenchmarkOptions(arguments: [], columns: columns).noProbe)
        #expect(try BenchmarkOptions(arguments: ["--no-probe", "--filter", "x"], columns: columns).noProbe)
    }
}

@Suite("Filter")
struct FilterTests {
    @Test("A pattern that is not a regular expression is matched as text, and the tool says so")
    func text() {
        for pattern in ["(", "[", "Car.edit("] {
            #expect(CaseFilter(pattern).takenAsText)
            #expect(CaseFilter(pattern).textNote?.contains("'\(pattern)' is not a valid regular expression") == true)
        }
        for pattern in ["list", "^(list|binding)/", "/(Direct|MVC)$"] {
            #expect(!CaseFilter(pattern).takenAsText)
            #expect(CaseFilter(pattern).textNote == nil)
        }
        #expect(!CaseFilter(nil).takenAsText)
        #expect(CaseFilter("(\n\u{1B}").textNote?.contains(#"--filter '(\n\u{1B}' is not"#) == true, "printed escaped")
    }

    @Test("A filter that selects nothing is an error naming it")
    func noMatch() throws {
        let empty = BenchmarkReport(date: "", mode: "quick", machine: SampleReport.make().machine, suites: [])
        let options = try BenchmarkOptions(arguments: ["--filter", "zzz"], columns: columns)
        let message = try #require(options.noMatchError(for: empty))
        #expect(message.hasPrefix("Error: no case matches --filter 'zzz'"))
        let text = try #require(
            try BenchmarkOptions(arguments: ["--filter", "[", "--arch", "mvc"], columns: columns).noMatchError(for: empty))
        #expect(text.contains("'['") && text.contains("matched as text") && text.contains("--arch mvc"))
        #expect(options.noMatchError(for: SampleReport.make()) == nil)
        #expect(BenchmarkOptions().noMatchError(for: empty) == nil)
    }
}

@Suite("Saved reports")
struct SelectionTests {
    @Test("--filter and --arch select from a saved report as they would in a run")
    func selecting() {
        let report = SampleReport.make()
        let binding = report.selecting(CaseFilter("^binding/"))
        #expect(binding.suites.map(\.name) == ["binding"])
        #expect(binding.suites[0].results == report.suites[0].results)
        let noMVC = report.selecting(CaseFilter(nil)) { $0 != "MVC" }
        #expect(noMVC.suites.count == report.suites.count)
        #expect(noMVC.suites.allSatisfy { suite in suite.results.allSatisfy { $0.column != "MVC" } })
        #expect(noMVC.suites[1].fits.map(\.column) == ["Direct"])
        #expect(!noMVC.suites[0].columns.contains("MVC"))
        let signIn = report.selecting(CaseFilter("Welcome"))
        #expect(signIn.suites.flatMap(\.results).map(\.name) == ["Welcome.signIn", "Welcome.signIn"])
        #expect(report.selecting(CaseFilter("zzz")).suites.isEmpty)
    }
}
