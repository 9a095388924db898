import Domain

/// The navigation Cars' presenter asks for.
@MainActor
protocol CarsRouterInput: AnyObject {
    /// Pushes Car for `car`; the Car module reports every accepted edit to `output`.
    func showCar(_ car: Car, output: any CarModuleOutput)
}
