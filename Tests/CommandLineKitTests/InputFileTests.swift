import CommandLineKit
import Foundation
import Testing

@Suite("Input files: the real reason a file cannot be read")
struct InputFileTests {
    private func reason(_ path: String) -> String? {
        do {
            _ = try InputFile.read(path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func eachReasonIsTheRealOne() throws {
        #expect(reason("/dev/null") == "cannot read '/dev/null': it is not a regular file (it is a character device)")
        #expect(reason("/nonexistent/x.json") == "cannot read '/nonexistent/x.json': no such file")
        #expect(reason("/tmp") == "cannot read '/tmp': it is a directory")
        #expect(reason("") == "cannot read '': the path is empty")
        #expect(reason("-") == "cannot read '-': no such file (standard input is not read; save it to a file)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inputfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data("{}".utf8).write(to: file)
        #expect(try InputFile.read(file.path) == Data("{}".utf8))
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try InputFile.readText(link.path) == "{}", "a link to a regular file is read")
        let latin1 = folder.appendingPathComponent("latin1.json")
        try Data([0x7B, 0xE9, 0x7D]).write(to: latin1)
        #expect(throws: InputFileError(path: latin1.path, reason: "it is not UTF-8 text")) { try InputFile.readText(latin1.path) }
        #expect(
            InputFileError(path: "a\nb", reason: "no such file").description == #"cannot read 'a\nb': no such file"#)
    }
}
