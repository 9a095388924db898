import Runtime
import Testing
import Tracing

/// The probes record only inside a session, and only into the session of the task they run in.
@Suite("Trace probe sessions")
struct ProbeSessionTests {
    static let event = ProbeEvent(kind: .write, subject: "Label name", detail: "text")

    @Test func aProbeRecordsIntoItsTasksSessionOnly() async {
        let mine = Probe.beginSession()
        let other = Probe.beginSession()
        #expect(Probe.isRecording)
        Probe.record(Self.event)  // outside any session: kept nowhere
        await Probe.withSession(mine) {
            Probe.record(Self.event)
            await Task { Probe.record(Self.event) }.value  // a task the work creates inherits it
        }
        #expect(Probe.drain(mine).map(\.event) == [Self.event, Self.event])
        #expect(Probe.drain(other).isEmpty)
        #expect(Probe.endSession(mine).isEmpty)
        Probe.endSession(other)
    }

    @Test func aRecordKeepsTheStackThatReachedIt() async throws {
        let session = Probe.beginSession()
        await Probe.withSession(session) { Probe.record(Self.event) }
        let records = Probe.endSession(session)
        let stack = try #require(records.first?.stack)
        #expect(
            stack.symbolicated()?.frames.contains { $0.symbol?.name.contains("aRecordKeepsTheStackThatReachedIt") == true }
                == true)
    }
}
