import Widgets

/// The app as a run leaves it between two steps, settled: what the next step can act on.
///
/// The fuzzer reads it to choose a step that the screen offers (see `FuzzOffer`).
@MainActor
struct LiveScreen {
    /// The app's navigation stack; its top screen is the one shown.
    let app: NavigationController
    /// The number of summary requests waiting for a `respond` step.
    let pendingRequests: Int
}
