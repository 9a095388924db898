import CommandLineKit
import Widgets

/// Checks an ``Expectation`` against what is on screen.
enum ExpectationCheck {
    /// What a check found wrong: the type a ``StepFailure`` lists, so a failure keeps them as found.
    typealias Mismatch = StepFailure.Mismatch

    /// Everything the expectation names that the screen does not show, in the order the
    /// expectation names it (title, stack, then each widget's values); empty when the screen
    /// shows it all. A widget that is missing is one mismatch, its values unchecked.
    static func mismatches(_ expectation: Expectation, stack: [String], screen: ScreenSnapshot) -> [Mismatch] {
        var found: [Mismatch] = []
        if let title = expectation.title, title != screen.title {
            found.append(Mismatch(subject: "title", expected: quoted(title), actual: quoted(screen.title)))
        }
        if let expected = expectation.stack, expected != stack {
            found.append(Mismatch(subject: "stack", expected: list(expected), actual: list(stack)))
        }
        for check in expectation.widgets {
            guard let widget = screen[check.id] else {
                found.append(
                    Mismatch(
                        subject: "widgets.\(check.id.escaped)", expected: "a widget \(check.id.quoted)",
                        actual:
                            "none on \(quoted(screen.title)) (it has: \(screen.widgets.map(\.id.escaped).joined(separator: ", ")))"
                    ))
                continue
            }
            found += mismatches(check, widget)
        }
        return found
    }

    /// The first thing `check` names that `widget` does not show, or `nil`.
    static func firstMismatch(_ check: WidgetExpectation, _ widget: WidgetSnapshot) -> Mismatch? {
        mismatches(check, widget).first
    }

    /// Every value `check` names that `widget` does not show, in the order of the keys of a
    /// scenario file's widget (`text`, `enabled`, …, `rows`, `selectedRow`).
    static func mismatches(_ check: WidgetExpectation, _ widget: WidgetSnapshot) -> [Mismatch] {
        let path = "widgets.\(check.id)"
        func compare<T: Equatable>(_ key: String, _ expected: T?, _ actual: T?, _ show: (T?) -> String) -> Mismatch? {
            guard let expected, expected != actual else { return nil }
            if actual == nil, key != "bytes" {
                return Mismatch(
                    subject: "\(path).\(key)", expected: show(expected),
                    actual: "nothing: a \(widget.kind.rawValue) has no \"\(key)\"")
            }
            return Mismatch(subject: "\(path).\(key)", expected: show(expected), actual: show(actual))
        }
        /// A text beside the one shown, cut around where they first differ when long.
        func compareText(_ key: String, _ expected: String?, _ actual: String?) -> Mismatch? {
            guard let expected, let actual, expected != actual else { return compare(key, expected, actual, optionalQuoted) }
            let (shownExpected, shownActual) = String.elidedQuotedPair(expected, actual, limit: valueLimit)
            return Mismatch(subject: "\(path).\(key)", expected: shownExpected, actual: shownActual)
        }
        return [
            compareText("text", check.text, widget.text),
            compare("enabled", check.enabled, widget.enabled, describe),
            compare("hidden", check.hidden, widget.hidden, describe),
            compare("animating", check.animating, widget.animating, describe),
            compareText("state", check.state, widget.state),
            compare("bytes", check.bytes, widget.bytes, describe),
            compare("rowCount", check.rowCount, widget.rows?.count, describe),
            rowsMismatch(check, widget, path),
            selectedRowMismatch(check, widget, path),
        ].compactMap { $0 }
    }

    /// The first row that differs, or the row count when one list is a prefix of the other.
    private static func rowsMismatch(_ check: WidgetExpectation, _ widget: WidgetSnapshot, _ path: String) -> Mismatch? {
        guard let expected = check.rows, expected != widget.rows else { return nil }
        guard let actual = widget.rows else {
            return Mismatch(subject: "\(path).rows", expected: "\(expected.count) rows", actual: "no rows (not a table)")
        }
        if let index = expected.indices.first(where: { $0 < actual.count && expected[$0] != actual[$0] }) {
            return Mismatch(
                subject: "\(path).rows[\(index)]", expected: rows(of: [expected[index]]), actual: rows(of: [actual[index]]))
        }
        return Mismatch(subject: "\(path).rows", expected: "\(expected.count) rows", actual: "\(actual.count) rows")
    }

    private static func selectedRowMismatch(_ check: WidgetExpectation, _ widget: WidgetSnapshot, _ path: String) -> Mismatch? {
        guard let expected = check.selectedRow, expected != widget.selectedRow else { return nil }
        return Mismatch(subject: "\(path).selectedRow", expected: describe(expected), actual: describe(widget.selectedRow))
    }

    /// The most characters of a value a failure message prints whole; a longer value is cut
    /// in the middle to its first and last 60 (`String.elidedQuoted(limit:)`).
    static let valueLimit = 120

    /// How every failure message prints a text value: quoted, escaped, and bounded.
    static func quoted(_ text: String) -> String { text.elidedQuoted(limit: valueLimit) }

    static func optionalQuoted(_ text: String?) -> String { text.map(quoted) ?? "nothing" }

    static func describe<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nothing" }

    static func list(_ titles: [String]) -> String { "[" + titles.map(quoted).joined(separator: ", ") + "]" }

    static func rows(of cells: [TableCell]?) -> String {
        guard let cells else { return "nothing" }
        return "[" + cells.map { "[\(quoted($0.title)), \($0.detail.map(quoted) ?? "null")]" }.joined(separator: ", ") + "]"
    }
}
