import BenchmarkKit
import Foundation
import Testing

@Suite("Report files")
struct ReportFileTests {
    private func failure(_ json: String) -> String? {
        do {
            _ = try ReportFile.decode(Data(json.utf8), path: "old.json")
            return nil
        } catch {
            return error.message
        }
    }

    private let prefix = "Error: 'old.json' is not an archkit-bench report (schema 1): "

    @Test("A report reads back")
    func good() throws {
        let report = SampleReport.make()
        #expect(try ReportFile.decode(Data(try JSONReport.render(report).utf8), path: "x") == report)
    }

    @Test("Not JSON, another tool, another schema, a missing key: each named")
    func wrong() throws {
        #expect(failure("") == prefix + "the file is empty")
        #expect(failure(" \n\t") == prefix + "the file holds only white space")
        #expect(failure("hello")?.hasPrefix(prefix + "it is not JSON (") == true)
        #expect(failure("{\n  \"tool\": 1,\n  \"x\": [1,,]\n}") == prefix + "it is not JSON (line 3, column 11: Invalid value)")
        #expect(failure("{\"é\": ]") == prefix + "it is not JSON (line 1, column 7: Invalid value)")
        #expect(failure("[1, 2]") == prefix + "it is not a JSON object")
        #expect(failure(#"{"schema": 1}"#) == prefix + "the key 'tool' is missing")
        #expect(failure(#"{"tool": "hyperfine", "schema": 1}"#) == prefix + #"'tool' is "hyperfine", not "archkit-bench""#)
        #expect(failure(#"{"tool": "archkit-bench"}"#) == prefix + "the key 'schema' is missing")
        #expect(failure(#"{"tool": "archkit-bench", "schema": 2}"#) == prefix + "'schema' is 2, not 1")
        #expect(
            failure(#"{"tool": "archkit-bench", "schema": 1, "date": "d", "mode": "quick"}"#) == prefix
                + "the key 'machine' is missing")

        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(try JSONReport.render(SampleReport.make()).utf8)) as? [String: Any])
        var suites = try #require(object["suites"] as? [[String: Any]])
        var results = try #require(suites[0]["results"] as? [[String: Any]])
        results[1]["value"] = nil
        suites[0]["results"] = results
        object["suites"] = suites
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(failure(text) == prefix + "the key 'suites[0].results[1].value' is missing")
        results[1]["value"] = "fast"
        suites[0]["results"] = results
        object["suites"] = suites
        let mistyped = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(failure(mistyped) == prefix + "'suites[0].results[1].value' is not a number")
    }

    @Test("A report the tool cannot have written is refused, naming the key (a character, a value, a unit, a repeat)")
    func implausible() throws {
        let good = try JSONReport.render(SampleReport.make())
        var report = SampleReport.make()
        report.machine.cpu = "CPU\n\u{1B}[2Jclear"
        #expect(
            failure(try JSONReport.render(report))
                == prefix + #"'machine.cpu' is "CPU\n\u{1B}[2Jclear", which holds a control or invisible character"#)
        report = SampleReport.make()
        report.suites[0].results[0].name = "Evil\u{202E}"
        #expect(
            failure(try JSONReport.render(report))
                == prefix + #"'suites[0].results[0].name' is "Evil\u{202E}", which holds a control or invisible character"#)
        report = SampleReport.make()
        report.mode = "weird"
        #expect(failure(try JSONReport.render(report)) == prefix + #"'mode' is "weird", not "full" or "quick""#)
        report = SampleReport.make()
        report.suites[0].results[1].value = -5
        #expect(
            failure(try JSONReport.render(report)) == prefix
                + "'suites[0].results[1].value' is -5.0, not a finite number of 0 or more")
        report = SampleReport.make()
        report.suites[0].results[1].unit = "parsecs"
        #expect(
            failure(try JSONReport.render(report)) == prefix + #"'suites[0].results[1].unit' is "parsecs", not "ns" or "bytes""#)
        report = SampleReport.make()
        report.suites[0].results[1].time = nil
        #expect(
            failure(try JSONReport.render(report)) == prefix
                + #"the key 'suites[0].results[1].time' is missing (a result in "ns" is timed)"#)
        report = SampleReport.make()
        report.suites[0].results[1].time?.p50 = -5
        #expect(
            failure(try JSONReport.render(report)) == prefix
                + "'suites[0].results[1].time.p50' is -5.0, not a finite number of 0 or more")
        report = SampleReport.make()
        report.suites[0].results[1].time?.p90 = 0
        #expect(
            failure(try JSONReport.render(report)) == prefix
                + "'suites[0].results[1].time.p90' is below 'suites[0].results[1].time.p50'")
        report = SampleReport.make()
        report.suites[0].results.append(report.suites[0].results[1])
        let last = report.suites[0].results.count - 1
        #expect(
            failure(try JSONReport.render(report)) == prefix
                + "'suites[0].results[\(last)]' repeats 'suites[0].results[1]' (the same case, column and rows)")
        #expect(failure(good) == nil)
    }

    @Test("A directory, a device and a missing file are named, in the kit's one voice")
    func files() {
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            throws: ReportFile.Failure(
                message: "Error: cannot read '\(directory)': it is a directory; give a '--format json' report file")
        ) {
            try ReportFile.load(directory)
        }
        #expect(throws: ReportFile.Failure(message: "Error: cannot read '/nonexistent/old.json': no such file")) {
            try ReportFile.load("/nonexistent/old.json")
        }
        #expect(
            throws: ReportFile.Failure(
                message: "Error: cannot read '/dev/null': it is not a regular file (it is a character device)")
        ) {
            try ReportFile.load("/dev/null")
        }
    }

    @Test("JSON nested deeper than any report says so (the smallest such file: 513 levels)")
    func deeplyNested() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/nested-513.json")
        let message = try #require(throws: ReportFile.Failure.self) { try ReportFile.load(path.path) }.message
        #expect(
            message.hasSuffix(
                "is not an archkit-bench report (schema 1): it is JSON nested deeper than 512 levels (line 1); a report nests 6"))
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(failure(fine) == prefix + "it is not a JSON object", "512 levels are read as JSON")
    }
}
