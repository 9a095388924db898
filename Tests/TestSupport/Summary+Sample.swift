import Domain
import Foundation

extension Summary {
    /// A small summary for tests: the given countries (each with `newConfirmed` and
    /// `newDeaths` as given, other counts 0) and a global line of `newConfirmed` new cases and
    /// `newDeaths` new deaths.
    ///
    /// - Parameters:
    ///   - countries: Name, new cases and new deaths of each country, in order.
    ///   - newConfirmed: The world's new cases.
    ///   - newDeaths: The world's new deaths.
    public static func sample(
        countries: [(name: String, newConfirmed: Int, newDeaths: Int)] = [("Viet Nam", 7, 0), ("Italy", 416, 111)],
        newConfirmed: Int = 423,
        newDeaths: Int = 111
    ) -> Summary {
        let date = Date(timeIntervalSince1970: 1_590_977_977)  // 2020-06-01T02:19:37Z
        return Summary(
            global: Global(
                newConfirmed: newConfirmed, totalConfirmed: 0, newDeaths: newDeaths, totalDeaths: 0,
                newRecovered: 0, totalRecovered: 0),
            countries: countries.map { country in
                Country(
                    country: country.name, countryCode: "", slug: "",
                    newConfirmed: country.newConfirmed, totalConfirmed: 0,
                    newDeaths: country.newDeaths, totalDeaths: 0,
                    newRecovered: 0, totalRecovered: 0, date: date)
            },
            date: date)
    }
}
