import ArchKitCLI
import Foundation
import Harness
import Testing

/// A line `play` cannot do is one line after `? `; the session goes on and records nothing.
@MainActor
@Suite("archkit play: errors")
struct PlayErrorTests {
    @Test(arguments: [
        (
            "tapp login",
            #"? unknown command "tapp"; commands: tap, type, select, delete, back, respond, undo, save, history, help, quit (help explains them)"#
        ),
        ("tap logn", #"? no button "logn" on Welcome; buttons: login, home"#),
        ("tap home", #"? button "home" is disabled on Welcome"#),
        ("tap name", #"? "name" on Welcome is a label, not a button; buttons: login, home"#),
        ("tap", "? expected a button id: tap ID"),
        ("tap login now", #"? tap takes no more words; got "now""#),
        ("type about x", #"? "about" on Welcome is a label, not a field; it has none"#),
        ("select list 0", #"? no table "list" on Welcome; it has none"#),
        ("select list -1", #"? select takes a row number from 0; got "-1""#),
        ("back", "? nothing to go back to: Welcome is the first screen"),
        ("respond ok", "? no request is in flight on Welcome (respond answers one the app started)"),
        ("respond status 700", #"? respond status takes an HTTP status code from 100 to 599; got "700""#),
        ("respond maybe", #"? respond takes ok, error, status CODE [BODY] or file PATH; got "maybe""#),
        ("tap \u{1B}[A", #"? no button "\u{1B}[A" on Welcome; buttons: login, home"#),
        ("save", "? expected a file path: save [--force] FILE"),
        ("save --force", "? expected a file path: save [--force] FILE"),
        ("save /no/such/folder/s.json", #"? cannot save to "/no/such/folder/s.json": no folder "/no/such/folder""#),
        ("save /tmp", #"? cannot save to "/tmp": it is a folder"#),
    ])
    func aLineThatCannotBeDoneIsOneLineAndRecordsNothing(line: String, message: String) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = await ArchKitCommand.main(
            arguments: ["play", "welcome"], console: .lines([line, "tap login", "save \(file)"]))
        let echo = line.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")  // the echo is escaped
        #expect(result.output.contains("> \(echo)\n\(message)\n"), "\(result.output)")
        #expect(result.output.contains("== Step 0: tap \"login\""), "the session goes on")
        #expect(result.exitCode == 0)
        #expect(try ScenarioFile.load(path: file).steps.count == 3, "only tap login was recorded")
    }

    @Test(arguments: [
        ("select products 5", #"? no row 5 in "products" on Products (it has 5 rows: 0–4)"#),
        ("type title x", #"? no field "title" on Products; it has none"#),
    ])
    func rowsAndFieldsAreCheckedToo(line: String, message: String) async {
        let result = await ArchKitCommand.main(arguments: ["play", "products", "--arch", "mvc"], console: .lines([line]))
        #expect(result.output.contains("\n\(message)\n"), "\(result.output)")
    }

    @Test func aTextIsQuotedWithSwiftsEscapesAndAMalformedOneIsAnError() async {
        let result = await ArchKitCommand.main(
            arguments: ["play", "welcome", "--arch", "mvc"],
            console: .lines(["tap login", #"type name "Ann"#, #"type name "A\qB""#, #"type name "A\tB""#]))
        #expect(result.output.contains(#"? no closing quote in "\"Ann""#))
        #expect(result.output.contains(#"? unknown escape in "\"A\\qB\"" (expected \", \\, \n, \t, \r, \0 or \u{hex})"#))
        #expect(result.output.contains(#"name: |A\tB|"#), "a tab is drawn escaped, so the screen stays one line a widget")
    }

    @Test func historyListsTheLinesEscapedAndBangRecallsOne() async {
        let result = await ArchKitCommand.main(
            arguments: ["play", "welcome", "--arch", "mvc"],
            console: .lines(["tap login", "type name Ann", "tap \u{1B}[A", "history", "!9", "!2"]))
        #expect(result.output.contains("   1  tap login\n   2  type name Ann\n   3  tap \\u{1B}[A\n   4  history\n"))
        #expect(result.output.contains("> tap \\u{1B}[A\n"), "the echo of a script stays escaped too")
        #expect(result.output.contains(#"? no line "!9" in the history (it has 4; history lists them)"#))
        #expect(result.output.contains("> !2\ntype name Ann\n\n== Step 2: type \"Ann\" into \"name\""))
    }

    /// `save` keeps an existing file (a typo must not cost an earlier session's file);
    /// `save --force` replaces it (Docs/Play.md, "Saving a session").
    @Test func saveRefusesToReplaceAFileUnlessForced() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let refused = await ArchKitCommand.main(
            arguments: ["play", "welcome"], console: .lines(["tap login", "save \(file)"]))
        #expect(
            refused.output.contains("? \(file.debugDescription) exists and was left as it is; 'save --force FILE' replaces it\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        let forced = await ArchKitCommand.main(
            arguments: ["play", "welcome"], console: .lines(["tap login", "save --force \(file)"]))
        #expect(forced.output.contains("Saved 1 step,"), "\(forced.output)")
        #expect(try ScenarioFile.load(path: file).steps.count == 3)
    }

    /// `save --force` replaces only a regular file: a device, a pipe or a link is refused and
    /// left as it was (a save writes a new file and moves it into place, which would replace it).
    @Test func saveForceReplacesOnlyARegularFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.txt").path
        try "keep me".write(toFile: target, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(link, "a symbolic link; name the file it leads to"), (fifo, "a pipe or another special file")] {
            let result = await ArchKitCommand.main(
                arguments: ["play", "welcome"], console: .lines(["tap login", "save --force \(path)"]))
            #expect(
                result.output.contains("? cannot save to \(path.debugDescription): it is not a regular file (it is \(kind))\n"))
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            #expect(type != .typeRegular, "\(path) was replaced by a regular file")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    }
}
