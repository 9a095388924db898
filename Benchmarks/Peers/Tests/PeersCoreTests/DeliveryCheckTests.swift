import PeersCore
import Testing

/// Before sampling, every case's event must reach its subscriber: a lost subscription would read
/// as a fast column.
@MainActor
@Suite("The delivery check")
struct DeliveryCheckTests {
    @Test func anEventThatReachesNothingIsNamed() {
        let sum = Accumulator()
        let model = Model()
        let engines = [
            EngineCases(
                column: "Good", events: [.send1: { sum.add($0) }, .assign: { model.value = $0 }], keepAlive: []),
            EngineCases(column: "Lost", events: [.send1: { _ in }, .send10: { sum.add($0) }], keepAlive: []),
        ]
        #expect(
            EngineCases.deliveryFailures(of: engines, sum: sum, model: model) == [
                "Lost PassthroughSubject.send1 reached no subscriber"
            ])
    }

    /// A subscription cancelled before any event, and a slice that did not change, deliver
    /// nothing by design.
    @Test func casesThatDeliverNothingAreNotChecked() {
        let engines = [
            EngineCases(column: "Kit", events: [.sinkCancel: { _ in }, .dispatchSkipRepeats: { _ in }], keepAlive: [])
        ]
        #expect(EngineCases.deliveryFailures(of: engines, sum: Accumulator(), model: Model()).isEmpty)
    }
}
