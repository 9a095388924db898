import Foundation
import Testing

@testable import Domain

@Suite("SummaryResponse.interpret (Docs/Contract.md §4's four failures)")
struct SummaryResponseTests {
    @Test func cachingMessageIsShownAsSent() {
        let body = Data(#"{"Message": "Caching in progress"}"#.utf8)
        #expect(throws: SummaryError.serverMessage("Caching in progress")) {
            try SummaryResponse.interpret(statusCode: 200, body: body)
        }
    }

    @Test func messageWithNullCountriesIsShown() {
        let body = Data(#"{"Message": "Caching in progress", "Countries": null}"#.utf8)
        #expect(throws: SummaryError.serverMessage("Caching in progress")) {
            try SummaryResponse.interpret(statusCode: 200, body: body)
        }
    }

    @Test func messageBesideCountriesIsIgnored() throws {
        let summary = try SummaryResponse.interpret(
            statusCode: 200, body: insertingMessage("Caching in progress", into: SummaryFixture.body()))
        #expect(summary.countries.count == 1)
    }

    @Test func messageBesideBrokenCountriesIsUnexpected() {
        let body = Data(#"{"Message": "Caching in progress", "Countries": []}"#.utf8)
        #expect(throws: SummaryError.unexpectedResponse) {
            try SummaryResponse.interpret(statusCode: 200, body: body)
        }
    }

    @Test(arguments: [#"{"Message": ""}"#, #"{"Message": "  "}"#, #"{"Message": 42}"#])
    func blankOrNonStringMessageIsUnexpected(json: String) {
        #expect(throws: SummaryError.unexpectedResponse) {
            try SummaryResponse.interpret(statusCode: 200, body: Data(json.utf8))
        }
    }

    @Test(arguments: [
        "",
        "not json",
        #"{"Global": {"NewConfirmed": 1"#,
        "[]",
        "null",
        #"{}"#,
        #"{"Global": {}, "Date": "2021-04-17T08:53:42Z"}"#,
        #"{"Countries": "many"}"#,
    ])
    func bodiesThatAreNotSummariesAreUnexpected(text: String) {
        #expect(throws: SummaryError.unexpectedResponse) {
            try SummaryResponse.interpret(statusCode: 200, body: Data(text.utf8))
        }
    }

    @Test func countsMustBeIntegers() {
        let text = String(decoding: SummaryFixture.body(), as: UTF8.self)
            .replacingOccurrences(of: #""NewConfirmed": 7"#, with: #""NewConfirmed": 7.5"#)
        #expect(throws: SummaryError.unexpectedResponse) {
            try SummaryResponse.interpret(statusCode: 200, body: Data(text.utf8))
        }
    }

    @Test(arguments: [500, 404, 503, 199, 300, 100, 0, 999])
    func statusesOutside200To299AreServerErrors(statusCode: Int) throws {
        #expect(throws: SummaryError.serverError(statusCode: statusCode)) {
            try SummaryResponse.interpret(statusCode: statusCode, body: SummaryFixture.real)
        }
    }

    @Test(arguments: [200, 201, 203, 299])
    func statusesFrom200To299AreRead(statusCode: Int) throws {
        let summary = try SummaryResponse.interpret(statusCode: statusCode, body: SummaryFixture.body())
        #expect(summary.countries.count == 1)
    }

    @Test func statusWinsOverMessage() {
        let body = Data(#"{"Message": "Caching in progress"}"#.utf8)
        #expect(throws: SummaryError.serverError(statusCode: 503)) {
            try SummaryResponse.interpret(statusCode: 503, body: body)
        }
    }

    private func insertingMessage(_ message: String, into body: Data) -> Data {
        var text = String(decoding: body, as: UTF8.self)
        text.removeFirst()  // "{"
        return Data((#"{"Message": "\#(message)", "# + text).utf8)
    }
}
