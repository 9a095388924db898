/// What Cars' view reports to its presenter.
@MainActor
protocol CarsViewOutput: AnyObject {
    func viewDidLoad()
    func carSelected(at row: Int)
}
