/// An ordered collection of identifiable elements, one per id, read by position or by id in
/// O(1): the collection a feature's state keeps a list in, so that its actions name elements by
/// id (`.delete(id:)`), never by a position that may have moved by the time an effect answers.
///
/// ```swift
/// var products: IdentifiedArrayOf<Product> = [ipad, iphone]
/// products[id: "ipad"]?.name = "iPad Pro"   // update by id
/// products.remove(id: "iphone")             // delete by id
/// products.insert(mouse, at: 1)
/// products.ids                              // ["ipad", "mouse"]
/// ```
///
/// - Complexity: Reading by position or id, `index(id:)`, and `append(_:)` of a new id:
///   O(1) (amortized). Inserting or removing at a position: O(*n*), as an array's, plus
///   re-indexing the elements after it. Equality: O(*n*).
/// - Note: Mirrors swift-identified-collections' `IdentifiedArray` / `IdentifiedArrayOf`
///   (`subscript(id:)`, `index(id:)`, `remove(id:)`, `append(_:)`, `insert(_:at:)`, `ids`),
///   which TCA features keep lists in. Deliberate differences: elements are `Identifiable`
///   (no custom id key path), and `ids` is an array (an `OrderedSet` there).
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
    /// The elements, in order.
    public private(set) var elements: [Element]
    /// Each element's position in ``elements``, by id.
    private var positions: [ID: Int]

    /// An empty collection.
    public init() {
        elements = []
        positions = [:]
    }

    /// The elements in order, whose ids must be unique.
    /// - Parameter elements: Elements with distinct ids.
    /// - Precondition: No two elements share an id.
    /// - Complexity: O(*n*).
    public init(uniqueElements elements: some Sequence<Element>) {
        self.elements = Array(elements)
        positions = Dictionary(minimumCapacity: self.elements.count)
        for (position, element) in self.elements.enumerated() {
            precondition(positions.updateValue(position, forKey: element.id) == nil, "Duplicate id \(element.id)")
        }
    }

    /// The ids, in order.
    /// - Complexity: O(*n*).
    public var ids: [ID] { elements.map(\.id) }

    /// The position of the element with an id, or `nil`.
    /// - Complexity: O(1).
    public func index(id: ID) -> Int? { positions[id] }

    /// The element with an id, or `nil`. Setting an element replaces the one of its id in place
    /// (or appends it if none has it); setting `nil` removes it.
    /// - Complexity: O(1) to read or replace; as ``append(_:)`` or ``remove(id:)`` otherwise.
    /// - Precondition: A set element has the id it is set at.
    public subscript(id id: ID) -> Element? {
        get { positions[id].map { elements[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            precondition(newValue.id == id, "An element set at id \(id) has id \(newValue.id)")
            if let position = positions[id] { elements[position] = newValue } else { append(newValue) }
        }
    }

    /// Appends an element whose id is not in the collection yet.
    /// - Parameter element: The element.
    /// - Returns: Whether it was inserted (`false`: an element has its id, nothing changed),
    ///   and the position of the element of its id.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if let position = positions[element.id] { return (false, position) }
        elements.append(element)
        positions[element.id] = elements.count - 1
        return (true, elements.count - 1)
    }

    /// Inserts an element whose id is not in the collection yet at a position.
    /// - Parameters:
    ///   - element: The element.
    ///   - position: Where, in `startIndex...endIndex`.
    /// - Returns: Whether it was inserted (`false`: an element has its id, nothing changed),
    ///   and the position of the element of its id.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func insert(_ element: Element, at position: Int) -> (inserted: Bool, index: Int) {
        if let existing = positions[element.id] { return (false, existing) }
        elements.insert(element, at: position)
        reindex(from: position)
        return (true, position)
    }

    /// Removes the element with an id.
    /// - Parameter id: The id.
    /// - Returns: The removed element, or `nil` if none has the id.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let position = positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at a position.
    /// - Parameter position: A valid position.
    /// - Returns: The removed element.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let element = elements.remove(at: position)
        positions[element.id] = nil
        reindex(from: position)
        return element
    }

    /// Records the positions of the elements from `position` on.
    private mutating func reindex(from position: Int) {
        for index in position..<elements.count { positions[elements[index].id] = index }
    }
}

/// An ``IdentifiedArray`` of `Identifiable` elements, by their `id`.
///
/// - Note: Mirrors swift-identified-collections' `IdentifiedArrayOf`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }

    /// The element at a position. Setting it replaces the element in place.
    /// - Precondition: A set element keeps the id of the one it replaces.
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set {
            precondition(newValue.id == elements[position].id, "An element set at \(position) changes its id")
            elements[position] = newValue
        }
    }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
    /// The elements listed, whose ids must be unique.
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// Whether both hold equal elements in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable, ID: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
    public var description: String { elements.description }
}
