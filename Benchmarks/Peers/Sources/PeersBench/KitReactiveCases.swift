import PeersCore
import Reactive

/// The kit's Combine-shaped core, set up exactly as the primitives suite sets it up.
@MainActor
enum KitReactiveCases {
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

        let left = CurrentValueSubject<Int, Never>(0)
        let right = CurrentValueSubject<Int, Never>(0)
        left.combineLatest(right).map { $0 &+ $1 }.sink { sum.add($0) }.store(in: &bag)
        events[.combineLatest] = { left.send($0) }

        let assigned = PassthroughSubject<Int, Never>()
        assigned.assign(to: \.value, on: model).store(in: &bag)
        events[.assign] = { assigned.send($0) }

        let churn = PassthroughSubject<Int, Never>()
        events[.sinkCancel] = { _ in
            let cancellable = churn.sink { sum.add($0) }
            cancellable.cancel()
        }
        return EngineCases(column: "Reactive", events: events, keepAlive: [Box(bag)])
    }
}
