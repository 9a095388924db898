import Foundation

/// An electric car in the catalogue, as the Cars and Car screens show and edit it.
///
/// A car is a plain value: editing one on the Car screen makes a new value that the app
/// stores back in its catalogue. The rules about a car live here (its ``horsepower``; the
/// kilowatts field's rule is ``KilowattsInput``); what a screen shows of it (the display title,
/// the power text) is presentation, computed by each architecture to the texts
/// Docs/Contract.md §3 fixes.
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
}
