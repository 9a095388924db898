/// Why an excerpt could not be taken from its source; the message names the file, the path and
/// what was expected.
struct ExcerptError: Error, Equatable, CustomStringConvertible {
    enum Reason: Equatable {
        case unreadable
        /// No item matches `step` inside `within`; the declarations there, to pick from.
        case notFound(step: String, within: [String], candidates: [String])
        /// Several items match; their 1-based lines.
        case ambiguous(step: String, within: [String], lines: [Int])
    }

    var file: String
    var reason: Reason

    var description: String {
        switch reason {
        case .unreadable:
            return "\(file): cannot read the file"
        case .notFound(let step, let within, let candidates):
            let place = within.isEmpty ? "" : " inside \(within.joined(separator: "/"))"
            let known = candidates.isEmpty ? "" : "; declarations there: \(candidates.prefix(24).joined(separator: ", "))"
            return "\(file): no declaration \(escaped(step))\(place)\(known)"
        case .ambiguous(let step, let within, let lines):
            let place = within.isEmpty ? "" : " inside \(within.joined(separator: "/"))"
            let places = lines.map { "line \($0)" }.joined(separator: ", ")
            return
                "\(file): \(escaped(step))\(place) is ambiguous (\(places)); name the enclosing declaration "
                + "(Type/name(…)), the whole parameter list (name(_ x: Int)) or the one meant (name@2)"
        }
    }

    private func escaped(_ text: String) -> String { "\"\(text.debugDescription.dropFirst().dropLast())\"" }
}
