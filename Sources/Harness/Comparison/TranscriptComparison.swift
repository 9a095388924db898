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
                stepIndex: last, step: "end", subject: "number of steps played",
                referenceName: referenceName, referenceValue: "\(reference.entries.count - 1)",
                actualValue: "\(other.entries.count - 1)")
        }
        return nil
    }

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
            let path = "widgets.\(left.id)"
            func show<T>(_ value: T?) -> String {
                guard let value else { return "nothing" }
                if let text = value as? String { return ExpectationCheck.quoted(text) }
                return "\(value)"
            }
            if left.kind != right.kind {
                return .init(subject: "\(path).kind", expected: left.kind.rawValue, actual: right.kind.rawValue)
            }
            if left.text != right.text {
                return .init(subject: "\(path).text", expected: show(left.text), actual: show(right.text))
            }
            if left.enabled != right.enabled {
                return .init(subject: "\(path).enabled", expected: show(left.enabled), actual: show(right.enabled))
            }
            if left.hidden != right.hidden {
                return .init(subject: "\(path).hidden", expected: show(left.hidden), actual: show(right.hidden))
            }
            if left.animating != right.animating {
                return .init(subject: "\(path).animating", expected: show(left.animating), actual: show(right.animating))
            }
            if left.state != right.state {
                return .init(subject: "\(path).state", expected: show(left.state), actual: show(right.state))
            }
            if left.bytes != right.bytes {
                return .init(subject: "\(path).bytes", expected: show(left.bytes), actual: show(right.bytes))
            }
            if left.selectedRow != right.selectedRow {
                return .init(subject: "\(path).selectedRow", expected: show(left.selectedRow), actual: show(right.selectedRow))
            }
            if left.rows != right.rows {
                let rows = zip(left.rows ?? [], right.rows ?? []).enumerated().first { $0.element.0 != $0.element.1 }
                if let (index, pair) = rows {
                    return .init(
                        subject: "\(path).rows[\(index)]", expected: ExpectationCheck.rows(of: [pair.0]),
                        actual: ExpectationCheck.rows(of: [pair.1]))
                }
                return .init(subject: "\(path).rowCount", expected: show(left.rows?.count), actual: show(right.rows?.count))
            }
        }
        return nil
    }
}
