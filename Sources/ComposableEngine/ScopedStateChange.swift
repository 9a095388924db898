/// The scope rule of observation: what an observer that read a field it cannot compare (a
/// non-`Equatable` field, or ``Store/state`` whole) is told has changed.
///
/// Such a read is tracked by the state of the store it was read through, the scoped part of
/// the root's state, compared by value when that state is `Equatable` (as a feature's state is:
/// TCA's `TestStore` needs it). An action of another feature leaves the part as it was, so the
/// observer does not run again for it; a write to the part by any reducer (the feature's own,
/// or a parent's after a delegate action) changes it, so the observer runs. A state that is
/// not `Equatable` falls back to "any action of the root counts".
///
/// - Note: TCA 1.x gets the same scoping from `@ObservableState`: each field's accessor tells
///   the registrar at the write, so only observers of what was written run. Here nothing is
///   told at the write; the part is compared after the action, only when the root ran an
///   action since the read, and only for reads that could not be compared by field.
@MainActor
@usableFromInline
enum ScopedStateChange {
    /// Whether the state `reader` reads has changed since now, or `nil` ("any action of the
    /// root counts") when the state is not `Equatable`.
    /// - Complexity: A conformance look-up and a read of the part now; each check reads the
    ///   part again and compares it (`==`, which for a copy-on-write collection not written
    ///   since is a comparison of its buffers).
    @usableFromInline
    static func make<State>(_ reader: any StateReader<State>) -> (@MainActor () -> Bool)? {
        guard let equatable = State.self as? any Equatable.Type else { return nil }
        return make(reader, as: equatable)
    }

    /// The check for a state known to be `Equatable` as `Part`, the same type as `State`.
    private static func make<State, Part: Equatable>(
        _ reader: any StateReader<State>, as _: Part.Type
    ) -> @MainActor () -> Bool {
        // `Part` is `State`, opened from its conformance; the reader is cast once, here, not
        // on every check.
        guard let typed = reader as? any StateReader<Part> else { return { true } }
        let value = typed.read()
        return { typed.read() != value }
    }
}
