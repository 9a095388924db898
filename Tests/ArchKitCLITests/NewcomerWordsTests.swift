import CommandLineKit
import Foundation
import Harness
import Testing

@testable import ArchKitCLI

/// What a newcomer met (issue 26): `play`'s answers and echoes, long values, `run`'s list of
/// wrong values, `compare --writes`'s matrix and the small words of the command line.
@MainActor
@Suite("Command line: what a newcomer met")
struct NewcomerWordsTests {
    private func temporaryPath(_ suffix: String = ".json") -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("newcomer-\(UUID().uuidString)\(suffix)").path
    }

    /// A device, a pipe or a folder is refused at once, in the words `run` uses for a file it
    /// cannot read, and nothing is recorded: the saved file replays.
    @Test func respondFileRefusesWhatRunWouldRefuse() async throws {
        let fifo = temporaryPath(".fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        let saved = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let result = await ArchKitCommand.main(
            arguments: ["play", "summary", "--arch", "mvc"],
            console: .lines([
                "tap load", "respond file /dev/zero", "respond file \(fifo)", "respond file /tmp", "respond error",
                "save \(saved)",
            ]))
        #expect(result.output.contains("? cannot read '/dev/zero': it is not a regular file (it is a character device)\n"))
        #expect(
            result.output.contains("? cannot read '\(fifo)': it is not a regular file (it is a pipe or another special file)\n"))
        #expect(result.output.contains("? cannot read '/tmp': it is a directory\n"), "\(result.output)")
        let replay = await ArchKitCommand.main(arguments: ["run", saved, "--arch", "mvc"])
        #expect(replay.exitCode == 0, "\(replay.output)")
    }

    @Test func aTypedLineIsEchoedAsTypedWithOnlyControlCharactersEscaped() async {
        let result = await ArchKitCommand.main(
            arguments: ["play", "welcome", "--arch", "mvc"],
            console: .lines(["tap login", #"type name "日本語""#, "type name a\\b", "history"]))
        #expect(result.output.contains("> type name \"日本語\"\n"), "\(result.output)")
        #expect(result.output.contains("> type name a\\b\n"))
        #expect(result.output.contains("   2  type name \"日本語\"\n"), "the history lists the lines as typed too")
    }

    @Test func saveTakesOnePathAndPrintsItQuoted() async throws {
        let folder = temporaryPath("")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = folder + "/p.json"
        let spaced = folder + "/my session.json"
        let result = await ArchKitCommand.main(
            arguments: ["play", "welcome", "--arch", "mvc"],
            console: .lines(["tap login", "save --force \(plain) extra", "save \"\(spaced)\""]))
        #expect(
            result.output.contains(
                #"? save takes one file path (quote a path with spaces: save "my session.json"); got "extra" after it"#),
            "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: plain + " extra"))
        #expect(!FileManager.default.fileExists(atPath: plain))
        #expect(result.output.contains("to \(spaced.quoted) (archkit run replays it)."))
        #expect(try ScenarioFile.load(path: spaced).steps.count == 3)
    }

    /// A failed expectation on a text of a million characters prints a line of a few hundred.
    @Test func aLongValueIsCutInTheMiddleWithItsLength() async throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let long = "a" + String(repeating: "b", count: 999_998) + "z"
        let text = """
            {"name": "long", "feature": "welcome", "steps": [
              {"expect": {"widgets": {"name": {"text": "\(long)"}}}}
            ]}
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = await ArchKitCommand.main(arguments: ["run", path, "--arch", "mvc"])
        #expect(result.exitCode == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count < 400 }, "\(lines.map(\.count))")
        let elided =
            "\"a" + String(repeating: "b", count: 59) + "…" + String(repeating: "b", count: 59) + "z\" (1000000 characters)"
        #expect(result.output.contains("expected \(elided), got \"Fx\""), "\(result.output.prefix(2000))")
        // A step that types it is named as briefly.
        #expect(Step.type(field: "name", text: long).description == "type \(elided) into \"name\"")
    }

    /// Two long texts that differ in the middle are both shown from just before the difference,
    /// so the line shows what differs instead of two identical heads and tails.
    @Test func twoLongValuesAreShownWhereTheyFirstDiffer() {
        let expected = String(repeating: "x", count: 500_000) + "A" + String(repeating: "x", count: 499_999)
        let actual = String(repeating: "x", count: 500_000) + "B" + String(repeating: "x", count: 499_999)
        let (shownExpected, shownActual) = String.elidedQuotedPair(expected, actual, limit: 120)
        let window = { (letter: String) in
            "\"…" + String(repeating: "x", count: 30) + letter + String(repeating: "x", count: 29)
                + "…\" (1000000 characters, shown from character 499970)"
        }
        #expect(shownExpected == window("A"))
        #expect(shownActual == window("B"))
        // Short texts, and a long one that differs at its start, print as a single value does.
        #expect(String.elidedQuotedPair("Ann", "Bob", limit: 120) == ("\"Ann\"", "\"Bob\""))
        let long = "a" + String(repeating: "b", count: 999_998) + "z"
        #expect(String.elidedQuotedPair(long, "Fx", limit: 120) == (long.elidedQuoted(limit: 120), "\"Fx\""))
    }

    /// Every value an `expect` step found wrong, not only the first.
    @Test func runListsEveryWrongValueOfAnExpectation() async throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        {"name": "three wrong", "feature": "welcome", "steps": [
          {"expect": {"title": "Welcome!", "widgets": {"name": {"text": "Ann"}, "home": {"enabled": true}}}}
        ]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = await ArchKitCommand.main(arguments: ["run", path, "--arch", "mvc"])
        #expect(result.exitCode == 1)
        #expect(
            result.output.contains(
                """
                  MVC           FAIL  step 0 (expect): title: expected "Welcome!", got "Welcome" (and 2 more)
                                      also widgets.name.text: expected "Ann", got "Fx"
                                      also widgets.home.enabled: expected true, got false

                """), "\(result.output)")
    }

    /// `compare --writes` is a matrix like `compare`'s: a column per architecture, a row per
    /// step, no line wider than the matrix.
    @Test func compareWritesIsAMatrix() async throws {
        let result = await ArchKitCommand.main(arguments: ["compare", "--writes"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Unchanged writes") })
        let headerIndex = try #require(lines[start...].firstIndex { $0.hasPrefix("Scenario / step ") })
        #expect(headerIndex == start + 2, "the heading, the note that it is not a ranking, then the matrix")
        let header = lines[headerIndex]
        let names = Architecture.allCases.map(\.name)
        #expect(header.split(separator: " ").suffix(names.count).map(String.init) == names)
        let matrix = lines[start...].filter { !$0.isEmpty }
        let width = try #require(matrix.map(\.count).max())
        #expect(width <= 140, "\(matrix.filter { $0.count > 140 })")
        #expect(
            matrix.contains {
                $0.hasPrefix("  step ") && $0.split(separator: " ").suffix(names.count).allSatisfy { $0.contains("/") }
            })
        // Every row's last cell starts in the header's last column, on a terminal: a step that
        // typed emoji (welcome/05-characters-not-bytes) is cut and padded by display width.
        let lastColumn = DisplayWidth.of(header) - names[names.count - 1].count
        _ = try #require(matrix.first { $0.contains("👩") }, "no step row with emoji")
        for row in matrix.dropFirst() where row.hasPrefix("  step ") || row.hasPrefix("in all") {
            let lastCell = row.split(separator: " ").last.map(String.init) ?? ""
            #expect(DisplayWidth.of(row) - lastCell.count == lastColumn, "\(row)")
        }
        let sums = try #require(matrix.last)
        #expect(sums.hasPrefix("in all, the start included  "))
        #expect(sums.split(separator: " ").suffix(names.count).allSatisfy { $0.contains("/") })
    }

    @Test(arguments: [
        (["compare", "--arch", "mvc,"], "Error: empty architecture name in '--arch mvc,' (expected one of: "),
        (["run", "x.json", "--arch", ",redux"], "Error: empty architecture name in '--arch ,redux' (expected one of: "),
        (["fuzz", "--arch", "mvc,,redux"], "Error: empty architecture name in '--arch mvc,,redux' (expected one of: "),
        (["comapre"], "Error: unknown subcommand 'comapre' (did you mean 'compare'?)"),
        (["help", "tarce"], "Error: unknown subcommand 'tarce' (did you mean 'trace'?)"),
        (["fuzz", "--sed", "2"], "Error: unknown option '--sed' (did you mean '--seed'?)"),
        (["bogus"], "Error: unknown subcommand 'bogus'\n"),
    ])
    func smallWords(arguments: [String], message: String) async {
        let result = await ArchKitCommand.main(arguments: arguments)
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.hasPrefix(message), "\(result.errorOutput)")
    }
}
