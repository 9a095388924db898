import Foundation

/// The report as JSON: ``BenchmarkReport`` encoded with sorted keys, the form `--baseline`
/// reads back.
public enum JSONReport {
    /// Encodes a report.
    public static func render(_ report: BenchmarkReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
    }

    /// Decodes a report written by ``render(_:)``.
    /// - Throws: `DecodingError` when the data is not a report.
    public static func decode(_ data: Data) throws -> BenchmarkReport {
        try JSONDecoder().decode(BenchmarkReport.self, from: data)
    }
}
