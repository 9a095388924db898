import Harness

/// Parses `--arch LIST`: comma-separated architecture names, in the order given.
enum ArchitectureList {
    static let help = "mvc, mvp, closure-mvvm, reactive-mvvm, redux, tca"

    /// The architectures named, or all of them when `list` is `nil`.
    /// - Throws: ``UsageError`` for an unknown or repeated name, or an empty list.
    static func parse(_ list: String?, usage: String) throws(UsageError) -> [Architecture] {
        guard let list else { return Architecture.allCases }
        var chosen: [Architecture] = []
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingSpaces
            guard let architecture = Architecture(argument: name) else {
                throw UsageError(message: "unknown architecture '\(name)' (expected one of: \(help))", usage: usage)
            }
            guard !chosen.contains(architecture) else {
                throw UsageError(message: "architecture '\(name)' named twice", usage: usage)
            }
            chosen.append(architecture)
        }
        return chosen
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
