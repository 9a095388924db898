import Widgets

/// Compares transcripts of one scenario played on two architectures.
public enum TranscriptComparison {
    /// The first difference between two transcripts, or `nil` when they are equal.
    /// - Parameters:
    ///   - reference: The transcript taken as right.
    ///   - referenceName: Its architecture's name, for the report.
    ///   - other: The transcript to check.
    /// - Complexity: O(*n*) in the size of the transcripts.
    public static func firstDivergence(
        reference: Transcript, referenceName: String, other: Transcript
    ) -> Divergence? {
        for (expected, actual) in zip(reference.entries, other.entries) where expected != actual {
            func divergence(_ subject: String, _ expectedValue: String, _ actualValue: String) -> Divergence {
                Divergence(
                    stepIndex: expected.stepIndex, step: expected.step, subject: subject,
                    referenceName: referenceName, referenceValue: expectedValue, actualValue: actualValue)
            }
            if expected.stack != actual.stack {
                return divergence("stack", ExpectationCheck.list(expected.stack), ExpectationCheck.list(actual.stack))
            }
            if let difference = firstDifference(expected.screen, actual.screen) {
                return divergence(difference.subject, difference.expected, difference.actual)
            }
            return divergence("step", expected.step, actual.step)
        }
        if reference.entries.count != other.entries.count {
            let last = min(reference.entries.count, other.entries.count)
            return Divergence(
                stepIndex: last, step: "end", subject: stepCountSubject,
                referenceName: referenceName, referenceValue: "\(reference.entries.count - 1)",
                actualValue: "\(other.entries.count - 1)")
        }
        return nil
    }

    /// The subject of a divergence where one transcript is a prefix of the other: one run
    /// stopped early.
    static let stepCountSubject = "number of steps played"

    private static func firstDifference(_ expected: ScreenSnapshot, _ actual: ScreenSnapshot) -> ExpectationCheck.Mismatch? {
        if expected.title != actual.title {
            return .init(
                subject: "title", expected: ExpectationCheck.quoted(expected.title), actual: ExpectationCheck.quoted(actual.title)
            )
        }
        let expectedIDs = expected.widgets.map(\.id)
        let actualIDs = actual.widgets.map(\.id)
        if expectedIDs != actualIDs {
            return .init(
                subject: "widgets", expected: ExpectationCheck.list(expectedIDs), actual: ExpectationCheck.list(actualIDs))
        }
        for (left, right) in zip(expected.widgets, actual.widgets) where left != right {
            if left.kind != right.kind {
                return .init(subject: "widgets.\(left.id).kind", expected: left.kind.rawValue, actual: right.kind.rawValue)
            }
            // Same kind: check everything the reference shows, as an `expect` step naming it all.
            if let mismatch = ExpectationCheck.firstMismatch(WidgetExpectation(everythingIn: left), right) {
                return mismatch
            }
        }
        return nil
    }
}
