/// Watches objects through weak references and reports those still alive.
///
/// ``track(_:)`` walks an object's stored properties with `Mirror` (through optionals,
/// collections and superclasses, a few levels deep) so that a screen's view model, presenter,
/// subjects and subscriptions are watched along with the screen, without the architectures
/// having to register anything.
///
/// It watches only the app's own objects: a type declared in the toolchain's modules (the
/// standard library, Foundation, Dispatch, …) is neither tracked nor walked into. Such objects
/// are the storage of values (a `URL`'s, a `Data`'s), which is shared with every copy of the
/// value, including immortal constants such as `Car.demoCatalogue`; their lifetime says nothing
/// about what a screen freed.
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
        guard !Self.isToolchainType(type(of: object)) else { return }
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
        case .struct where Self.isToolchainType(type(of: value)):
            return  // A toolchain value (`URL`, `Data`, `Task`): its storage is not the app's.
        case .optional, .collection, .set, .dictionary, .tuple, .struct, .enum:
            guard depth >= 0 else { return }
            for child in mirror.children { visit(child.value, depth: depth) }
        default:
            return
        }
    }

    /// The modules whose types are values' storage or services, never an app's own objects.
    private static let toolchainModules: Set<Substring> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "Dispatch", "Synchronization",
    ]

    /// Whether `type` is declared in one of ``toolchainModules``.
    private static func isToolchainType(_ type: Any.Type) -> Bool {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: ".") else { return false }
        return toolchainModules.contains(qualified[..<dot])
    }

    /// Whether every watched object has been freed; unlike ``survivors()``, allocates nothing,
    /// so it can be asked on every turn of a wait.
    var allFreed: Bool {
        boxes.allSatisfy { $0.object == nil }
    }

    /// The type names of the watched objects still alive, in the order they were first seen.
    func survivors() -> [String] {
        boxes.filter { $0.object != nil }.map(\.name)
    }
}
