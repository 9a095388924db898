import PeersCore
import RxSwift

/// RxSwift, set up as the primitives suite sets up the kit's core, each case with its RxSwift
/// counterpart (``PrimitiveCase/rxSwiftCounterpart``): `PublishSubject` for `PassthroughSubject`,
/// `BehaviorSubject` for `CurrentValueSubject`, `subscribe(onNext:)` for `sink`, `dispose()`
/// for `cancel()`, and a `Binder` (on the main scheduler) for `assign(to:on:)`.
@MainActor
enum RxSwiftCases {
    static func make(sum: Accumulator, model: Model) -> EngineCases {
        let bag = DisposeBag()
        var events: [PrimitiveCase: PeersCore.Event] = [:]

        let subject1 = PublishSubject<Int>()
        subject1.subscribe(onNext: { sum.add($0) }).disposed(by: bag)
        events[.send1] = { subject1.onNext($0) }

        let subject10 = PublishSubject<Int>()
        for _ in 0..<10 { subject10.subscribe(onNext: { sum.add($0) }).disposed(by: bag) }
        events[.send10] = { subject10.onNext($0) }

        let current = BehaviorSubject<Int>(value: 0)
        current.map { $0 &+ 1 }.subscribe(onNext: { sum.add($0) }).disposed(by: bag)
        events[.mapSink] = { current.onNext($0) }

        let left = BehaviorSubject<Int>(value: 0)
        let right = BehaviorSubject<Int>(value: 0)
        Observable.combineLatest(left, right).map { $0 &+ $1 }.subscribe(onNext: { sum.add($0) }).disposed(by: bag)
        events[.combineLatest] = { left.onNext($0) }

        let assigned = PublishSubject<Int>()
        // RxSwift's assign: a Binder on its default scheduler, the main one, which runs the
        // write at once when the event comes on the main queue with nothing queued (it does
        // here: every case runs on the main actor).
        let binder = Binder(model) { model, value in model.value = value }
        assigned.subscribe(binder).disposed(by: bag)
        events[.assign] = { assigned.onNext($0) }

        let churn = PublishSubject<Int>()
        events[.sinkCancel] = { _ in
            let disposable = churn.subscribe(onNext: { sum.add($0) })
            disposable.dispose()
        }
        return EngineCases(column: "RxSwift", events: events, keepAlive: [bag])
    }
}
