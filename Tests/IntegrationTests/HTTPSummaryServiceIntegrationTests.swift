import Domain
import Foundation
import Testing

@Suite("HTTPSummaryService against a local server (Docs/Contract.md §4)", .summaryServer)
struct HTTPSummaryServiceIntegrationTests {
    private var server: LocalSummaryServer {
        get throws { try #require(LocalSummaryServer.current, "The local summary server is not running.") }
    }

    private func fetch(_ base: String, timeout: Duration = .seconds(5)) async throws -> Result<Summary, SummaryError> {
        let service = HTTPSummaryService(baseURL: try server.baseURL(base), timeout: timeout)
        do throws(SummaryError) {
            return .success(try await service.fetchSummary())
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: ["ok", "ok/", ""])
    func realResponseDecodes(base: String) async throws {
        let summary = try await fetch(base).get()
        let bundled = try await BundledSummaryService().fetchSummary()

        #expect(summary.countries.count == 186)
        #expect(summary.countries.first.map { "\($0.country) \($0.newConfirmed) \($0.newDeaths)" } == "Afghanistan 866 3")
        #expect(summary == bundled)
    }

    @Test func serverErrorShowsItsStatus() async throws {
        #expect(try await fetch("error500") == .failure(.serverError(statusCode: 500)))
    }

    @Test func missingPathIsServerError404() async throws {
        #expect(try await fetch("no-such-base") == .failure(.serverError(statusCode: 404)))
    }

    @Test func cachingMessageIsShown() async throws {
        let result = try await fetch("caching")
        #expect(result == .failure(.serverMessage("Caching in progress")))
    }

    @Test func statusWinsOverMessage() async throws {
        #expect(try await fetch("caching503") == .failure(.serverError(statusCode: 503)))
    }

    @Test func malformedJSONIsUnexpected() async throws {
        #expect(try await fetch("malformed") == .failure(.unexpectedResponse))
    }

    @Test func answerThatNeverComesTimesOut() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try await fetch("hang", timeout: .seconds(1))
        let elapsed = clock.now - start

        #expect(result == .failure(.unreachable))
        #expect(elapsed >= .milliseconds(900))
        #expect(elapsed < .seconds(5))
    }

    @Test func closedPortIsUnreachable() async throws {
        let service = HTTPSummaryService(baseURL: try server.unreachableBaseURL, timeout: .seconds(5))
        await #expect(throws: SummaryError.unreachable) {
            try await service.fetchSummary()
        }
    }

    @Test func cancellationIsUnreachable() async throws {
        let service = HTTPSummaryService(baseURL: try server.baseURL("hang"), timeout: .seconds(30))
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await service.fetchSummary() }
        task.cancel()
        let result = await task.result

        #expect(throws: SummaryError.unreachable) { try result.get() }
        #expect(clock.now - start < .seconds(5))
    }
}
