/// The dependencies reducers and their effects read: services, repositories, clocks.
///
/// A store is made with its dependencies (``Store/init(initialState:reducer:withDependencies:)``)
/// and runs every reducer and effect with them as ``current``, so a feature reads them with
/// ``Dependency`` and a test overrides them per store.
///
/// - Note: Mirrors swift-dependencies' `DependencyValues` (`withDependencies`, a task-local
///   current value that effects inherit). Deliberate difference: in a test context an
///   overridden key is required; reading a key the test did not set calls the store's
///   ``unimplementedHandler`` (the `TestStore` records an issue) and falls back to the
///   live value.
public struct DependencyValues: Sendable {
    /// The dependencies of the store running the current reducer or effect.
    @TaskLocal public static var current = DependencyValues()

    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// Called with a key's name when a key that was not set is read; `nil` outside tests.
    package var unimplementedHandler: (@Sendable (_ key: String) -> Void)?

    /// Creates empty dependencies: every key reads its ``DependencyKey/liveValue``.
    public init() {}

    /// The value of a key: the one set, or the key's live value.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            unimplementedHandler?(String(describing: key))
            return Key.liveValue
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
        }
    }
}

/// Reads a dependency of the current store.
///
/// ```swift
/// struct SummaryFeature: Reducer {
///     @Dependency(\.summaryService) var summaryService
/// }
/// ```
///
/// - Note: Mirrors swift-dependencies' `@Dependency(_:)` property wrapper. The value is read
///   when used, from ``DependencyValues/current``, so the same reducer reads the app's
///   services in the app and a test's fakes in a test.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

    /// Names the dependency by its key path in ``DependencyValues``.
    public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The current store's value.
    public var wrappedValue: Value {
        DependencyValues.current[keyPath: keyPath]
    }
}
