/// What Welcome's view shows, as its presenter built it from the user (Docs/Contract.md §1).
///
/// The display data of objc.io issue 13's VIPER (`VTDUpcomingDisplayData`, built by
/// `VTDListPresenter.m`): texts and states ready to set, nothing left for the view to decide.
struct WelcomeDisplayData: Hashable {
    let name: String
    let about: String
    let isLoginEnabled: Bool
    let isHomeEnabled: Bool
}
