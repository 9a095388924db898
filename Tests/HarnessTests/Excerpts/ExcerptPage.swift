/// The generated excerpt sections of a Docs page: the same event's code in every architecture,
/// taken from the sources, never pasted.
///
/// A section is a comment naming what to show, directly followed by the generated text:
///
///     <!-- EXCERPTS: Save tapped
///     MVC: An optional note, Markdown, on one or more lines.
///       Sources/MVC/Products/ProductViewController.swift#viewDidLoad()/saveButton.addAction
///       Sources/MVC/Products/ProductViewController.swift#saveButtonTapped()
///     MVP: …
///     -->
///     <!-- BEGIN GENERATED EXCERPTS: Save tapped -->
///     …
///     <!-- END GENERATED EXCERPTS -->
///
/// Each architecture gets a `###` heading, its note, and one Swift block with its excerpts in the
/// order listed, each under a comment naming its file (when it changes) and the declarations
/// around it (`// in viewDidLoad()`). ``SwiftDeclarationScanner`` documents the paths after `#`.
enum ExcerptPage {
    static let specification = "<!-- EXCERPTS: "
    static let begin = "<!-- BEGIN GENERATED EXCERPTS: "
    static let end = "<!-- END GENERATED EXCERPTS -->"

    /// What one architecture shows of the event.
    struct Entry: Equatable {
        var architecture: String
        var note: [String] = []
        var excerpts: [String] = []
        /// The 1-based line of each excerpt in the page, for error messages.
        var lines: [Int] = []
    }

    /// One section: its event, what to show, and the generated lines (markers included) it spans.
    struct Section {
        var event: String
        var entries: [Entry]
        var lines: Range<Int>
    }

    /// A page that cannot be regenerated: which page, event and architecture, and why.
    struct Failure: Error, CustomStringConvertible {
        var page: String
        var line: Int
        var message: String
        var description: String { "\(page):\(line): \(message)" }
    }

    /// The sections of `text`, checked against `architectures` (every one, in that order).
    /// - Throws: ``Failure`` for a specification without its generated block, a block without its
    ///   end, an unknown, missing or misordered architecture, an architecture with no excerpt.
    static func sections(of text: String, page: String, architectures: [String]) throws(Failure) -> [Section] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var sections: [Section] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix(begin) {
                throw Failure(page: page, line: index + 1, message: "generated excerpts without an EXCERPTS comment above them")
            }
            guard line.hasPrefix(specification) else {
                index += 1
                continue
            }
            let event = String(line.dropFirst(specification.count))
            let start = index + 1
            var entries: [Entry] = []
            index += 1
            while index < lines.count, lines[index].trimmingWhiteSpace() != "-->" {
                let text = lines[index].trimmingWhiteSpace()
                let name = text.prefix(while: { $0 != ":" && $0 != " " })
                if text.hasSuffix(":") || text.dropFirst(name.count).hasPrefix(": "),
                    !text.hasPrefix("Sources/"), !lines[index].hasPrefix(" ")
                {
                    guard architectures.contains(String(name)) else {
                        throw Failure(
                            page: page, line: index + 1,
                            message: "unknown architecture \"\(name)\"; expected one of \(architectures.joined(separator: ", "))")
                    }
                    let note = text.dropFirst(name.count + 1).trimmingWhiteSpace()
                    entries.append(Entry(architecture: String(name), note: note.isEmpty ? [] : [note]))
                } else if !text.isEmpty {
                    guard !entries.isEmpty else {
                        throw Failure(page: page, line: index + 1, message: "\"\(text)\" before any architecture (\"MVC: …\")")
                    }
                    if text.hasPrefix("Sources/") {
                        entries[entries.count - 1].excerpts.append(text)
                        entries[entries.count - 1].lines.append(index + 1)
                    } else {
                        entries[entries.count - 1].note.append(text)
                    }
                }
                index += 1
            }
            guard index < lines.count else {
                throw Failure(page: page, line: start, message: "the EXCERPTS comment \"\(event)\" is not closed with -->")
            }
            guard entries.map(\.architecture) == architectures else {
                throw Failure(
                    page: page, line: start,
                    message: "\"\(event)\" shows \(entries.map(\.architecture).joined(separator: ", ")); "
                        + "expected every architecture in the registry's order: \(architectures.joined(separator: ", "))")
            }
            if let empty = entries.first(where: { $0.excerpts.isEmpty }) {
                throw Failure(page: page, line: start, message: "\"\(event)\": \(empty.architecture) has no excerpt")
            }
            index += 1
            guard index < lines.count, lines[index] == "\(begin)\(event) -->" else {
                throw Failure(
                    page: page, line: index + 1, message: "expected \"\(begin)\(event) -->\" right after the EXCERPTS comment")
            }
            let first = index
            while index < lines.count, lines[index] != end { index += 1 }
            guard index < lines.count else {
                throw Failure(page: page, line: first + 1, message: "\"\(event)\": no \"\(end)\" after the generated excerpts")
            }
            sections.append(Section(event: event, entries: entries, lines: first..<(index + 1)))
            index += 1
        }
        return sections
    }

    /// `text` with every section generated anew from the sources `read` returns (by path from
    /// the package root; `nil` for a file that cannot be read).
    static func regenerate(
        _ text: String, page: String, architectures: [String], read: (String) -> String?
    ) throws(Failure) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for section in try sections(of: text, page: page, architectures: architectures).reversed() {
            let generated = try generate(section, page: page, read: read)
            lines.replaceSubrange(section.lines, with: generated)
        }
        return lines.joined(separator: "\n")
    }

    /// The lines of one section, markers included.
    static func generate(_ section: Section, page: String, read: (String) -> String?) throws(Failure) -> [String] {
        var out = ["\(begin)\(section.event) -->"]
        for entry in section.entries {
            out += ["", "### \(entry.architecture)", ""]
            if !entry.note.isEmpty { out += entry.note + [""] }
            out.append("```swift")
            var previousFile: String?
            for (index, address) in entry.excerpts.enumerated() {
                let file = String(address.prefix(while: { $0 != "#" }))
                let path = address.dropFirst(file.count + 1).split(separator: "/").map(String.init)
                let line = entry.lines.indices.contains(index) ? entry.lines[index] : section.lines.lowerBound + 1
                let failure = { (message: String) in
                    Failure(
                        page: page, line: line,
                        message: "\"\(section.event)\", \(entry.architecture): \(message)")
                }
                guard address.contains("#"), !path.isEmpty else {
                    throw failure(
                        "\(address): expected path#declaration, e.g. Sources/MVP/Products/ProductPresenter.swift#saveButtonTapped()"
                    )
                }
                guard let source = read(file) else { throw failure(ExcerptError(file: file, reason: .unreadable).description) }
                let excerpt: (text: String, context: [String])
                do {
                    excerpt = try SwiftDeclarationScanner(source: source, file: file).excerpt(path)
                } catch {
                    throw failure(error.description)
                }
                if index > 0 { out.append("") }
                let context = excerpt.context.isEmpty ? "" : "in \(excerpt.context.joined(separator: ", "))"
                if file != previousFile {
                    out.append("// \(file)" + (context.isEmpty ? "" : ", \(context)"))
                } else if !context.isEmpty {
                    out.append("// \(context)")
                }
                previousFile = file
                out += excerpt.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            out.append("```")
        }
        out += ["", end]
        return out
    }
}

extension StringProtocol {
    fileprivate func trimmingWhiteSpace() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
