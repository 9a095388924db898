/// The cases of `archkit-bench`'s primitives suite (Benchmarks/ArchKitBench/Suites/PrimitivesSuite.swift),
/// with its names and batch sizes, that a peer library can run too.
///
/// A case is named after the kit's (Combine's, ReSwift's) operation; a peer runs its own
/// counterpart (RxSwift's `PublishSubject.onNext` for `PassthroughSubject.send1`, see
/// ``rxSwiftCounterpart``).
public enum PrimitiveCase: String, CaseIterable, Sendable {
    case closureCall = "Closure.call"
    case send1 = "PassthroughSubject.send1"
    case send10 = "PassthroughSubject.send10"
    case mapSink = "CurrentValueSubject.mapSink"
    case combineLatest = "CombineLatest.mapSink"
    case assign = "Subscribers.Assign.assign"
    case sinkCancel = "Sink.subscribeCancel"
    case dispatch1 = "Store.dispatch1"
    case dispatch100 = "Store.dispatch100"
    case dispatchSkipRepeats = "Store.dispatchSkipRepeats"

    /// The events one sample runs, as in the primitives suite: enough that reading the clock
    /// does not dominate.
    public var batch: Int {
        switch self {
        case .closureCall: 10_000
        case .send1, .mapSink, .assign: 2_000
        case .send10, .combineLatest, .dispatch1, .dispatchSkipRepeats: 1_000
        case .sinkCancel: 500
        case .dispatch100: 100
        }
    }

    /// Which engines the case compares: the reactive cores or the stores (the closure call is
    /// the floor of both).
    public var group: Group {
        switch self {
        case .closureCall: .floor
        case .send1, .send10, .mapSink, .combineLatest, .assign, .sinkCancel: .reactive
        case .dispatch1, .dispatch100, .dispatchSkipRepeats: .store
        }
    }

    /// Whether one event reaches a subscriber (a sink's closure, a store subscriber, the
    /// assigned property): not for a subscription cancelled before any event, nor for a slice
    /// that did not change.
    public var delivers: Bool {
        switch self {
        case .sinkCancel, .dispatchSkipRepeats: false
        default: true
        }
    }

    /// The operations RxSwift runs for the case.
    public var rxSwiftCounterpart: String? {
        switch self {
        case .send1: "PublishSubject.onNext, one subscribe(onNext:)"
        case .send10: "PublishSubject.onNext, ten subscribe(onNext:)"
        case .mapSink: "BehaviorSubject.onNext → map → subscribe(onNext:)"
        case .combineLatest: "Observable.combineLatest(BehaviorSubject, BehaviorSubject) → map → subscribe(onNext:)"
        case .assign: "PublishSubject.onNext → a Binder (main scheduler, run at once on the main queue) writing the property"
        case .sinkCancel: "subscribe(onNext:) then dispose()"
        case .closureCall, .dispatch1, .dispatch100, .dispatchSkipRepeats: nil
        }
    }

    /// The engines a case compares.
    public enum Group: Sendable {
        /// The closure call.
        case floor
        /// The Combine-shaped cores: the kit's Reactive, OpenCombine, RxSwift.
        case reactive
        /// The stores: the kit's ReduxStore, ReSwift.
        case store
    }
}
