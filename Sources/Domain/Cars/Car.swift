import Foundation

/// An electric car in the catalogue, as the Cars and Car screens show and edit it.
///
/// A car is a plain value: editing one on the Car screen makes a new value that the app
/// stores back in its catalogue. Everything a screen shows about a car is derived here, so
/// that every architecture formats it the same way.
///
/// Source: Docs/Contract.md §3 (entity `Car`); seed 002 (`Car` with `make`, `model`, `kilowatts` and
/// `photoURL`).
public struct Car: Sendable, Hashable {
    /// The manufacturer, as typed; it may have surrounding white space or be empty.
    public var make: String
    /// The model name, as typed; it may have surrounding white space or be empty.
    public var model: String
    /// The motor's power in kilowatts. Any `Int` is allowed, including negative values.
    public var kilowatts: Int
    /// Where the car's photo is, or `nil` when the car has none.
    public var photoURL: URL?

    /// Creates a car.
    ///
    /// - Parameters:
    ///   - make: The manufacturer.
    ///   - model: The model name.
    ///   - kilowatts: The motor's power in kilowatts.
    ///   - photoURL: Where the car's photo is; `nil` (the default) when it has none.
    public init(make: String, model: String, kilowatts: Int, photoURL: URL? = nil) {
        self.make = make
        self.model = model
        self.kilowatts = kilowatts
        self.photoURL = photoURL
    }

    /// The car's power in horsepower, from ``kilowatts`` by ``Horsepower/horsepower(kilowatts:)``.
    ///
    /// Never negative, and `Int.max` for a power beyond `Int`.
    public var horsepower: Int {
        Horsepower.horsepower(kilowatts: kilowatts)
    }

    /// The car's title: make and model, each trimmed of white space and new lines, the
    /// non-empty ones joined by one space.
    ///
    /// White space inside the make or the model is kept as typed. When both are empty after
    /// trimming, the title is the empty string.
    ///
    /// Source: Docs/Contract.md §3 ("display title"); seed 002 joins make and model with a space.
    public var displayTitle: String {
        [make.trimmed, model.trimmed].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The car's power as shown: ``horsepower`` followed by " HP", such as `"168 HP"`.
    ///
    /// The number is written in decimal digits with no grouping separators, so the text is
    /// the same in every locale.
    ///
    /// Source: Docs/Contract.md §3 ("power text"); seed 002's `"\(horsepower) HP"`.
    public var powerText: String {
        "\(horsepower) HP"
    }
}
