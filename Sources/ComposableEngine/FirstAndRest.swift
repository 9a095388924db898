/// A list that keeps its first element inline and the others in an array: an observation
/// usually reads one field of one root, so its reads and roots are then one element and no
/// allocation.
///
/// - Complexity: `append` amortised O(1); iterating O(*n*).
struct FirstAndRest<Element>: Sequence {
    private var first: Element?
    private var rest: [Element] = []

    mutating func append(_ element: Element) {
        if first == nil { first = element } else { rest.append(element) }
    }

    /// Empties the list, keeping the array's capacity for the next run.
    mutating func removeAll() {
        first = nil
        rest.removeAll(keepingCapacity: true)
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, rest: rest.makeIterator())
    }

    /// The first element, then the rest in order.
    struct Iterator: IteratorProtocol {
        fileprivate var first: Element?
        fileprivate var rest: IndexingIterator<[Element]>

        mutating func next() -> Element? {
            if let element = first {
                first = nil
                return element
            }
            return rest.next()
        }
    }
}
