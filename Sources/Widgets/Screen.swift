/// One screen of an app: a title and named widgets, with UIKit's view-controller lifecycle.
///
/// `Screen` plays the part of `UIViewController` and its root view together: each
/// architecture's view controllers subclass it, create their widgets, add them with
/// ``add(_:)`` (usually in ``viewDidLoad()``), and override the lifecycle methods they need.
/// A ``NavigationController`` calls the lifecycle methods in UIKit's order: ``viewDidLoad()``
/// once before the screen first appears, then ``viewWillAppear()`` / ``viewDidAppear()`` and
/// ``viewWillDisappear()`` / ``viewDidDisappear()`` as screens are pushed and popped. Between
/// ``viewWillAppear()`` and ``viewDidAppear()`` it runs ``updateProperties()`` if the screen
/// needs it; ``updateProperties()`` tracks the `@Observable` properties it reads and runs again,
/// once per update pass, after any of them changes (UIKit 26's automatic observation tracking;
/// see `Screen+UpdateProperties.swift` and `Docs/Widgets.md`).
///
/// - Note: Main-actor isolated, like UIKit. Everything a screen owns should be freed when it is
///   popped; the harness checks this with weak references.
@MainActor
open class Screen {
    /// The title shown in the navigation bar.
    public var title: String {
        didSet { WriteCounter.record(oldValue, title, on: self) }
    }

    /// The widgets, in the order they were added.
    public private(set) var widgets: [Widget] = []

    /// The navigation controller the screen is on, if any. Held weakly, as in UIKit.
    public internal(set) weak var navigationController: NavigationController?

    /// Whether ``viewDidLoad()`` has run.
    public private(set) var isViewLoaded = false

    /// Whether ``updateProperties()`` should run at the next update pass. A new screen needs it.
    public internal(set) var needsUpdateProperties = true
    /// Whether the screen is the top of a navigation stack: only such a screen takes part in
    /// update passes (a covered or popped screen is out of the window, as in UIKit).
    var isInWindow = false
    /// Whether a request by hand is already in the next update pass's list.
    var isAwaitingUpdatePass = false
    /// Counts the runs of ``updateProperties()``; a tracking installed by an earlier run than
    /// the last is stale and its change is ignored.
    var trackingGeneration = 0

    /// Creates a screen with a title.
    public init(title: String) {
        self.title = title
    }

    /// Adds widgets to the screen, after those it has.
    ///
    /// - Precondition: No two widgets of a screen share an id.
    public func add(_ newWidgets: Widget...) {
        for widget in newWidgets {
            precondition(self.widget(id: widget.id) == nil, "duplicate widget id '\(widget.id)'")
            widgets.append(widget)
        }
    }

    /// The widget with the given id, if the screen has one.
    public func widget(id: String) -> Widget? {
        widgets.first { $0.id == id }
    }

    /// Runs ``viewDidLoad()`` if it has not run yet. Mirrors `loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Called once, before the screen first appears: create and add widgets, bind them.
    open func viewDidLoad() {}
    /// Called before the screen becomes the top of its navigation stack.
    open func viewWillAppear() {}
    /// Called after the screen became the top of its navigation stack.
    open func viewDidAppear() {}
    /// Called before the screen stops being the top (covered or popped).
    open func viewWillDisappear() {}
    /// Called after the screen stopped being the top (covered or popped).
    open func viewDidDisappear() {}
    /// Called to set the widgets' content from the model. Mirrors UIKit 26's
    /// `UIViewController.updateProperties()`.
    ///
    /// Don't call it directly: call ``setNeedsUpdateProperties()`` to schedule a run, or
    /// ``updatePropertiesIfNeeded()`` to run a pending one now. Every `@Observable` property read
    /// here is tracked; a change of any of them schedules the next run. Reads outside this method
    /// (in an action, in ``viewDidLoad()``) are not tracked.
    open func updateProperties() {}

    /// The screen's visible state as a value.
    public func snapshot() -> ScreenSnapshot {
        ScreenSnapshot(title: title, widgets: widgets.map { $0.snapshot() })
    }
}
