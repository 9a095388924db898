extension ProductList {
    /// Walks a list in order, keeping the path of nodes still to visit.
    ///
    /// - Complexity: O(*n*) for the whole walk, O(log *n*) memory.
    public struct Iterator: IteratorProtocol, Sendable {
        /// The nodes whose product and right subtree are still to visit, the next on top.
        private var path: [Node] = []

        init(root: Node?) {
            path.reserveCapacity(root?.height ?? 0)
            descend(from: root)
        }

        /// Returns the next product in list order, or `nil` after the last.
        ///
        /// - Complexity: amortised O(1).
        public mutating func next() -> Product? {
            guard let node = path.popLast() else { return nil }
            descend(from: node.right)
            return node.product
        }

        private mutating func descend(from node: Node?) {
            var node = node
            while let current = node {
                path.append(current)
                node = current.left
            }
        }
    }

    /// Returns an iterator over the products in list order.
    ///
    /// - Complexity: O(log *n*) to start; O(*n*) to walk the whole list.
    public func makeIterator() -> Iterator {
        Iterator(root: root)
    }
}
