/// Watches objects through weak references and reports those still alive.
///
/// ``track(_:)`` walks an object's stored properties with `Mirror` (through optionals,
/// collections and superclasses, a few levels deep) so that a screen's view model, presenter,
/// subjects and subscriptions are watched along with the screen, without the architectures
/// having to register anything.
@MainActor
final class LeakTracker {
    private final class WeakBox {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject, name: String) {
            self.object = object
            self.name = name
        }
    }

    private var boxes: [WeakBox] = []
    private var seen: Set<ObjectIdentifier> = []

    /// Watches an object and what it owns, to `depth` levels of stored properties.
    func track(_ object: AnyObject, depth: Int = 3) {
        let id = ObjectIdentifier(object)
        guard !seen.contains(id) else { return }
        seen.insert(id)
        boxes.append(WeakBox(object, name: String(describing: type(of: object))))
        guard depth > 0 else { return }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children { visit(child.value, depth: depth - 1) }
            mirror = current.superclassMirror
        }
    }

    private func visit(_ value: Any, depth: Int) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class:
            track(value as AnyObject, depth: depth)
        case .optional, .collection, .set, .dictionary, .tuple, .struct, .enum:
            guard depth >= 0 else { return }
            for child in mirror.children { visit(child.value, depth: depth) }
        default:
            return
        }
    }

    /// The type names of the watched objects still alive, in the order they were first seen.
    func survivors() -> [String] {
        boxes.filter { $0.object != nil }.map(\.name)
    }
}
