/// Why a change to a ``ProductDataStore`` was refused.
public enum ProductDataStoreError: Error, Sendable, Hashable {
    /// A product with this id is already in the store (from ``ProductDataStore/add(_:)`` or
    /// ``ProductDataStore/replaceAll(with:)``).
    case duplicateID(String)
    /// No product has this id (from ``ProductDataStore/update(_:)`` or
    /// ``ProductDataStore/delete(id:)``).
    case unknownID(String)
}
