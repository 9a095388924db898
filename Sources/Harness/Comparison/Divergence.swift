/// The first place two architectures' transcripts differ: the step, what differs, both values.
public struct Divergence: Sendable, Hashable, CustomStringConvertible {
    /// The 0-based index of the step after which they differ, or `nil` for the start.
    public var stepIndex: Int?
    /// The step in words.
    public var step: String
    /// What differs, e.g. `widgets.name.text` or `stack`.
    public var subject: String
    /// The reference architecture's name.
    public var referenceName: String
    /// What the reference showed.
    public var referenceValue: String
    /// What the other architecture showed.
    public var actualValue: String

    /// `after step 4 (tap "signIn"): widgets.name.text: MVC shows "Ann", this shows "Fx"`.
    public var description: String {
        let at = stepIndex.map { "after step \($0) (\(step))" } ?? "at the start"
        return "\(at): \(subject): \(referenceName) shows \(referenceValue), this shows \(actualValue)"
    }
}
