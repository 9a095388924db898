import Tracing

/// A stack of screens, the top one visible. Mirrors `UINavigationController`.
///
/// Pushing and popping run the screens' lifecycle methods in UIKit's order. The screen that
/// becomes the top runs its pending ``Screen/updateProperties()`` between `viewWillAppear()` and
/// `viewDidAppear()`, as UIKit's first layout of an appearing view does; only the top screen
/// takes part in update passes (``UpdatePass``). The stack holds its screens strongly; a popped
/// screen is released (and, if nothing else holds it, freed).
///
/// - Note: Main-actor isolated.
@MainActor
public final class NavigationController {
    /// The screens, bottom (root) first.
    public private(set) var screens: [Screen]

    /// Called with every screen the stack takes, the root included. The harness uses it to
    /// check that screens are freed after they are popped.
    package var didShow: ((Screen) -> Void)?

    /// Creates a stack with a root screen and shows it (load, will appear, did appear).
    public init(rootScreen: Screen) {
        screens = [rootScreen]
        rootScreen.navigationController = self
        rootScreen.loadViewIfNeeded()
        rootScreen.viewWillAppear()
        rootScreen.isInWindow = true
        rootScreen.updatePropertiesIfNeeded()
        rootScreen.viewDidAppear()
    }

    /// The visible screen.
    public var topScreen: Screen { screens[screens.count - 1] }

    /// The titles of the screens, bottom first.
    public var titles: [String] { screens.map(\.title) }

    /// Pushes a screen on top and shows it. Mirrors `pushViewController(_:animated:)`.
    public func push(_ screen: Screen) {
        traceNavigation("push(\(type(of: screen)))")
        let covered = topScreen
        screen.navigationController = self
        screen.loadViewIfNeeded()
        didShow?(screen)
        covered.viewWillDisappear()
        screen.viewWillAppear()
        screens.append(screen)
        covered.isInWindow = false
        screen.isInWindow = true
        screen.updatePropertiesIfNeeded()
        covered.viewDidDisappear()
        screen.viewDidAppear()
    }

    /// Pops the top screen, unless it is the root. Mirrors `popViewController(animated:)`.
    /// - Returns: The popped screen, or `nil` when only the root is left.
    @discardableResult
    public func popScreen() -> Screen? {
        guard screens.count > 1 else { return nil }
        let popped = topScreen
        traceNavigation("popScreen() \(type(of: popped))")
        let revealed = screens[screens.count - 2]
        popped.viewWillDisappear()
        revealed.viewWillAppear()
        screens.removeLast()
        popped.navigationController = nil
        popped.isInWindow = false
        revealed.isInWindow = true
        revealed.updatePropertiesIfNeeded()
        popped.viewDidDisappear()
        revealed.viewDidAppear()
        return popped
    }

    /// Reports a push or pop to the trace (``Probe``), while it records, so it shows as a hop
    /// like a widget write.
    /// - Parameter detail: The push or pop (`push(LoginViewController)`); evaluated only while
    ///   tracing.
    @inline(__always)
    private func traceNavigation(_ detail: @autoclosure () -> String) {
        if Probe.isRecording {
            Probe.record(ProbeEvent(kind: .navigation, subject: "NavigationController", detail: detail()))
        }
    }

    /// The user goes back: pops the top screen, then runs the update pass. Does nothing on the
    /// root screen.
    /// - Returns: Whether a screen was popped.
    @discardableResult
    public func goBack() -> Bool {
        if Probe.isRecording {
            Probe.record(ProbeEvent(kind: .event, subject: "NavigationController", detail: "goBack()"))
        }
        return UpdatePass.deliver { popScreen() != nil }
    }
}
