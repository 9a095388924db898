import Foundation

/// The sign-in rule of Docs/Contract.md §1: a name, trimmed, that is not empty and has at most 32
/// characters (Swift `Character`s).
public enum SignInRule {
    /// The most characters a name may have.
    public static let maximumNameLength = 32

    /// Whether the Sign in button is enabled for the text typed: the trimmed name is not empty.
    public static func canSubmit(_ name: String) -> Bool {
        !name.trimmed.isEmpty
    }

    /// The trimmed name, if it passes the rule.
    /// - Throws: ``SignInError/emptyName`` or ``SignInError/nameTooLong``.
    public static func validatedName(_ name: String) throws(SignInError) -> String {
        let trimmed = name.trimmed
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.count <= maximumNameLength else { throw .nameTooLong }
        return trimmed
    }
}

/// Why a sign-in failed: the kind, typed. The message the Login screen shows for each is
/// presentation, written by each architecture to the text Docs/Contract.md §1 fixes.
public enum SignInError: Error, Sendable, Hashable {
    /// The trimmed name is empty (the Sign in button is disabled then, so a user never sees it).
    case emptyName
    /// The trimmed name has more than ``SignInRule/maximumNameLength`` characters.
    case nameTooLong
}

extension String {
    /// The string without leading and trailing white space and new lines.
    package var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
