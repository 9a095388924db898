import Domain
import Foundation

/// The texts shown for a car: Car's view model computes its title and horsepower outputs from
/// them, and Cars' view model its rows.
extension Car {
    /// The car's title, as the Car screen's title and its row's title on Cars show it
    /// (Docs/Contract.md §3, "display title"): make and model, each trimmed of white space and
    /// new lines, the non-empty ones joined by one space; empty when both are.
    var titleText: String {
        [make, model]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The car's power, as the Car screen's `horsepower` label and its row's detail on Cars show
    /// it (Docs/Contract.md §3, "power text"): the domain's ``horsepower`` followed by " HP",
    /// such as "168 HP".
    var horsepowerText: String {
        "\(horsepower) HP"
    }
}
