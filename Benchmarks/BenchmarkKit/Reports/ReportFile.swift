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
    public static func load(_ path: String) throws(Failure) -> BenchmarkReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "Error: cannot read '\(path)': no such file")
        }
        if isDirectory.boolValue {
            throw Failure(message: "Error: '\(path)' is a directory, not an archkit-bench report")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(message: "Error: cannot read '\(path)': \(error.localizedDescription)")
        }
        return try decode(data, path: path)
    }

    /// Checks and decodes report data; `path` names it in errors.
    public static func decode(_ data: Data, path: String) throws(Failure) -> BenchmarkReport {
        func wrong(_ detail: String) -> Failure {
            Failure(
                message: "Error: '\(path)' is not an archkit-bench report (schema \(BenchmarkReport.schemaVersion)): \(detail)")
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) else { throw wrong("it is not JSON") }
        guard let object = json as? [String: Any] else { throw wrong("it is not a JSON object") }
        guard let tool = object["tool"] else { throw wrong("the key 'tool' is missing") }
        guard let name = tool as? String, name == "archkit-bench" else {
            throw wrong("'tool' is \(describe(tool)), not \"archkit-bench\"")
        }
        guard let schema = object["schema"] else { throw wrong("the key 'schema' is missing") }
        guard let version = schema as? Int, version == BenchmarkReport.schemaVersion else {
            throw wrong("'schema' is \(describe(schema)), not \(BenchmarkReport.schemaVersion)")
        }
        do {
            return try JSONDecoder().decode(BenchmarkReport.self, from: data)
        } catch let error as DecodingError {
            throw wrong(explain(error))
        } catch {
            throw wrong(error.localizedDescription)
        }
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
