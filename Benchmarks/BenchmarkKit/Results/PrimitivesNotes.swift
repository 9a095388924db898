/// The notes the primitives suite writes under its table.
///
/// Each case has one verdict, against its target (the table's target column); its factor to the
/// floor is a figure of the table (``SuiteTable/floor``), with no verdict of its own, so no note
/// repeats a case with a second ✓ or ✗ (decision: the notes once judged every Reactive case
/// against "≤ 10× the closure call" too, so a case read ✓ against one target and ✗ against the
/// other in the same output).
public enum PrimitivesNotes {
    /// The notes for the primitives' `results`: one for a send delivered to several sinks
    /// (`PassthroughSubject.send10`), its factor to the floor per delivery.
    /// - Parameter results: The suite's results; the floor is `Closure.call`.
    /// - Complexity: O(*n*), *n* the results.
    public static func notes(_ results: [CaseResult]) -> [String] {
        guard let floor = results.first(where: { $0.name == "Closure.call" })?.value, floor > 0,
            let send10 = results.first(where: { $0.name == "PassthroughSubject.send10" })
        else { return [] }
        return [
            "PassthroughSubject.send10 is one send delivered to ten sinks: "
                + "\(Quantity.factor(send10.value / floor / 10))× the closure call per delivery."
        ]
    }
}
