import Tracing

/// The product repository of the shared model layer (Docs/Contract.md §2, seed 004's `ProductDataStore`):
/// list, get, add, update, delete.
///
/// The store keeps ``products`` sorted in list order (``ProductOrder``) as it changes, so reading
/// the list never sorts: ``products`` is a ``ProductList``, an order-statistics tree in which
/// each single-product change (add, rename, reprice, delete) costs O(log *n*), and so does
/// finding a product's row.
/// Ids are unique; a change that would break that, or that names an id the store does not
/// hold, throws ``ProductDataStoreError`` and changes nothing.
///
/// ```swift
/// let store = ProductDataStore()
/// try store.add(Product(id: "pen", name: "Pen", price: 2))
/// print(store.products.map(\.name))
/// // Prints: ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse", "Pen"]
/// ```
///
/// - Note: Main-actor isolated: it is the app's model, read and changed from screens. Each app
///   gets its own store (through its dependencies), so runs never share a catalogue.
@MainActor
public final class ProductDataStore {
    /// The products, sorted in list order by ``ProductOrder``.
    ///
    /// A snapshot that later writes do not change (``ProductList`` is a value); read it like an
    /// array: `products[row]`, `products.count`, `for product in products`.
    ///
    /// - Complexity: O(1) to read; `products[row]` is O(log *n*), where *n* is the number of
    ///   products.
    public private(set) var products: ProductList

    /// The products by id.
    private var productsByID: [String: Product]

    /// Creates a store holding `products`.
    ///
    /// - Parameter products: The starting catalogue, in any order; the demo catalogue by
    ///   default. If an id occurs more than once, the last product with it is kept, as the
    ///   seed's dictionary assignment would.
    /// - Complexity: O(*n* log *n*), where *n* is the number of products.
    public init(products: [Product] = Product.demoCatalogue) {
        let unique = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let rows = unique.values.map { (key: ProductOrder.Key($0), product: $0) }
            .sorted { $0.key < $1.key }
        self.products = ProductList(sortedRows: rows)
        self.productsByID = unique
    }

    /// Returns the product with the given id.
    ///
    /// - Parameter id: A product id, compared exactly.
    /// - Returns: The product, or `nil` if the store holds none with that id.
    /// - Complexity: O(1) on average.
    public func product(id: String) -> Product? {
        productsByID[id]
    }

    /// Returns whether the store holds a product with the given id.
    ///
    /// Pass it to ``ProductValidation/validate(id:name:price:mode:existingIDs:)`` as
    /// `existingIDs`.
    ///
    /// - Parameter id: A product id, compared exactly.
    /// - Returns: `true` if a product has that id.
    /// - Complexity: O(1) on average.
    public func contains(id: String) -> Bool {
        productsByID[id] != nil
    }

    /// Returns the row of the product with the given id in ``products``.
    ///
    /// - Parameter id: A product id, compared exactly.
    /// - Returns: The index of the product in ``products``, or `nil` if the store holds none
    ///   with that id.
    /// - Complexity: O(log *n*) comparisons, where *n* is the number of products.
    public func index(of id: String) -> Int? {
        guard let product = productsByID[id] else { return nil }
        return products.row(of: ProductOrder.Key(product))
    }

    /// Adds a product, in its place in list order.
    ///
    /// - Parameter product: The product to add; its id must be new to the store.
    /// - Throws: ``ProductDataStoreError/duplicateID(_:)`` if a product already has its id; the
    ///   store is then unchanged.
    /// - Complexity: O(log *n*), where *n* is the number of products (O(1) on average for the
    ///   id lookup).
    public func add(_ product: Product) throws(ProductDataStoreError) {
        traceCall(.repository, "ProductDataStore", "add(\(ProbeValue.describe(product.id)))")
        guard productsByID[product.id] == nil else { throw .duplicateID(product.id) }
        products = products.inserting(product, key: ProductOrder.Key(product))
        productsByID[product.id] = product
    }

    /// Replaces the product that has the same id, moving it if its name now sorts elsewhere.
    ///
    /// - Parameter product: The new value of the product; its id names the product to replace.
    /// - Throws: ``ProductDataStoreError/unknownID(_:)`` if no product has its id; the store is
    ///   then unchanged.
    /// - Complexity: O(log *n*), where *n* is the number of products, whether or not the row
    ///   moves.
    public func update(_ product: Product) throws(ProductDataStoreError) {
        traceCall(.repository, "ProductDataStore", "update(\(ProbeValue.describe(product.id)))")
        guard let old = productsByID[product.id] else { throw .unknownID(product.id) }
        let oldKey = ProductOrder.Key(old)
        let newKey = ProductOrder.Key(product)
        if oldKey == newKey {
            products = products.inserting(product, key: newKey)
        } else {
            products = products.removing(key: oldKey).inserting(product, key: newKey)
        }
        productsByID[product.id] = product
    }

    /// Deletes the product with the given id.
    ///
    /// - Parameter id: The id of the product to delete, compared exactly.
    /// - Throws: ``ProductDataStoreError/unknownID(_:)`` if no product has that id; the store is
    ///   then unchanged.
    /// - Complexity: O(log *n*), where *n* is the number of products.
    public func delete(id: String) throws(ProductDataStoreError) {
        traceCall(.repository, "ProductDataStore", "delete(id: \(ProbeValue.describe(id)))")
        guard let old = productsByID.removeValue(forKey: id) else { throw .unknownID(id) }
        products = products.removing(key: ProductOrder.Key(old))
    }

    /// Deletes the product with an id, and returns the row it had.
    ///
    /// ```swift
    /// let store = ProductDataStore()  // iPad, iPhone, Keyboard, MacBook, Mouse
    /// print(store.deleteProduct(id: store.products[1].id) as Any)
    /// // Prints: Optional(removed(row: 1))
    /// ```
    ///
    /// - Parameter id: The id of the product to delete, compared exactly.
    /// - Returns: ``ProductListChange/removed(row:)`` with the product's row before the write,
    ///   or `nil` if no product has that id (nothing is deleted: it may have gone since the
    ///   caller read it).
    /// - Complexity: O(log *n*), where *n* is the number of products.
    public func deleteProduct(id: String) -> ProductListChange? {
        traceCall(.repository, "ProductDataStore", "deleteProduct(id: \(ProbeValue.describe(id)))")
        // The order key is made once, for both the row and the removal (it folds the name).
        guard let old = productsByID[id] else { return nil }
        let key = ProductOrder.Key(old)
        guard let row = products.row(of: key) else { return nil }
        productsByID[id] = nil
        products = products.removing(key: key)
        return .removed(row: row)
    }

    /// Replaces the whole catalogue.
    ///
    /// - Parameter products: The new catalogue, in any order; ids must be unique.
    /// - Throws: ``ProductDataStoreError/duplicateID(_:)`` with the first id that occurs twice;
    ///   the store is then unchanged.
    /// - Complexity: O(*n* log *n*), where *n* is the number of new products.
    public func replaceAll(with products: [Product]) throws(ProductDataStoreError) {
        traceCall(.repository, "ProductDataStore", "replaceAll(with: \(products.count) products)")
        var byID: [String: Product] = [:]
        byID.reserveCapacity(products.count)
        for product in products {
            guard byID.updateValue(product, forKey: product.id) == nil else {
                throw .duplicateID(product.id)
            }
        }
        let rows = products.map { (key: ProductOrder.Key($0), product: $0) }
            .sorted { $0.key < $1.key }
        self.products = ProductList(sortedRows: rows)
        self.productsByID = byID
    }
}
