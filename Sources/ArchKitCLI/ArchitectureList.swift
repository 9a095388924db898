import CommandLineKit
import Harness

/// `--arch LIST`: comma-separated architecture names, in the order given.
enum ArchitectureList {
    static let names = Architecture.allCases.map(\.argument).joined(separator: ", ")

    /// The `--arch` option; its value is the architectures named, and all of them when it is
    /// not given.
    /// - Parameter help: The sentence before the list of names.
    static func option(help: String = "Comma-separated architectures") -> Option<[Architecture]> {
        .value("--arch", valueName: "list", help: "\(help) (\(names)).", defaultDescription: "all", transform: parse)
    }

    /// The architectures named.
    /// - Throws: ``ValidationError`` for an unknown or repeated name, or an empty one (`mvc,`,
    ///   `mvc,,redux`, an empty list): a stray comma is named as such rather than as an unknown
    ///   architecture `''`.
    static func parse(_ list: String) throws(ValidationError) -> [Architecture] {
        var chosen: [Architecture] = []
        for word in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingSpaces
            guard !name.isEmpty else {
                throw ValidationError("empty architecture name in '--arch \(list.escaped)' (expected one of: \(names))")
            }
            guard let architecture = Architecture(argument: name) else {
                throw ValidationError("unknown architecture '\(name.escaped)' (expected one of: \(names))")
            }
            guard !chosen.contains(architecture) else {
                throw ValidationError("architecture '\(name.escaped)' named twice")
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
