import Foundation
import Testing

@testable import Domain

@Suite("Summary texts (Docs/Contract.md §4, seed 003's cell text)")
struct SummaryTextTests {
    @Test func rowTitleIsSeed003sText() throws {
        let summary = try SummaryResponse.interpret(statusCode: 200, body: SummaryFixture.real)
        let titles = summary.countries.map(\.rowTitle)

        #expect(titles.first == "Afghanistan: 866 - Death: 3")
        #expect(titles.contains("Andorra: 0 - Death: 0"))
        #expect(titles.last == "Zimbabwe: 25 - Death: 0")
    }

    @Test func headlineHasNoGroupingSeparators() throws {
        let summary = try SummaryResponse.interpret(statusCode: 200, body: SummaryFixture.real)
        #expect(summary.global.headline == "Global: 135514 new cases, 4355 new deaths")
    }

    @Test func largeAndNegativeCountsAreWrittenPlainly() {
        let country = Country(
            country: "Côte d'Ivoire", countryCode: "CI", slug: "cote-divoire",
            newConfirmed: 1_234_567, totalConfirmed: 0, newDeaths: -2, totalDeaths: 0,
            newRecovered: 0, totalRecovered: 0, date: Date(timeIntervalSince1970: 0))
        let global = Global(
            newConfirmed: 12_345_678, totalConfirmed: 0, newDeaths: 1_000, totalDeaths: 0,
            newRecovered: 0, totalRecovered: 0)

        #expect(country.rowTitle == "Côte d'Ivoire: 1234567 - Death: -2")
        #expect(global.headline == "Global: 12345678 new cases, 1000 new deaths")
    }
}
