/// A key for a dependency a reducer reads with ``Dependency``: its type and the value used
/// when no store overrides it.
///
/// ```swift
/// private enum SummaryServiceKey: DependencyKey {
///     static let liveValue: any SummaryService = BundledSummaryService()
/// }
/// extension DependencyValues {
///     var summaryService: any SummaryService {
///         get { self[SummaryServiceKey.self] }
///         set { self[SummaryServiceKey.self] = newValue }
///     }
/// }
/// ```
///
/// - Note: Mirrors swift-dependencies' `DependencyKey` (`liveValue`). There is no
///   `testValue` or `previewValue`: a store made for a test reports every dependency the test
///   did not override instead (see ``DependencyValues``).
public protocol DependencyKey {
    /// The dependency's type.
    associatedtype Value: Sendable
    /// The value used when the store does not override it.
    static var liveValue: Value { get }
}
