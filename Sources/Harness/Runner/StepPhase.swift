import Widgets

/// Where a ``ScenarioRunner`` is in a scenario, as its step observer hears it.
package enum StepPhase {
    /// The architecture built the app, before the first step.
    case started(NavigationController)
    /// Step `index` is about to act.
    case began(Int)
    /// Step `index` has acted and the screen has settled, or the step failed.
    case ended(Int)
}
