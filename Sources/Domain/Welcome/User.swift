/// The person using the app (Docs/Contract.md §1, seed 000's `User`).
public struct User: Sendable, Hashable, Codable {
    /// The name shown on Welcome.
    public var name: String
    /// The line shown under the name.
    public var about: String
    /// Whether the user is signed in.
    public var isLogin: Bool

    /// Creates a user.
    public init(name: String, about: String, isLogin: Bool) {
        self.name = name
        self.about = about
        self.isLogin = isLogin
    }

    /// The demo user every app starts with: "Fx", "Admin", signed out.
    public static let demo = User(name: "Fx", about: "Admin", isLogin: false)

    /// The user signed in under `name`, after the sign-in rule.
    ///
    /// - Parameter name: The name as typed; it is trimmed of white space and new lines.
    /// - Returns: `{name: trimmed name, about: unchanged, isLogin: true}`.
    /// - Throws: ``SignInError`` when the trimmed name breaks ``SignInRule``.
    public func signingIn(as name: String) throws(SignInError) -> User {
        User(name: try SignInRule.validatedName(name), about: about, isLogin: true)
    }

    /// The user signed out: name and about kept, `isLogin` false.
    public func signingOut() -> User {
        User(name: name, about: about, isLogin: false)
    }
}
