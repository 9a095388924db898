import CommandLineKit
import Domain

/// A feature's name on the command line.
enum FeatureName {
    static let all = Feature.allCases.map(\.rawValue).joined(separator: ", ")

    /// The feature `word` names, case-insensitively.
    /// - Throws: ``ValidationError`` naming the features when it names none.
    static func parse(_ word: String) throws(ValidationError) -> Feature {
        guard let feature = Feature(rawValue: word.lowercased()) else {
            throw ValidationError("unknown feature '\(word.escaped)' (expected one of: \(all))")
        }
        return feature
    }
}
