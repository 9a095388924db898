import Foundation
import Testing

@testable import Domain

@Suite("Summary decoding (Docs/Contract.md §4, the real covid19api.com response)")
struct SummaryDecodingTests {
    @Test func decodesTheRealResponse() throws {
        let summary = try SummaryResponse.interpret(statusCode: 200, body: SummaryFixture.real)

        #expect(summary.countries.count == 186)
        #expect(summary.date == SummaryFixture.utc(2020, 6, 1, 2, 19, 37))
        #expect(
            summary.global
                == Global(
                    newConfirmed: 135514, totalConfirmed: 6_149_975, newDeaths: 4355,
                    totalDeaths: 376_268, newRecovered: 71158, totalRecovered: 2_564_042))
        #expect(
            summary.countries.first
                == Country(
                    country: "Afghanistan", countryCode: "AF", slug: "afghanistan",
                    newConfirmed: 866, totalConfirmed: 14525, newDeaths: 3, totalDeaths: 249,
                    newRecovered: 44, totalRecovered: 1303,
                    date: SummaryFixture.utc(2020, 6, 1, 2, 19, 37)))
        #expect(
            summary.countries.last
                == Country(
                    country: "Zimbabwe", countryCode: "ZW", slug: "zimbabwe",
                    newConfirmed: 25, totalConfirmed: 174, newDeaths: 0, totalDeaths: 4,
                    newRecovered: 1, totalRecovered: 29,
                    date: SummaryFixture.utc(2020, 6, 1, 2, 19, 37)))
    }

    @Test func keepsResponseOrder() throws {
        let summary = try SummaryResponse.interpret(statusCode: 200, body: SummaryFixture.real)
        let names = summary.countries.prefix(3).map(\.country)
        #expect(names == ["Afghanistan", "Albania", "Algeria"])
    }

    @Test func ignoresUnknownFields() throws {
        let body = Data(
            """
            {"ID": "c8a6a1b2-5a9e-4bd5-9c4d-1a2b3c4d5e6f", "Message": "",
             "Global": {"NewConfirmed": 1, "TotalConfirmed": 2, "NewDeaths": 3, "TotalDeaths": 4,
                        "NewRecovered": 5, "TotalRecovered": 6, "Date": "2021-04-17T08:53:42.925Z"},
             "Countries": [{"ID": "5e6f", "Country": "Viet Nam", "CountryCode": "VN",
                            "Slug": "vietnam", "NewConfirmed": 7, "TotalConfirmed": 8,
                            "NewDeaths": 9, "TotalDeaths": 10, "NewRecovered": 11,
                            "TotalRecovered": 12, "Date": "2021-04-17T08:53:42.925Z",
                            "Premium": {}}],
             "Date": "2021-04-17T08:53:42.925Z"}
            """.utf8)

        let summary = try SummaryResponse.interpret(statusCode: 200, body: body)

        #expect(summary.global.totalRecovered == 6)
        #expect(summary.countries.map(\.countryCode) == ["VN"])
        #expect(summary.countries[0].totalRecovered == 12)
    }

    @Test(arguments: [
        ("2021-04-17T08:53:42.925Z", 925),
        ("2021-04-17T08:53:42Z", 0),
    ])
    func decodesDatesWithAndWithoutFractionalSeconds(text: String, milliseconds: Int) throws {
        let summary = try SummaryResponse.interpret(
            statusCode: 200, body: SummaryFixture.body(countryDate: text, date: text))
        let expected = SummaryFixture.utc(2021, 4, 17, 8, 53, 42, milliseconds: milliseconds)

        #expect(abs(summary.date.timeIntervalSince(expected)) < 0.000_5)
        #expect(abs(summary.countries[0].date.timeIntervalSince(expected)) < 0.000_5)
    }

    @Test func decodesWithAnyDecoderConfiguration() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let summary = try decoder.decode(Summary.self, from: SummaryFixture.body())
        #expect(summary.countries.count == 1)
    }

    @Test(arguments: ["2021-04-17", "17/04/2021 08:53:42", "yesterday", ""])
    func rejectsDatesThatAreNotISO8601(text: String) {
        #expect(throws: SummaryError.unexpectedResponse) {
            try SummaryResponse.interpret(statusCode: 200, body: SummaryFixture.body(date: text))
        }
    }

    @Test func parsesDatesConcurrently() async {
        let expected = SummaryFixture.utc(2021, 4, 17, 8, 53, 42, milliseconds: 925)
        let results = await withTaskGroup(of: Date?.self) { group in
            for _ in 0..<64 {
                group.addTask { SummaryDate.parse("2021-04-17T08:53:42.925Z") }
            }
            return await group.reduce(into: [Date?]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.map { abs($0.timeIntervalSince(expected)) < 0.000_5 } ?? false })
    }
}
