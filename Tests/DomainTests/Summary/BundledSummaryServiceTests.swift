import Foundation
import Testing

@testable import Domain

@Suite("BundledSummaryService")
struct BundledSummaryServiceTests {
    @Test func servesTheBundledRealResponse() async throws {
        let service: any SummaryService = BundledSummaryService()
        let summary = try await service.fetchSummary()

        #expect(summary.countries.count == 186)
        #expect(summary.countries.first?.country == "Afghanistan")
        #expect(summary.global.newConfirmed == 135_514 && summary.global.newDeaths == 4_355)
        #expect(summary == (try SummaryResponse.interpret(statusCode: 200, body: SummaryFixture.real)))
    }

    @Test func servesTheSameSummaryEveryTime() async throws {
        let service = BundledSummaryService()
        let first = try await service.fetchSummary()
        let second = try await service.fetchSummary()
        #expect(first == second)
    }

    @MainActor
    @Test func answersOnTheMainActor() async throws {
        let summary = try await BundledSummaryService().fetchSummary()
        MainActor.assertIsolated()
        #expect(summary.countries.count == 186)
    }
}
