import ComposableEngine
import Widgets

/// A screen pushed for a presented feature: tells its parent when the user pops it, so the
/// parent can send `.dismiss`.
///
/// UIKitNavigation (which TCA's UIKit support builds on) learns of the pop from the navigation
/// controller; the kit's stand-in has no delegate, so the pushed screen reports it.
class DestinationScreen: Screen {
    /// Called once when the screen leaves the stack.
    var onPop: (@MainActor () -> Void)?

    override func viewDidDisappear() {
        guard navigationController == nil else { return }
        let pop = onPop
        onPop = nil
        pop?()
    }
}

extension Screen {
    /// Pushes a screen while a presented feature's store exists, and pops it when the feature's
    /// state goes; a pop by the user sends `dismiss`.
    ///
    /// - Parameters:
    ///   - item: The presented feature's store (`store.scope(state: \.login, action: \.login)`),
    ///     or `nil` when nothing is presented. Observed.
    ///   - dismiss: Sends the parent's `.dismiss` for the feature.
    ///   - destination: Builds the screen for the store.
    /// - Returns: The observation's token; keep it with the screen's.
    /// - Note: Mirrors UIKitNavigation's `navigationDestination(item:destination:)`, used in
    ///   TCA's UIKit case studies.
    func navigationDestination<State, Action>(
        item: @escaping @MainActor () -> Store<State, Action>?,
        dismiss: @escaping @MainActor () -> Void,
        destination: @escaping @MainActor (Store<State, Action>) -> DestinationScreen
    ) -> ObserveToken {
        let pushed = PushedScreen()
        return observe { [weak self] in
            guard let navigationController = self?.navigationController else { return }
            if let store = item() {
                guard pushed.screen == nil else { return }
                let screen = destination(store)
                pushed.screen = screen
                screen.onPop = { [weak pushed, weak screen] in
                    guard let pushed, let screen, pushed.screen === screen else { return }
                    pushed.screen = nil
                    dismiss()
                }
                navigationController.push(screen)
            } else if let screen = pushed.screen {
                pushed.screen = nil
                if navigationController.topScreen === screen { navigationController.popScreen() }
            }
        }
    }
}

/// The screen a ``Screen/navigationDestination(item:dismiss:destination:)`` pushed, held weakly.
@MainActor
private final class PushedScreen {
    weak var screen: DestinationScreen?
}
