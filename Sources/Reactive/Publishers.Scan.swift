extension Publishers {
    /// A publisher that transforms elements from the upstream publisher by providing the current
    /// element to a closure along with the last value returned by the closure.
    ///
    /// Mirrors Combine's `Publishers.Scan`. Created by ``Publisher/scan(_:_:)``.
    ///
    /// - Note: Each subscription keeps its own accumulated value, starting from
    ///   ``initialResult``. Demand and cancellation pass straight through, as in ``Map``;
    ///   `nextPartialResult` runs on the publishing thread.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The value every subscription starts accumulating from.
        public let initialResult: Output

        /// The closure that takes the last result and the next element and returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that accumulates upstream elements.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initialResult: The value every subscription starts from.
        ///   - nextPartialResult: Takes the last result and the next element, returns the next result.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber` through an accumulating subscriber to `upstream`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(
                subscriber: Inner(downstream: subscriber, result: initialResult, nextPartialResult: nextPartialResult))
        }

        /// The subscriber a subscription puts upstream: it holds the accumulated value.
        ///
        /// `@unchecked Sendable` invariant: `result` is only touched in `receive(_:)`, which an
        /// upstream calls serially (the publisher contract).
        final class Inner<Downstream: Subscriber>: Subscriber, CustomStringConvertible, @unchecked Sendable
        where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
            let downstream: Downstream
            private var result: Output
            let nextPartialResult: (Output, Upstream.Output) -> Output

            init(downstream: Downstream, result: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
                self.downstream = downstream
                self.result = result
                self.nextPartialResult = nextPartialResult
            }

            var description: String { "Scan" }

            func receive(subscription: any Subscription) {
                downstream.receive(subscription: subscription)
            }

            func receive(_ input: Upstream.Output) -> Subscribers.Demand {
                result = nextPartialResult(result, input)
                return downstream.receive(result)
            }

            func receive(completion: Subscribers.Completion<Upstream.Failure>) {
                downstream.receive(completion: completion)
            }
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to a
    /// closure along with the last value returned by the closure.
    ///
    /// Mirrors Combine's `Publisher.scan(_:_:)`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.scan(0, +).sink { print($0) }
    /// subject.send(1)
    /// subject.send(2)
    /// // Prints: 1
    /// //         3
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The previous result the closure gets with the first element.
    ///   - nextPartialResult: Takes the last result and the next element, returns the next result.
    /// - Returns: A publisher of each accumulated result; nothing before the first element.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
