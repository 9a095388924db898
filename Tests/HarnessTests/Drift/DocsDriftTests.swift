import Domain
import Foundation
import Harness
import Testing

/// Docs that cannot drift (issue 32): the README, the manifest, `CONTRIBUTING.md`, every page of
/// `Docs/` and the comments of every Swift file count and list the architectures as the
/// registry has them, and the pages about an architecture or a feature name in backticks only
/// what the sources declare (or another library's names, which the name maps cite). The rules
/// are ``DocsDrift``'s and ``NameCheck``'s; the last tests prove each catches the stale places
/// issue 32 found.
@Suite("Docs do not drift from the code")
struct DocsDriftTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var drift: DocsDrift { DocsDrift(architectures: Architecture.allCases.map(\.name)) }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The package's files under `folder` whose names end in `suffix`, as paths from the root.
    static func files(under folder: String, endingIn suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { ($0 as? URL)?.path }
            .filter { $0.hasSuffix(suffix) && !$0.contains("/Benchmarks/Peers/") && !$0.contains("/.build/") }
            .map { String($0.dropFirst(root.path.count + 1)) }
            .sorted()
    }

    /// Each text the count and list rules read, as paragraphs (this folder's files, whose
    /// comments quote the stale places as examples, left out).
    static func paragraphs() -> [(file: String, paragraphs: [DocsDrift.Paragraph])] {
        let markdown = ["README.md", "CONTRIBUTING.md"] + files(under: "Docs", endingIn: ".md")
        let swift = (["Package.swift"] + ["Sources", "Tests", "Benchmarks"].flatMap { files(under: $0, endingIn: ".swift") })
            .filter { !$0.hasPrefix("Tests/HarnessTests/Drift/") }
        return markdown.map { ($0, DocsDrift.markdownParagraphs(read($0))) }
            + swift.map { ($0, DocsDrift.commentParagraphs(read($0))) }
    }

    @Test func everyCountOfTheArchitecturesIsTheRegistrys() {
        let texts = Self.paragraphs()
        #expect(texts.count > 100, "the walk found \(texts.count) files")
        let drift = Self.drift
        let findings = texts.flatMap { file, paragraphs in
            paragraphs.flatMap { drift.countFindings(in: $0, file: file) }
        }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyListOfAllTheArchitecturesNamesThemAll() {
        let drift = Self.drift
        let findings = Self.paragraphs().flatMap { file, paragraphs in
            paragraphs.flatMap { drift.listFindings(in: $0, file: file) }
        }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    static let names: NameCheck = {
        let sources = ["Sources", "Tests", "Benchmarks"].flatMap { files(under: $0, endingIn: ".swift") }
        let targets = ["Sources", "Tests", "Benchmarks"].flatMap {
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent($0).path)) ?? []
        }
        var check = NameCheck(
            sources: sources.map(read), benchmarkSources: sources.filter { $0.hasPrefix("Benchmarks/") }.map(read),
            modules: targets + Architecture.allCases.map(\.name))
        let backticked = try! Regex("`([^`\n]+)`")
        for map in files(under: "Docs", endingIn: "Names.md") {
            for match in read(map).matches(of: backticked) {
                for word in (match.output[1].substring ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                {
                    check.foreign.insert(String(word))
                }
            }
        }
        check.foreign.formUnion(NameCheck.foreignNames)
        return check
    }()

    /// The pages about a style or a feature (the name maps, which cite other libraries, are not).
    static let pages =
        Architecture.allCases.map { "Docs/\($0.name).md" } + Feature.allCases.map { "Docs/\($0.rawValue.capitalized).md" }

    @Test(arguments: pages)
    func aPageNamesInBackticksOnlyWhatTheSourcesDeclare(page: String) {
        let text = Self.read(page)
        #expect(!text.isEmpty, "cannot read \(page)")
        let backticked = try! Regex("`([^`\n]+)`")
        var problems: [String] = []
        for paragraph in DocsDrift.markdownParagraphs(text) {
            for match in paragraph.text.matches(of: backticked) {
                guard let name = match.output[1].substring, let problem = Self.names.problem(with: String(name)) else {
                    continue
                }
                problems.append("\(page):\(paragraph.line(at: match.range.lowerBound)): \(problem)")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    // MARK: - The rules catch the stale places issue 32 found

    @Test(arguments: [
        "Each feature page has a TCA section beside the other five: [Products](Products.md#tca).",
        "# COVID-19 summary: one request, six ways to wait for it",
        "The conformance suite checks that the five architectures agree with each other.",
        "A note for the reader, beside the four others.",
    ])
    func aStaleCountIsFound(sentence: String) {
        let findings = Self.drift.countFindings(in: .init(text: sentence, line: 1), file: "page.md")
        #expect(findings.count == 1, "\(findings)")
    }

    @Test(arguments: [
        "Proof, three ways: the scenarios, the fuzzer and the tests.",
        "the other three slices are not copied in and out",
        "swift run archkit play cars --arch mvc,redux # two architectures, MVC the reference",
        "the run with the probes (when the trace was added, with six architectures)",
        "beside the seven others; the eight architectures; all eight styles",
    ])
    func aCountThatIsRightOrIsNotOfTheArchitecturesPasses(sentence: String) {
        #expect(Self.drift.countFindings(in: .init(text: sentence, line: 1), file: "page.md").isEmpty)
    }

    @Test func aListThatClaimsTheWholeSetAndMissesSomeIsFound() {
        let manifest = DocsDrift.commentParagraphs(
            """
            // swift-tools-version: 6.1
            //
            // ArchKit: the same features built as MVC, MVP, closure MVVM, reactive MVVM and Redux,
            // over one model layer and a headless widget kit, played by one harness.
            """)
        let findings = manifest.flatMap { Self.drift.listFindings(in: $0, file: "Package.swift") }
        #expect(findings.map(\.line) == [3], "\(findings)")
        #expect(findings.first?.problem.hasSuffix("missing: VIPER, ObservationMVVM, TCA") == true, "\(findings)")
        let contract = DocsDrift.Paragraph(
            text: "every architecture (MVC, MVP, VIPER, closure MVVM, reactive MVVM,\nObservation MVVM, Redux) shows", line: 3)
        #expect(Self.drift.listFindings(in: contract, file: "Contract.md").count == 1)
        let subset = DocsDrift.Paragraph(text: "## What MVC, MVP, VIPER and closure MVVM share", line: 1)
        #expect(Self.drift.listFindings(in: subset, file: "Products.md").isEmpty, "a subset that claims no more")
        let whole = DocsDrift.Paragraph(
            text: "built eight times — **MVC, MVP, VIPER, closure MVVM, reactive MVVM, Observation MVVM, Redux and TCA**",
            line: 1)
        #expect(Self.drift.listFindings(in: whole, file: "README.md").isEmpty)
    }

    @Test func aRenamedDeclarationIsFound() {
        let check = NameCheck(
            sources: [
                """
                protocol WelcomeView { func displayName(_ name: String); func displayAbout(_ about: String) }
                enum Action { case rowSelected(id: Int), dismiss }
                """
            ], benchmarkSources: [#"let name = "Welcome.signInRoundTrip""#])
        #expect(check.problem(with: "display(name:about:)")?.contains("declare no `display`") == true)
        #expect(check.problem(with: "displayName(_:)") == nil)
        #expect(check.problem(with: "rowSelected(row:)")?.contains("declared as rowSelected(id:)") == true)
        #expect(check.problem(with: "rowSelected(id:)") == nil)
        #expect(check.problem(with: "Action.dismiss") == nil)
        #expect(check.problem(with: "Welcome.signInRoundTrip") == nil, "a benchmark case is named in a string")
        let interpolated = NameCheck(sources: [], benchmarkSources: [#"run("Store.sendOther\(count)")"#])
        #expect(interpolated.problem(with: "Store.sendOther1000") == nil, "a case named with a number")
        #expect(interpolated.problem(with: "Store.sendOthers") != nil)
        #expect(check.problem(with: "store.send(.dismiss)") == nil, "code is not a name")
        #expect(check.problem(with: "WelcomePresenter.swift") == nil, "a file name is not a declaration")
        let defaults = NameCheck(
            sources: ["func items(dataSource: Int, reloading: Bool = false, in section: [Int: Int] = [:]) {}"],
            benchmarkSources: [])
        #expect(defaults.problem(with: "items(dataSource:)") == nil, "defaulted parameters may be left out")
        #expect(defaults.problem(with: "items(dataSource:in:)") == nil)
        #expect(defaults.problem(with: "items(in:)")?.contains("declared as") == true, "a parameter without default may not")
    }
}
