import Foundation

@testable import Domain

/// Bodies the summary tests read.
enum SummaryFixture {
    /// The real `/summary` response bundled with Domain (186 countries).
    static var real: Data {
        get throws {
            guard let data = BundledSummaryService.responseData() else {
                throw FixtureMissing()
            }
            return data
        }
    }

    /// A small valid body with one country, built from `country` and `date` strings.
    static func body(countryDate: String = "2021-04-17T08:53:42Z", date: String = "2021-04-17T08:53:42.925Z") -> Data {
        Data(
            """
            {"Global": {"NewConfirmed": 1, "TotalConfirmed": 2, "NewDeaths": 3, "TotalDeaths": 4,
                        "NewRecovered": 5, "TotalRecovered": 6},
             "Countries": [{"Country": "Viet Nam", "CountryCode": "VN", "Slug": "vietnam",
                            "NewConfirmed": 7, "TotalConfirmed": 8, "NewDeaths": 9,
                            "TotalDeaths": 10, "NewRecovered": 11, "TotalRecovered": 12,
                            "Date": "\(countryDate)"}],
             "Date": "\(date)"}
            """.utf8)
    }

    /// The instant "YYYY-MM-DDTHH:MM:SS(.fff)Z" names, computed without any formatter.
    static func utc(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int,
        milliseconds: Int = 0
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        let whole = calendar.date(from: components)!
        return whole.addingTimeInterval(Double(milliseconds) / 1000)
    }

    struct FixtureMissing: Error {}
}
