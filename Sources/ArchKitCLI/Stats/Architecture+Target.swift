import Harness

extension Architecture {
    /// The name of the architecture's target: its folder under `Sources/`, and `<name>Tests`
    /// under `Tests/`.
    var targetName: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .viper: "VIPER"
        case .closureMVVM: "ClosureMVVM"
        case .reactiveMVVM: "ReactiveMVVM"
        case .observationMVVM: "ObservationMVVM"
        case .redux: "Redux"
        case .tca: "Composable"
        }
    }
}
