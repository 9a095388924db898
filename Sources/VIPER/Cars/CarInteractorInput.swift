import Domain

/// Car's use cases: editing the car by the domain's rules, and loading its photo.
@MainActor
protocol CarInteractorInput: AnyObject {
    var car: Car { get }
    func changeMake(_ make: String)
    func changeModel(_ model: String)
    /// Whether `text` is a kilowatts value: the domain's ``KilowattsInput`` rule.
    func canChangeKilowatts(to text: String) -> Bool
    /// Takes `text` as the new power, if it is one.
    func changeKilowatts(_ text: String)
    /// Loads the car's photo; the output hears each stage.
    func loadPhoto()
}
