import ArchKitCLI
import Foundation
import Testing

@MainActor
@Suite("Command line: fuzz")
struct FuzzCommandTests {
    @Test func aShortRunPrintsWhatItCoveredAndExits0() async {
        // Inside the test process there is no `archkit` executable to re-run, so sessions run
        // in this process and the report says so.
        let result = await ArchKitCommand.main(arguments: ["fuzz", "welcome", "cars", "--count", "6", "--length", "5"])
        #expect(result.exitCode == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Fuzzing welcome, cars on MVC (reference), MVP, VIPER, ClosureMVVM, ReactiveMVVM, ObservationMVVM, Redux, TCA"
        )
        #expect(lines.contains("seed 1, 6 sessions of up to 5 steps, in this process (a trap ends the run)"))
        #expect(lines.contains { $0.hasPrefix("Covered 6 sessions, 30 steps, ") && $0.contains(" distinct screens in ") })
        #expect(lines.last == "No findings.")
    }

    @Test func theSameSeedCoversTheSameScreens() async {
        let arguments = ["fuzz", "products", "--seed", "9", "--count", "4", "--arch", "redux,mvp"]
        let first = await ArchKitCommand.main(arguments: arguments)
        let second = await ArchKitCommand.main(arguments: arguments)
        func covered(_ output: String) -> String? {
            output.split(separator: "\n").first { $0.hasPrefix("Covered") }.map { String($0.prefix { $0 != "i" }) }
        }
        #expect(first.output.hasPrefix("Fuzzing products on Redux (reference), MVP\n"))
        #expect(covered(first.output) != nil)
        #expect(covered(first.output) == covered(second.output))
    }

    @Test(arguments: [
        (["fuzz", "shop"], "Error: unknown feature 'shop'"),
        (["fuzz", "welcome", "welcome"], "Error: feature 'welcome' named twice"),
        (["fuzz", "--seed", "-1"], "Error: '--seed' takes a whole number from 0 to 18446744073709551615; got '-1'"),
        (["fuzz", "--count", "0"], "Error: '--count' takes a whole number from 1 to 1000000; got '0'"),
        (["fuzz", "--length", "x"], "Error: '--length' takes a whole number from 1 to 1000; got 'x'"),
        (["fuzz", "--arch", "mvvc"], "Error: unknown architecture 'mvvc'"),
        (["fuzz", "--bogus"], "Error: unknown option '--bogus'"),
    ])
    func badUsageExits64(arguments: [String], message: String) async {
        let result = await ArchKitCommand.main(arguments: arguments)
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.hasPrefix(message), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("Usage: archkit fuzz"))
    }

    @Test func anOutputThatCannotHoldFindingsIsRefusedBeforeTheRun() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-fuzz-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for (output, reason) in [
            (file.path, "it is a file, not a folder"), (file.path + "/findings", "'\(file.path)' is a file, not a folder"),
        ] {
            let result = await ArchKitCommand.main(arguments: ["fuzz", "--count", "1000000", "--output", output])
            #expect(result.exitCode == 64)
            #expect(
                result.errorOutput.hasPrefix("Error: cannot write findings to '\(output)': \(reason)\n"), "\(result.errorOutput)")
        }
        #if os(Linux)
            // Writable by its permission bits for root, but no file can be made there.
            let proc = await ArchKitCommand.main(arguments: ["fuzz", "--output", "/proc/archkit-findings"])
            #expect(proc.exitCode == 64)
            let said = proc.errorOutput.split(separator: "\n").first.map(String.init) ?? ""
            #expect(
                said.hasPrefix("Error: cannot write findings to '/proc/archkit-findings': no file can be made in '/proc' (")
                    || said == "Error: cannot write findings to '/proc/archkit-findings': the folder '/proc' is not writable",
                "\(said)")
        #endif
        // A folder that does not exist yet is fine: the run makes it at the first finding.
        let unmade = file.path + "-findings/deeper"
        let run = await ArchKitCommand.main(arguments: ["fuzz", "welcome", "--count", "1", "--length", "2", "--output", unmade])
        #expect(run.exitCode == 0, "\(run.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: unmade))
    }

    @Test func helpIsReachableBothWays() async {
        let viaFlag = await ArchKitCommand.main(arguments: ["fuzz", "--help"])
        let viaHelp = await ArchKitCommand.main(arguments: ["help", "fuzz"])
        #expect(viaFlag.exitCode == 0)
        #expect(viaFlag.output == viaHelp.output)
        #expect(viaFlag.output.contains("USAGE: archkit fuzz"))
        #expect((await ArchKitCommand.main(arguments: ["--help"])).output.contains("\n  fuzz "))
    }
}
