import CommandLineKit
import Foundation

/// Reads a saved report for `--from` and `--baseline`, and says precisely what is wrong with a
/// file that is not one.
public enum ReportFile {
    /// A file that could not be read as a report; ``message`` is the line the tool prints.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `Error: …`, naming the file.
        public var message: String

        /// Creates a failure with its message.
        public init(message: String) {
            self.message = message
        }

        public var description: String { message }
    }

    /// Reads and checks the report at `path`: a file (not a directory), JSON, an object whose
    /// `"tool"` is "archkit-bench" and whose `"schema"` is ``BenchmarkReport/schemaVersion``,
    /// then every key the report needs.
    /// A file that cannot be read at all says why in the kit's one voice (``InputFile``):
    /// `Error: cannot read '<path>': it is not a regular file (it is a character device)`.
    public static func load(_ path: String) throws(Failure) -> BenchmarkReport {
        let data: Data
        do {
            data = try InputFile.read(path, directoryHint: "give a '--format json' report file")
        } catch {
            throw Failure(message: "Error: \(error)")
        }
        return try decode(data, path: path)
    }

    /// Checks and decodes report data; `path` names it in errors.
    public static func decode(_ data: Data, path: String) throws(Failure) -> BenchmarkReport {
        func wrong(_ detail: String) -> Failure {
            Failure(
                message:
                    "Error: '\(path.escaped)' is not an archkit-bench report (schema \(BenchmarkReport.schemaVersion)): \(detail)"
            )
        }
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw wrong(data.isEmpty ? "the file is empty" : "the file holds only white space")
        }
        if let depth = JSONDepth.exceeding(maximumJSONDepth, in: data) {
            throw wrong("it is JSON nested deeper than \(maximumJSONDepth) levels (line \(depth.line)); a report nests 6")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw wrong("it is not JSON (\(syntaxReason(error, in: data)))")
        }
        guard let object = json as? [String: Any] else { throw wrong("it is not a JSON object") }
        guard let tool = object["tool"] else { throw wrong("the key 'tool' is missing") }
        guard let name = tool as? String, name == "archkit-bench" else {
            throw wrong("'tool' is \(describe(tool)), not \"archkit-bench\"")
        }
        guard let schema = object["schema"] else { throw wrong("the key 'schema' is missing") }
        guard let version = schema as? Int, version == BenchmarkReport.schemaVersion else {
            throw wrong("'schema' is \(describe(schema)), not \(BenchmarkReport.schemaVersion)")
        }
        let report: BenchmarkReport
        do {
            report = try JSONDecoder().decode(BenchmarkReport.self, from: data)
        } catch let error as DecodingError {
            throw wrong(explain(error))
        } catch {
            throw wrong(error.localizedDescription)
        }
        if let problem = implausibility(in: report) { throw wrong(problem) }
        return report
    }

    /// What makes a decoded report one the tool cannot have written, or `nil`: a text that would
    /// not print on one line (a control or invisible character in a name, a title, the machine),
    /// a mode other than "full" or "quick", a measured value that is negative or not finite, a
    /// unit other than "ns" (timed, with ordered percentiles) or "bytes", a result given twice.
    static func implausibility(in report: BenchmarkReport) -> String? {
        func text(_ value: String, _ path: String) -> String? {
            value.isPrintableOnOneLine ? nil : "'\(path)' is \(value.quoted), which holds a control or invisible character"
        }
        var problems: [String?] = [
            text(report.date, "date"), text(report.machine.cpu, "machine.cpu"), text(report.machine.os, "machine.os"),
            text(report.machine.swift, "machine.swift"), text(report.machine.build, "machine.build"),
            ["full", "quick"].contains(report.mode) ? nil : "'mode' is \(report.mode.quoted), not \"full\" or \"quick\"",
        ]
        for (index, suite) in report.suites.enumerated() {
            let path = "suites[\(index)]"
            problems += [
                text(suite.name, path + ".name"), text(suite.title, path + ".title"), text(suite.summary, path + ".summary"),
            ]
            problems += suite.columns.enumerated().map { text($1, "\(path).columns[\($0)]") }
            problems += suite.notes.enumerated().map { text($1, "\(path).notes[\($0)]") }
            problems.append(suite.baselineColumn.flatMap { text($0, path + ".baselineColumn") })
            var firstRow: [String: Int] = [:]
            for (row, result) in suite.results.enumerated() {
                let resultPath = "\(path).results[\(row)]"
                problems += [
                    text(result.name, resultPath + ".name"), text(result.column, resultPath + ".column"),
                    text(result.unit, resultPath + ".unit"), measure(result.value, resultPath + ".value"),
                ]
                problems.append(timing(of: result, resultPath))
                if let earlier = firstRow[result.key] {
                    problems.append("'\(resultPath)' repeats '\(path).results[\(earlier)]' (the same case, column and rows)")
                } else {
                    firstRow[result.key] = row
                }
            }
            problems += suite.fits.enumerated().flatMap { fit in
                [
                    text(fit.element.name, "\(path).fits[\(fit.offset)].name"),
                    text(fit.element.column, "\(path).fits[\(fit.offset)].column"),
                ]
            }
        }
        return problems.lazy.compactMap { $0 }.first
    }

    /// What is wrong with a result's unit and times, or `nil`: the unit is "ns" with `time` (its
    /// percentiles finite, at least 0 and in order) or "bytes" without it.
    static func timing(of result: CaseResult, _ path: String) -> String? {
        switch (result.unit, result.time) {
        case ("ns", let time?):
            let values = [("p0", time.p0), ("p50", time.p50), ("p90", time.p90), ("p99", time.p99), ("p100", time.p100)]
            if let problem = values.lazy.compactMap({ measure($1, "\(path).time.\($0)") }).first { return problem }
            if let index = values.indices.dropFirst().first(where: { values[$0].1 < values[$0 - 1].1 }) {
                return "'\(path).time.\(values[index].0)' is below '\(path).time.\(values[index - 1].0)'"
            }
            return nil
        case ("ns", nil): return "the key '\(path).time' is missing (a result in \"ns\" is timed)"
        case ("bytes", nil): return nil
        case ("bytes", _): return "'\(path)' has a 'time', but its unit is \"bytes\""
        default: return "'\(path).unit' is \(result.unit.quoted), not \"ns\" or \"bytes\""
        }
    }

    /// What is wrong with a measured number at `path`, or `nil`: it must be finite and at least 0.
    private static func measure(_ value: Double, _ path: String) -> String? {
        value.isFinite && value >= 0 ? nil : "'\(path)' is \(value), not a finite number of 0 or more"
    }

    /// The deepest nesting read before the report is refused; a report nests 6 levels.
    static let maximumJSONDepth = 512

    /// The parser's own words for a syntax error, with the line and column it names by byte
    /// offset ("Invalid value around character 32." becomes "line 3, column 15: Invalid
    /// value"), e.g. "line 1, column 1: Unexpected end of file".
    static func syntaxReason(_ error: any Error, in data: Data) -> String {
        let info = (error as NSError).userInfo
        let reason = (info[NSDebugDescriptionErrorKey] as? String) ?? (error as NSError).localizedDescription
        let marker = " around character "
        guard let range = reason.range(of: marker),
            let offset = Int(reason[range.upperBound...].prefix { $0.isNumber }), offset <= data.count
        else { return reason }
        let before = data.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return "line \(line), column \(column): \(reason[..<range.lowerBound])"
    }

    /// What a decoding error found, with the key path: "the key 'suites[0].results[3].value' is
    /// missing".
    static func explain(_ error: DecodingError) -> String {
        func keyPath(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the key '\(keyPath(context.codingPath + [key]))' is missing"
        case .typeMismatch(let type, let context):
            return "'\(keyPath(context.codingPath))' is not \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "'\(keyPath(context.codingPath))' is null, not \(typeName(type))"
        case .dataCorrupted(let context):
            return "'\(keyPath(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    private static func describe(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        if value is NSNull { return "null" }
        return "\(value)"
    }
}
