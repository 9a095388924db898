/// What Cars' view reports to its presenter.
@MainActor
protocol CarsViewOutput: AnyObject {
    func viewDidLoad()
    func rowSelected(at row: Int)
}
