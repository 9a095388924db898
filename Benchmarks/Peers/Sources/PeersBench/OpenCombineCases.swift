import OpenCombine
import PeersCore

/// OpenCombine (Combine's open-source implementation), set up as the primitives suite sets up the
/// kit's core: the same operators, the same names.
@MainActor
enum OpenCombineCases {
    static func make(sum: Accumulator, model: Model) -> EngineCases {
        var bag: [AnyCancellable] = []
        var events: [PrimitiveCase: Event] = [:]

        let subject1 = PassthroughSubject<Int, Never>()
        subject1.sink { sum.add($0) }.store(in: &bag)
        events[.send1] = { subject1.send($0) }

        let subject10 = PassthroughSubject<Int, Never>()
        for _ in 0..<10 { subject10.sink { sum.add($0) }.store(in: &bag) }
        events[.send10] = { subject10.send($0) }

        let current = CurrentValueSubject<Int, Never>(0)
        current.map { $0 &+ 1 }.sink { sum.add($0) }.store(in: &bag)
        events[.mapSink] = { current.send($0) }

        // No combineLatest: OpenCombine 0.14 (its latest release) does not implement it; the
        // case is left empty in this column.

        let assigned = PassthroughSubject<Int, Never>()
        assigned.assign(to: \.value, on: model).store(in: &bag)
        events[.assign] = { assigned.send($0) }

        let churn = PassthroughSubject<Int, Never>()
        events[.sinkCancel] = { _ in
            let cancellable = churn.sink { sum.add($0) }
            cancellable.cancel()
        }
        return EngineCases(column: "OpenCombine", events: events, keepAlive: [Box(bag)])
    }
}
