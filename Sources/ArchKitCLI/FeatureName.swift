import Domain

/// Parses a feature's name on the command line.
enum FeatureName {
    static let all = Feature.allCases.map(\.rawValue).joined(separator: ", ")

    static func parse(_ word: String, usage: String) throws(UsageError) -> Feature {
        guard let feature = Feature(rawValue: word.lowercased()) else {
            throw UsageError(message: "unknown feature '\(word)' (expected one of: \(all))", usage: usage)
        }
        return feature
    }
}
