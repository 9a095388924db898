/// A path into one case of an enum: builds a value of the enum from the case's payload
/// (``embed``) and gets the payload back out when the value is that case (``extract(from:)``).
///
/// ```swift
/// let loginPath = AnyCasePath<AppAction, LoginAction>(
///     embed: AppAction.login,
///     extract: { if case .login(let action) = $0 { action } else { nil } })
/// loginPath.extract(from: .login(.signInButtonTapped))  // .signInButtonTapped
/// ```
///
/// - Note: Mirrors swift-case-paths' `AnyCasePath(embed:extract:)`, the type TCA's `Scope`
///   and `Store.scope` take behind `\.child` key paths. When the payload is itself
///   ``CasePathable``, its cases are reached through this one (`\.summaryResponse.success`).
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
    private let embedValue: @Sendable (Value) -> Root
    private let extractValue: @Sendable (Root) -> Value?

    /// Creates a case path from the case's constructor and a pattern match.
    /// - Parameters:
    ///   - embed: Builds the root from a payload, usually the case itself (`Action.login`).
    ///   - extract: Returns the payload when the root is the case, else `nil`.
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embedValue = embed
        self.extractValue = extract
    }

    /// Wraps a payload in the case.
    public func embed(_ value: Value) -> Root { embedValue(value) }

    /// The payload of `root` when it is the case, else `nil`.
    public func extract(from root: Root) -> Value? { extractValue(root) }
}

/// An enum whose cases can be named by key paths, so that `Scope(state: \.login, action: \.login)`
/// reads the same for state and actions.
///
/// Conform by listing a case path per case that carries a child feature's action:
///
/// ```swift
/// extension AppFeature.Action: CasePathable {
///     struct AllCasePaths {
///         let login = AnyCasePath<AppFeature.Action, LoginFeature.Action>(
///             embed: AppFeature.Action.login,
///             extract: { if case .login(let action) = $0 { action } else { nil } })
///     }
///     static let allCasePaths = AllCasePaths()
/// }
/// ```
///
/// - Note: Mirrors swift-case-paths' `CasePathable`, whose conformance TCA's `@CasePathable`
///   (or `@Reducer`) macro writes. The kit has no macros, so the conformance is written by hand.
public protocol CasePathable {
    /// A type with one `AnyCasePath` property per case.
    associatedtype AllCasePaths: Sendable
    /// The case paths of the enum.
    static var allCasePaths: AllCasePaths { get }
}

/// A key path that names a case of a ``CasePathable`` enum: `\.login` for `Action.login(_:)`.
///
/// - Note: Mirrors swift-case-paths' `CaseKeyPath<Root, Value>`; here it is a key path into
///   the enum's ``CasePathable/AllCasePaths`` value.
public typealias CaseKeyPath<Root: CasePathable, Value> = KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>

extension CasePathable {
    /// The case path a ``CaseKeyPath`` names.
    @inlinable
    static func casePath<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> AnyCasePath<Self, Value> {
        allCasePaths[keyPath: keyPath]
    }
}

extension AnyCasePath where Value: CasePathable & SendableMetatype {
    /// The path through this case into a case of its payload: `\.summaryResponse.success`.
    ///
    /// - Parameter keyPath: The payload's case.
    /// - Returns: A path that embeds a member of the payload's case in this case, and extracts
    ///   it when the root is this case with a payload of that case.
    /// - Note: Mirrors swift-case-paths' appending of case key paths.
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
    ) -> AnyCasePath<Root, Member> {
        let inner = Value.allCasePaths[keyPath: keyPath]
        return AnyCasePath<Root, Member>(
            embed: { [self] in embed(inner.embed($0)) },
            extract: { [self] in extract(from: $0).flatMap(inner.extract(from:)) })
    }
}

extension Result: CasePathable {
    /// The case paths of ``Result``: `success` and `failure`.
    public struct AllCasePaths: Sendable {
        /// The case path of `success(_:)`.
        public let success = AnyCasePath<Result, Success>(
            embed: Result.success, extract: { if case .success(let value) = $0 { value } else { nil } })
        /// The case path of `failure(_:)`.
        public let failure = AnyCasePath<Result, Failure>(
            embed: Result.failure, extract: { if case .failure(let error) = $0 { error } else { nil } })
    }

    /// The case paths of `Result`, as swift-case-paths makes `Result` case-pathable.
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AnyCasePath {
    /// The path through this case, whose payload is a ``PresentationAction``, into a case of the
    /// presented feature's action: `\.destination.login` for `.destination(.presented(.login(_:)))`,
    /// with `.dismiss` passing through.
    ///
    /// - Parameter keyPath: The case of the presented action.
    /// - Returns: A path whose payload is the ``PresentationAction`` of that case's payload.
    /// - Note: Mirrors TCA's `PresentationAction` dynamic member lookup of case key paths, so
    ///   that a view scopes a destination with `store.scope(state: \.destination?.login,
    ///   action: \.destination.login)`.
    public subscript<Presented: CasePathable & SendableMetatype, Member>(
        dynamicMember keyPath: KeyPath<Presented.AllCasePaths, AnyCasePath<Presented, Member>>
    ) -> AnyCasePath<Root, PresentationAction<Member>> where Value == PresentationAction<Presented> {
        let inner = Presented.allCasePaths[keyPath: keyPath]
        return AnyCasePath<Root, PresentationAction<Member>>(
            embed: { [self] action in
                switch action {
                case .presented(let member): embed(.presented(inner.embed(member)))
                case .dismiss: embed(.dismiss)
                }
            },
            extract: { [self] root in
                switch extract(from: root) {
                case .presented(let action)?: inner.extract(from: action).map { .presented($0) }
                case .dismiss?: .dismiss
                case nil: nil
                }
            })
    }
}
