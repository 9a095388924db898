/// The products of a ``ProductDataStore`` in list order (``ProductOrder``): a random-access
/// collection with `Int` rows from 0, read the way an array is (`list[row]`, `count`, `map`,
/// `for … in`, `firstIndex(where:)`).
///
/// A `ProductList` is a value: a snapshot of the store at the moment it was read, which later
/// writes of the store never change. It is a persistent, order-statistics AVL tree (a
/// height-balanced binary search tree keyed by ``ProductOrder``'s key whose every node also
/// counts its subtree, Adelson-Velsky and Landis 1962; Cormen et al., *Introduction to
/// Algorithms*, §14.1 "Dynamic order statistics"). Its nodes are immutable and shared between
/// snapshots, so a write of the store builds only the O(log *n*) nodes on one path from the root,
/// and keeping a snapshot (in a publisher, a Redux state, a view) costs nothing and never makes
/// the next write copy the list.
///
/// ```swift
/// let store = ProductDataStore()
/// let before = store.products
/// try store.add(Product(id: "pen", name: "Pen", price: 2))
/// print(before.count, store.products.count, store.products[5].name)
/// // Prints: 5 6 Pen
/// ```
///
/// - Complexity: `count`, `isEmpty`, `startIndex`, `endIndex` and copying are O(1); the
///   subscript `list[row]` is O(log *n*), not O(1) as `RandomAccessCollection` usually
///   promises, so algorithms that read every row by index (`map`, `firstIndex(where:)`) are
///   O(*n* log *n*); iterating with `for … in` (``makeIterator()``) is O(*n*) in all.
public struct ProductList: RandomAccessCollection, Sendable {
    public typealias Element = Product
    public typealias Index = Int
    public typealias Indices = Range<Int>

    /// The root of the tree, or `nil` for an empty list.
    let root: Node?

    /// Creates an empty list.
    ///
    /// - Complexity: O(1).
    public init() {
        root = nil
    }

    /// A list with the given tree.
    init(root: Node?) {
        self.root = root
    }

    /// A list of rows already in list order, each with its key.
    ///
    /// - Complexity: O(*n*): the tree is built balanced, with no comparison.
    init(sortedRows rows: [(key: ProductOrder.Key, product: Product)]) {
        root = Node.balancedTree(rows[...])
    }

    /// The first row, 0.
    ///
    /// - Complexity: O(1).
    public var startIndex: Int { 0 }

    /// One past the last row: the number of products.
    ///
    /// - Complexity: O(1).
    public var endIndex: Int { root?.count ?? 0 }

    /// The number of products.
    ///
    /// - Complexity: O(1).
    public var count: Int { root?.count ?? 0 }

    /// The product at a row.
    ///
    /// - Parameter row: A row, `0..<count`; any other row is a programming error and traps, as
    ///   an array's subscript does.
    /// - Returns: The product shown at that row.
    /// - Complexity: O(log *n*): one walk down the tree, led by the subtree counts.
    public subscript(row: Int) -> Product {
        precondition(row >= 0 && row < count, "ProductList row \(row) is out of range 0..<\(count)")
        return Node.node(at: row, in: root!).product
    }

    /// Returns whether the two lists are the same snapshot: the same tree, not just the same
    /// products. Lists read from a store between the same two writes are identical.
    ///
    /// - Parameter other: Another list.
    /// - Returns: `true` if both share one tree (then they are equal).
    /// - Complexity: O(1).
    public func isIdentical(to other: ProductList) -> Bool {
        root === other.root
    }

    /// The row of the product with the given key, or `nil` if the list does not hold it.
    ///
    /// - Complexity: O(log *n*) key comparisons.
    func row(of key: ProductOrder.Key) -> Int? {
        Node.row(of: key, in: root)
    }

    /// The list with a product added in its place, or replacing the product with the same key.
    ///
    /// - Complexity: O(log *n*) comparisons and new nodes; `self` is unchanged.
    func inserting(_ product: Product, key: ProductOrder.Key) -> ProductList {
        ProductList(root: Node.inserting(key, product, into: root))
    }

    /// The list without the product with the given key (unchanged if it does not hold one).
    ///
    /// - Complexity: O(log *n*) comparisons and new nodes; `self` is unchanged.
    func removing(key: ProductOrder.Key) -> ProductList {
        ProductList(root: Node.removing(key, from: root))
    }
}

extension ProductList: Equatable {
    /// Returns whether two lists hold the same products in the same order.
    ///
    /// - Complexity: O(1) when the lists are identical (``isIdentical(to:)``) or differ in
    ///   length; otherwise O(*n*).
    public static func == (lhs: ProductList, rhs: ProductList) -> Bool {
        lhs.isIdentical(to: rhs) || (lhs.count == rhs.count && lhs.elementsEqual(rhs))
    }
}

extension ProductList: CustomStringConvertible {
    /// The products, as an array prints them.
    ///
    /// - Complexity: O(*n*).
    public var description: String { Array(self).description }
}
