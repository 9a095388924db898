extension ProductDataStore {
    /// Stores a product the editor saved, and returns the rows that changed.
    ///
    /// For ``ProductEditorMode/new`` the product is added (``ProductListChange/inserted(row:)``);
    /// for ``ProductEditorMode/edit(_:)`` it replaces the product with its id, which keeps its
    /// row (``ProductListChange/reloaded(row:)``) or moves (``ProductListChange/moved(from:to:)``)
    /// if its name now sorts elsewhere.
    ///
    /// ```swift
    /// let store = ProductDataStore()  // iPad, iPhone, Keyboard, MacBook, Mouse
    /// print(store.save(Product(id: "pen", name: "Pen", price: 2), in: .new))
    /// // Prints: inserted(row: 5)
    /// ```
    ///
    /// - Parameters:
    ///   - product: The valid product, as ``ProductEditorMode/validate(id:name:price:existingIDs:)``
    ///     returned it.
    ///   - mode: The mode the editor was opened in.
    /// - Returns: The rows that changed, or ``ProductListChange/reloadedAll`` if the repository
    ///   refused the write (an id taken or gone since the editor validated); the store is then
    ///   unchanged.
    /// - Complexity: O(log *n*), where *n* is the number of products.
    public func save(_ product: Product, in mode: ProductEditorMode) -> ProductListChange {
        switch mode {
        case .new:
            do { try add(product) } catch { return .reloadedAll }
            return index(of: product.id).map { .inserted(row: $0) } ?? .reloadedAll
        case .edit:
            guard let oldRow = index(of: product.id) else { return .reloadedAll }
            do { try update(product) } catch { return .reloadedAll }
            guard let newRow = index(of: product.id) else { return .reloadedAll }
            return oldRow == newRow ? .reloaded(row: newRow) : .moved(from: oldRow, to: newRow)
        }
    }

    /// Deletes the product at a row of ``products``, and returns the row that changed.
    ///
    /// - Parameter row: A row of ``products``, as the user swiped it.
    /// - Returns: ``ProductListChange/removed(row:)``, or `nil` for a row out of range (nothing
    ///   is deleted).
    /// - Complexity: O(log *n*), where *n* is the number of products.
    public func deleteProduct(atRow row: Int) -> ProductListChange? {
        guard products.indices.contains(row) else { return nil }
        do { try delete(id: products[row].id) } catch { return .reloadedAll }
        return .removed(row: row)
    }
}
