import Domain
import Foundation

/// The texts Cars' and Car's presenters build for a car (Docs/Contract.md §3): its title and its
/// power. Mirrors Foundation's formatters: a value in, its text out.
enum CarFormatter {
    /// Make and model, each trimmed of white space and new lines, the non-empty ones joined by
    /// one space: "BMW i3", or "" when both are empty.
    static func title(for car: Car) -> String {
        [car.make, car.model]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The car's horsepower (the domain's ``Car/horsepower``) followed by " HP": "168 HP".
    static func power(for car: Car) -> String {
        "\(car.horsepower) HP"
    }
}
