import Domain

/// The whole app's state, one value (seed 004's `AppState`): each feature keeps its slice.
///
/// A value with copy-on-write storage, as `Array` is: the four slices live in one shared box,
/// so a copy (the store lends its state to every new subscription, to `getState()` and to
/// `store.state`, and keeps the old state for the notification round) retains one object
/// instead of copying every field of every slice; writing a slice copies the box first when
/// it is shared, so a reducer still builds a new state and never changes the one it was given.
///
/// - Complexity: A copy is O(1) (one retain). The first write to a slice of a shared state
///   copies the four slices once (as a plain struct's copy would); later writes to the same
///   copy are in place.
struct AppState: Equatable {
    /// The box that holds the slices; copied before a write when it is shared.
    private var storage: Storage

    var welcome: WelcomeState {
        get { storage.welcome }
        _modify { yield &uniqueStorage().welcome }
    }

    var products: ProductsState {
        get { storage.products }
        _modify { yield &uniqueStorage().products }
    }

    var cars: CarsState {
        get { storage.cars }
        _modify { yield &uniqueStorage().cars }
    }

    var summary: SummaryState {
        get { storage.summary }
        _modify { yield &uniqueStorage().summary }
    }

    @MainActor
    init(dependencies: AppDependencies) {
        storage = Storage(
            welcome: WelcomeState(user: dependencies.user),
            products: ProductsState(products: dependencies.products.products),
            cars: CarsState(cars: dependencies.cars),
            summary: SummaryState())
    }

    /// Equal when they share the box, or when every slice is equal.
    static func == (lhs: AppState, rhs: AppState) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.welcome == rhs.welcome && lhs.products == rhs.products && lhs.cars == rhs.cars
                && lhs.summary == rhs.summary)
    }

    /// The box, copied first if another state shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The slices, in one object that copies of the state share until one of them is written.
    private final class Storage {
        var welcome: WelcomeState
        var products: ProductsState
        var cars: CarsState
        var summary: SummaryState

        init(welcome: WelcomeState, products: ProductsState, cars: CarsState, summary: SummaryState) {
            self.welcome = welcome
            self.products = products
            self.cars = cars
            self.summary = summary
        }

        /// A new box holding the same slices.
        func copy() -> Storage { Storage(welcome: welcome, products: products, cars: cars, summary: summary) }
    }
}

extension AppState: CustomReflectable {
    /// The four slices, as a plain struct's mirror shows its stored properties (the box is an
    /// implementation detail): what a debugger prints and what the trace's reduce probe compares
    /// to name the slices an action changed (Docs/Trace.md).
    var customMirror: Mirror {
        Mirror(self, children: ["welcome": welcome, "products": products, "cars": cars, "summary": summary])
    }
}
