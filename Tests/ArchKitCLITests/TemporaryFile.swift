import Foundation

/// Writes `text` to a new file in the temporary folder and returns its path: the scenario files
/// the command tests hand to `archkit run`, `trace` and `compare`. Each call makes a file of its
/// own (a UUID in its name), so tests running in parallel never share one.
func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("archkit-\(UUID().uuidString)").appendingPathExtension("json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
