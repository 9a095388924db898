/// What Car's view shows of the car after every accepted edit, as the presenter built it
/// (Docs/Contract.md §3): the screen's title and the horsepower label.
struct CarDisplayData: Hashable {
    let title: String
    let horsepower: String
}
