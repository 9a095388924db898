extension ProductList {
    /// A node of the list's AVL tree: one product, its key, its two subtrees, and its height
    /// and size. Immutable, so snapshots share nodes; every "change" builds new nodes on the
    /// path from the root and reuses the rest.
    final class Node: Sendable {
        /// The product's sort key (folded name, then id).
        let key: ProductOrder.Key
        /// The product.
        let product: Product
        /// The products that sort before this one.
        let left: Node?
        /// The products that sort after this one.
        let right: Node?
        /// The number of nodes on the longest path down from this one, itself included.
        let height: Int
        /// The number of products in this subtree.
        let count: Int

        init(_ left: Node?, _ key: ProductOrder.Key, _ product: Product, _ right: Node?) {
            self.key = key
            self.product = product
            self.left = left
            self.right = right
            height = 1 + Swift.max(left?.height ?? 0, right?.height ?? 0)
            count = 1 + (left?.count ?? 0) + (right?.count ?? 0)
        }

        /// A balanced tree of rows already in order.
        ///
        /// - Complexity: O(*n*).
        static func balancedTree(_ rows: ArraySlice<(key: ProductOrder.Key, product: Product)>) -> Node? {
            guard !rows.isEmpty else { return nil }
            let middle = rows.startIndex + rows.count / 2
            return Node(
                balancedTree(rows[..<middle]), rows[middle].key, rows[middle].product,
                balancedTree(rows[(middle + 1)...]))
        }

        /// The node at a row of the subtree (`0..<node.count`).
        ///
        /// - Complexity: O(log *n*).
        static func node(at row: Int, in node: Node) -> Node {
            var node = node
            var row = row
            while true {
                let leftCount = node.left?.count ?? 0
                if row < leftCount {
                    node = node.left!
                } else if row == leftCount {
                    return node
                } else {
                    row -= leftCount + 1
                    node = node.right!
                }
            }
        }

        /// The row of a key in the subtree, or `nil`.
        ///
        /// - Complexity: O(log *n*).
        static func row(of key: ProductOrder.Key, in node: Node?) -> Int? {
            var node = node
            var rowsBefore = 0
            while let current = node {
                if key < current.key {
                    node = current.left
                } else if current.key < key {
                    rowsBefore += (current.left?.count ?? 0) + 1
                    node = current.right
                } else {
                    return rowsBefore + (current.left?.count ?? 0)
                }
            }
            return nil
        }

        /// The subtree with `product` added under `key`, or replacing the node with that key.
        ///
        /// - Complexity: O(log *n*).
        static func inserting(_ key: ProductOrder.Key, _ product: Product, into node: Node?) -> Node {
            guard let node else { return Node(nil, key, product, nil) }
            if key < node.key {
                return balanced(inserting(key, product, into: node.left), node.key, node.product, node.right)
            }
            if node.key < key {
                return balanced(node.left, node.key, node.product, inserting(key, product, into: node.right))
            }
            return Node(node.left, key, product, node.right)
        }

        /// The subtree without the node with `key`.
        ///
        /// - Complexity: O(log *n*).
        static func removing(_ key: ProductOrder.Key, from node: Node?) -> Node? {
            guard let node else { return nil }
            if key < node.key {
                return balanced(removing(key, from: node.left), node.key, node.product, node.right)
            }
            if node.key < key {
                return balanced(node.left, node.key, node.product, removing(key, from: node.right))
            }
            guard let right = node.right else { return node.left }
            guard node.left != nil else { return right }
            let (first, rest) = removingFirst(right)
            return balanced(node.left, first.key, first.product, rest)
        }

        /// The first node of a subtree, and the subtree without it.
        private static func removingFirst(_ node: Node) -> (first: Node, rest: Node?) {
            guard let left = node.left else { return (node, node.right) }
            let (first, rest) = removingFirst(left)
            return (first, balanced(rest, node.key, node.product, node.right))
        }

        /// A node over two subtrees whose heights differ by at most 2, rotated so that they
        /// differ by at most 1 (the AVL rule).
        private static func balanced(
            _ left: Node?, _ key: ProductOrder.Key, _ product: Product, _ right: Node?
        ) -> Node {
            let leftHeight = left?.height ?? 0
            let rightHeight = right?.height ?? 0
            if leftHeight > rightHeight + 1, let left {
                if (left.left?.height ?? 0) >= (left.right?.height ?? 0) {
                    return Node(left.left, left.key, left.product, Node(left.right, key, product, right))
                }
                let inner = left.right!
                return Node(
                    Node(left.left, left.key, left.product, inner.left), inner.key, inner.product,
                    Node(inner.right, key, product, right))
            }
            if rightHeight > leftHeight + 1, let right {
                if (right.right?.height ?? 0) >= (right.left?.height ?? 0) {
                    return Node(Node(left, key, product, right.left), right.key, right.product, right.right)
                }
                let inner = right.left!
                return Node(
                    Node(left, key, product, inner.left), inner.key, inner.product,
                    Node(inner.right, right.key, right.product, right.right))
            }
            return Node(left, key, product, right)
        }
    }
}
