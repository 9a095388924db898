import Reactive

extension CurrentValueSubject where Output: Equatable {
    /// Publishes `newValue` only when it differs from ``CurrentValueSubject/value``, so the
    /// subject sends its current value to a new subscriber and then only changes.
    ///
    /// It is what `removeDuplicates()` does, done once where the value changes rather than in
    /// an operator every subscription builds (a class with a lock and the last value, per
    /// subscriber) and every value passes through.
    ///
    /// - Parameter newValue: The value to hold and, if it differs, to publish.
    /// - Complexity: One comparison.
    func send(ifChanged newValue: Output) {
        guard newValue != value else { return }
        send(newValue)
    }
}
