import BenchmarkKit
import PeersCore
import Testing

/// One verdict per case: the kit's engine against the fastest peer beside it.
@Suite("The kit's engine against the fastest peer")
struct PeerComparisonTests {
    func result(_ name: String, _ column: String, _ nanoseconds: Double) -> CaseResult {
        CaseResult(name: name, column: column, samples: [Sample(nanoseconds: UInt64(nanoseconds * 1_000), events: 1_000)])
    }

    @Test func factorIsToTheFastestPeer() throws {
        let results = [
            result("PassthroughSubject.send1", "Reactive", 50), result("PassthroughSubject.send1", "OpenCombine", 400),
            result("PassthroughSubject.send1", "RxSwift", 200), result("Store.dispatch1", "ReduxStore", 100),
        ]
        let note = try #require(PeerComparison.note(for: "PassthroughSubject.send1", in: results))
        #expect(note.hasPrefix("PassthroughSubject.send1: Reactive 50.0 ns = 0.25× the fastest peer (RxSwift 200 ns)"))
        #expect(note.hasSuffix("✓"))
    }

    @Test func aKitOverHalfTheFastestPeerFails() throws {
        let results = [result("Store.dispatch1", "ReduxStore", 600), result("Store.dispatch1", "ReSwift", 1_000)]
        let note = try #require(PeerComparison.note(for: "Store.dispatch1", in: results))
        #expect(note.contains("0.60× the fastest peer (ReSwift"))
        #expect(note.hasSuffix("✗"))
    }

    /// A store's case is never compared with a reactive peer, nor a case without its kit or
    /// without a peer.
    @Test func noVerdictWithoutBothSides() {
        let onlyKit = [result("Store.dispatch1", "ReduxStore", 100), result("Store.dispatch1", "RxSwift", 50)]
        #expect(PeerComparison.note(for: "Store.dispatch1", in: onlyKit) == nil)
        let onlyPeer = [result("PassthroughSubject.send1", "OpenCombine", 400)]
        #expect(PeerComparison.note(for: "PassthroughSubject.send1", in: onlyPeer) == nil)
    }
}
