import Harness

extension PlaySession {
    /// The screens side by side, then a line for every architecture that differs from the
    /// reference, could not take the step, or leaked.
    func render(heading: String, failures: [Int: String], leaksBefore: [Int]) -> String {
        let reference = apps[0]
        var marks: [String] = []
        var marked: [Set<String>] = apps.map { _ in [] }
        var diverging: Set<Int> = []
        for (position, app) in apps.enumerated().dropFirst() {
            if let failure = failures[position] {
                marks.append("! \(app.name) could not take the step: \(failure)")
                diverging.insert(position)
            } else if let divergence = TranscriptComparison.firstDivergence(
                reference: Transcript(entries: [reference.current]), referenceName: reference.name,
                other: Transcript(entries: [app.current]))
            {
                marks.append(
                    "! \(app.name) differs from \(reference.name) at \(divergence.subject): \(reference.name) shows "
                        + "\(divergence.referenceValue), \(app.name) shows \(divergence.actualValue)")
                diverging.insert(position)
                if let id = Self.widgetID(divergence.subject) { marked[position].insert(id) }
            }
        }
        for (position, app) in apps.enumerated() {
            for leak in app.leaks.dropFirst(leaksBefore[position]) {
                marks.append("! \(app.name) leaks: \(leak)")
                diverging.insert(position)
            }
        }
        if !marks.isEmpty { sawDivergence = true }
        let columns = apps.enumerated().map { ScreenRenderer.lines($0.element.current, marking: marked[$0.offset]) }
        let headers = apps.enumerated().map { diverging.contains($0.offset) ? "! \($0.element.name)" : $0.element.name }
        var text = "\n== \(heading)\n"
        text += ScreenRenderer.bands(columns, headers: headers, width: width).joined(separator: "\n") + "\n"
        for mark in marks { text += mark + "\n" }
        return text
    }

    /// The widget a divergence's subject names: `widgets.name.text` → `name`.
    private static func widgetID(_ subject: String) -> String? {
        let parts = subject.split(separator: ".", maxSplits: 2)
        guard parts.count >= 2, parts[0] == "widgets" else { return nil }
        return String(parts[1].prefix(while: { $0 != "[" }))
    }

    /// The commands, as `help` prints them.
    static let help = """
        Commands (one a line; ids as the screens show them, case-sensitive):
          tap ID                       tap a button
          type FIELD TEXT              replace a field's text; quote it for spaces at its ends
                                       or an empty text: type name "  Ann  ", type name ""
          select TABLE ROW             select a row (rows count from 0)
          delete TABLE ROW             delete a row (swipe to delete)
          back                         go back to the screen below
          respond ok                   answer the request in flight: 200, two countries
          respond status CODE [BODY]   answer with an HTTP status and a body
          respond file PATH            answer with a file's contents, status 200 (also
                                       "respond fixture PATH", as scenario files spell it)
          respond error                answer: the server cannot be reached (also
                                       "respond unreachable")
          undo                         replay the session without its last step
          save [--force] FILE          write the session as a scenario file, an expect of the
                                       first architecture's screen after every step (an
                                       existing file only with --force)
          history                      the lines entered so far, numbered
          !N, !!                       do line N of the history again, or the last line
          help                         this list
          quit                         end the session (so does the end of the input)
        Every step goes to every architecture. "!" marks an architecture whose screen differs
        from the first one's, and the widget that differs; the session then exits with 1.

        """
}
