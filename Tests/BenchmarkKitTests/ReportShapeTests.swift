import BenchmarkKit
import Foundation
import Testing

@Suite("Report shapes")
struct ReportShapeTests {
    let report = SampleReport.make()

    @Test("JSON decodes back to the same report, with the documented keys")
    func json() throws {
        let text = try JSONReport.render(report)
        #expect(try JSONReport.decode(Data(text.utf8)) == report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schema", "tool", "date", "mode", "machine", "suites"])
        #expect(object["schema"] as? Int == BenchmarkReport.schemaVersion)
        let machine = try #require(object["machine"] as? [String: Any])
        #expect(Set(machine.keys) == ["cores", "cpu", "swift", "os", "build"])
        let suites = try #require(object["suites"] as? [[String: Any]])
        #expect(suites.count == 4)
        let suite = suites[0]
        for key in ["name", "title", "summary", "columns", "baselineColumn", "results", "fits", "notes"] {
            #expect(suite[key] != nil, "suite key \(key)")
        }
        let result = try #require((suite["results"] as? [[String: Any]])?.first)
        for key in ["name", "column", "unit", "value", "time", "samples", "eventsPerSample", "writesPerEvent"] {
            #expect(result[key] != nil, "result key \(key)")
        }
        let time = try #require(result["time"] as? [String: Double])
        #expect(Set(time.keys) == ["p0", "p25", "p50", "p75", "p90", "p99", "p100"], "JSON keeps every percentile")
    }

    @Test("CSV has the header and one row per result, each with as many fields")
    func csv() {
        let lines = CSVReport.render(report).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first.map(String.init) == CSVReport.header.joined(separator: ","))
        #expect(lines.count == 1 + SampleReport.resultCount)
        for line in lines { #expect(fields(String(line)).count == CSVReport.header.count, "\(line)") }
        #expect(
            lines.dropFirst().allSatisfy {
                $0.hasPrefix("binding,") || $0.hasPrefix("scaling,") || $0.hasPrefix("memory,") || $0.hasPrefix("primitives,")
            })
    }

    @Test("Markdown has a table per suite: header, separator, one row per case, geometric means")
    func markdown() {
        let text = MarkdownReport.render(report)
        #expect(text.components(separatedBy: "\n## ").count - 1 == report.suites.count)
        let binding = MarkdownReport.render(report.suites[0]).split(separator: "\n").map(String.init)
        #expect(binding.contains("| case | Direct | MVC | Redux |"))
        #expect(binding.contains("| --- | ---: | ---: | ---: |"))
        #expect(binding.filter { $0.hasPrefix("| `") }.count == 2)
        #expect(binding.contains { $0.hasPrefix("| geometric mean ×fastest |") })
        #expect(binding.contains { $0.hasPrefix("| geometric mean ×Direct |") })
        #expect(MarkdownReport.render(report.suites[1]).contains("| `Products.create` | MVC | 2.00 |"))
    }

    @Test("HTML is one self-contained page with an <svg> per suite, tags balanced, text escaped")
    func html() {
        let page = HTMLReport.render(report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == report.suites.count)
        for tag in [
            "html", "head", "body", "section", "svg", "table", "tr", "td", "th", "p", "h2", "text", "rect", "title", "style",
        ] {
            #expect(count("<\(tag)[ >]", in: page) == count("</\(tag)>", in: page), "<\(tag)> balanced")
        }
        #expect(!page.contains("<one event>"))
        #expect(page.contains("Binding &lt;one event&gt;"))
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") || page.components(separatedBy: "http://").count - 1 == report.suites.count)
        #expect(page.contains(FactorColor.css(4.5)))
    }

    @Test("The terminal table shows factors, the geometric means and the fits")
    func terminal() {
        let text = TerminalReport.render(report)
        #expect(text.contains("geometric mean ×fastest: Direct 1.00 · MVC 1.22 · Redux 4.50"))
        #expect(text.contains("geometric mean ×Direct:"))
        #expect(text.contains("k(Products.create, MVC) = 2.00"))
        #expect(text.contains("✓ ≤ 40.0 ns"))
    }

    @Test("Without the baseline column there is no factor to it and no geometric mean line for it")
    func noBaselineColumn() {
        let suite = report.selecting(CaseFilter("^binding/"), columns: { $0 != "Direct" }).suites[0]
        #expect(suite.baselineColumn == "Direct")
        #expect(SuiteTable(suite).baselineColumn == nil)
        let terminal = TerminalReport.render(suite)
        #expect(!terminal.contains("×Direct"))
        #expect(terminal.contains("geometric mean ×fastest: MVC"))
        #expect(!MarkdownReport.render(suite).contains("×Direct"))
        var single = report
        single.suites = [suite]
        #expect(!HTMLReport.render(single).contains("×Direct"))
        // Direct present, but 0 B: counted at the 16 B noise floor, so MVC's 2,400 B is ×150.
        var zero = report.suites[2]
        zero.results = zero.results.map {
            var r = $0
            r.value = r.column == "Direct" ? 0 : r.value
            return r
        }
        #expect(TerminalReport.render(zero).contains("geometric mean ×Direct: Direct 1.00 · MVC 150"))
        #expect(TerminalReport.render(report.suites[2]).contains("geometric mean ×Direct: Direct 1.00 · MVC 2.00"))
    }

    @Test("Markdown and HTML show the target verdict as the terminal does")
    func targets() {
        #expect(
            MarkdownReport.render(report).contains("| `PassthroughSubject.send1` | Reactive | 35.0 ns (3 w) ✓ ≤ 40.0 ns | 11.7 |")
        )
        #expect(HTMLReport.render(report).contains("<span class=\"met\">✓ ≤ 40.0 ns</span>"))
        var missed = report
        missed.suites[3].results[1].value = 45
        #expect(MarkdownReport.render(missed).contains("✗ > 40.0 ns"))
        #expect(HTMLReport.render(missed).contains("<span class=\"missed\">✗ &gt; 40.0 ns</span>"))
        #expect(TerminalReport.render(missed).contains("✗ > 40.0 ns"))
    }

    private func count(_ pattern: String, in text: String) -> Int {
        text.matches(of: try! Regex(pattern)).count
    }

    /// Splits a CSV line into fields, honouring quotes.
    private func fields(_ line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previous: Character?
        for character in line {
            if character == "\"" {
                quoted.toggle()
                if quoted && previous == "\"" { field.append("\"") }
            } else if character == "," && !quoted {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            previous = character
        }
        fields.append(field)
        return fields
    }
}
