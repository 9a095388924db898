import ComposableEngine

// The case paths TCA's `@Reducer` and `@CasePathable` macros would write for Welcome.

extension WelcomeFeature.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let destination = AnyCasePath<WelcomeFeature.Action, PresentationAction<WelcomeFeature.Destination.Action>>(
            embed: WelcomeFeature.Action.destination,
            extract: { if case .destination(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}

extension WelcomeFeature.Destination.State: CasePathable {
    struct AllCasePaths: Sendable {
        let login = AnyCasePath<WelcomeFeature.Destination.State, LoginFeature.State>(
            embed: WelcomeFeature.Destination.State.login,
            extract: { if case .login(let state) = $0 { state } else { nil } })
        let home = AnyCasePath<WelcomeFeature.Destination.State, HomeFeature.State>(
            embed: WelcomeFeature.Destination.State.home,
            extract: { if case .home(let state) = $0 { state } else { nil } })
    }

    static let allCasePaths = AllCasePaths()

    /// The Login screen's state, if it is the destination: `\.destination?.login`.
    var login: LoginFeature.State? { Self.allCasePaths.login.extract(from: self) }
    /// The Home screen's state, if it is the destination: `\.destination?.home`.
    var home: HomeFeature.State? { Self.allCasePaths.home.extract(from: self) }
}

extension WelcomeFeature.Destination.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let login = AnyCasePath<WelcomeFeature.Destination.Action, LoginFeature.Action>(
            embed: WelcomeFeature.Destination.Action.login,
            extract: { if case .login(let action) = $0 { action } else { nil } })
        let home = AnyCasePath<WelcomeFeature.Destination.Action, HomeFeature.Action>(
            embed: WelcomeFeature.Destination.Action.home,
            extract: { if case .home(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
