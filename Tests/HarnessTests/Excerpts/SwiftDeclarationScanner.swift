import SwiftLexing

/// Finds a declaration, a `case` clause or a statement in Swift source by name and returns its
/// text: the lines from its first attribute to its closing brace, dedented.
///
/// The source is read through `SwiftLexer`'s mask, so braces in strings and comments do not
/// count. An item is what starts on a line at its block's depth and runs until the brackets
/// opened since are closed (lines starting with `.` continue it); attributes on lines of their
/// own belong to the item after them; a doc comment above does not (the pages explain, the
/// code shows what runs). A `case …:` of a `switch` runs to the next `case` or `default`.
///
/// A path names one item per step, outermost first, each searched at any depth inside the
/// previous (``ExcerptAddress``):
/// - `saveButtonTapped()`, `productViewController(_:didSave:)`, `init(mode:store:didSave:)`: a
///   function, initialiser or subscript by its Swift name, the argument labels;
/// - `update(_ product: Product)`: the same with the whole parameter list as the source writes it
///   (white space aside), for overloads whose labels are the same;
/// - `ProductPresenter`, `extension ProductPresenter`, `var products`: a type, an extension, a
///   property or an enum case by name, optionally with its keyword;
/// - `case .saveButtonTapped`: a `switch`'s clause whose pattern starts with the text;
/// - anything else, `saveButton.addAction`: a statement that starts with the text;
/// - any of these followed by `@2`: the second of the items it matches, in the file's order
///   (two `observe { … }` blocks in one method).
///
/// A step that matches no item, or more than one, throws ``ExcerptError``.
struct SwiftDeclarationScanner {
    /// One item: lines `first...last` (0-based), the first line of its own text after its
    /// attributes, and its body's lines if it has a `{ … }` block spanning lines.
    struct Item {
        var first: Int
        var head: Int
        var last: Int
        var headText: String
        var body: Range<Int>?
        var name: String?
        var isType: Bool
    }

    /// The file's path, for error messages.
    let file: String
    let lines: [String]
    private let masked: [String]
    private let depth: [Int]

    init(source: String, file: String) {
        self.file = file
        let mask = SwiftLexer(source).maskedBytes
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        masked = mask.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var depths: [Int] = []
        var current = 0
        for line in masked {
            depths.append(current)
            for byte in line.utf8 {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): current += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): current -= 1
                default: break
                }
            }
        }
        depths.append(current)
        depth = depths
    }

    /// The text of the item `steps` names, dedented, and the names of the declarations around it
    /// (functions and properties, outermost first; types left out).
    func excerpt(_ steps: [String]) throws(ExcerptError) -> (text: String, context: [String]) {
        var span = 0..<lines.count
        var context: [String] = []
        var found: Item?
        for (index, step) in steps.enumerated() {
            let (text, ordinal) = Self.ordinal(of: step)
            let selector = Selector(text)
            var matches = search(selector, in: span, enclosing: [])
            if let ordinal {
                matches = matches.count >= ordinal ? [matches.sorted { $0.item.head < $1.item.head }[ordinal - 1]] : []
            }
            guard matches.count == 1, let match = matches.first else {
                let within = Array(steps[..<index])
                if matches.isEmpty {
                    throw ExcerptError(
                        file: file, reason: .notFound(step: step, within: within, candidates: names(in: span)))
                }
                throw ExcerptError(
                    file: file, reason: .ambiguous(step: step, within: within, lines: matches.map { $0.item.head + 1 }))
            }
            context += match.enclosing
            var item = match.item
            if selector.isCase, item.headText.hasSuffix(":") { item = clause(from: item, in: match.block) }
            found = item
            if index < steps.count - 1 {
                if let name = item.name, !item.isType { context.append(name) }
                guard let body = item.body else {
                    throw ExcerptError(
                        file: file,
                        reason: .notFound(step: steps[index + 1], within: Array(steps[...index]), candidates: []))
                }
                span = body
            }
        }
        guard let item = found else {
            throw ExcerptError(file: file, reason: .notFound(step: "", within: [], candidates: []))
        }
        return (dedent(Array(lines[item.first...item.last])), context)
    }

    /// `observe@2`: the step's text and the ordinal after `@` (1-based), which picks one of
    /// several items that start alike, in the order they stand in the file.
    static func ordinal(of step: String) -> (text: String, ordinal: Int?) {
        guard let at = step.lastIndex(of: "@"), let ordinal = Int(step[step.index(after: at)...]), ordinal > 0 else {
            return (step, nil)
        }
        return (String(step[..<at]), ordinal)
    }

    // MARK: - Items

    /// The items of a block: the lines of `span` at the depth of its first non-blank line.
    func items(in span: Range<Int>) -> [Item] {
        guard let start = span.first(where: { !isBlank($0) }) else { return [] }
        let base = depth[start]
        var items: [Item] = []
        var line = start
        var attributesStart: Int?
        while line < span.upperBound {
            guard depth[line] == base, !isBlank(line) else {
                line += 1
                continue
            }
            var last = line
            while last + 1 < span.upperBound, depth[last + 1] > base { last += 1 }
            // A line starting with `.` continues the expression above it.
            while let next = ((last + 1)..<span.upperBound).first(where: { !isBlank($0) }),
                trimmed(masked[next]).hasPrefix("."), !trimmed(masked[next]).hasPrefix("..")
            {
                last = next
                while last + 1 < span.upperBound, depth[last + 1] > base { last += 1 }
            }
            if isAttributesOnly(trimmed(masked[line])), last == line {
                if attributesStart == nil { attributesStart = line }
                line += 1
                continue
            }
            items.append(makeItem(first: attributesStart ?? line, head: line, last: last, base: base))
            attributesStart = nil
            line = last + 1
        }
        return items
    }

    private func makeItem(first: Int, head: Int, last: Int, base: Int) -> Item {
        // The body: from the first `{` at the item's own depth to its matching `}`.
        var level = base
        var headText = ""
        var open: Int?
        var close: Int?
        scan: for line in head...last {
            for character in masked[line] {
                if open == nil, character == "{", level == base {
                    open = line
                } else if open == nil {
                    headText.append(character)
                }
                switch character {
                case "{", "(", "[": level += 1
                case "}", ")", "]":
                    level -= 1
                    if open != nil, level == base, character == "}" {
                        close = line
                        break scan
                    }
                default: break
                }
            }
            if open == nil { headText.append(" ") }
        }
        var body: Range<Int>?
        if let open, let close, close > open + 1 { body = (open + 1)..<close }
        let normalized = Self.normalize(headText)
        let declaration = Declaration(head: normalized)
        return Item(
            first: first, head: head, last: last, headText: normalized, body: body,
            name: declaration?.displayName, isType: declaration?.isType ?? false)
    }

    /// A `case …:` item extended over the statements after it, up to the next clause.
    private func clause(from item: Item, in span: Range<Int>) -> Item {
        let siblings = items(in: span)
        guard let index = siblings.firstIndex(where: { $0.head == item.head }) else { return item }
        var last = item.last
        for sibling in siblings[(index + 1)...] {
            let head = sibling.headText
            if head.hasPrefix("case ") || head.hasPrefix("default") || head.hasPrefix("@unknown") { break }
            last = sibling.last
        }
        var result = item
        result.last = last
        return result
    }

    /// The items `selector` matches in `span` and the blocks below it: each with the names of
    /// the declarations around it and the block it stands in.
    private func search(
        _ selector: Selector, in span: Range<Int>, enclosing: [String]
    ) -> [(item: Item, enclosing: [String], block: Range<Int>)] {
        var found: [(item: Item, enclosing: [String], block: Range<Int>)] = []
        for item in items(in: span) {
            if selector.matches(item) { found.append((item, enclosing, span)) }
            if let body = item.body {
                let inner = (item.name.map { item.isType ? [] : [$0] } ?? [])
                found += search(selector, in: body, enclosing: enclosing + inner)
            }
        }
        return found
    }

    /// The names of the declarations in `span` and below, for an error message.
    private func names(in span: Range<Int>) -> [String] {
        items(in: span).flatMap { item -> [String] in
            (item.name.map { [$0] } ?? []) + (item.isType ? (item.body.map { names(in: $0) } ?? []) : [])
        }
    }

    // MARK: - Text

    private func isBlank(_ line: Int) -> Bool { trimmed(masked[line]).isEmpty }

    private func trimmed(_ text: some StringProtocol) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    private func isAttributesOnly(_ text: String) -> Bool {
        guard text.hasPrefix("@") else { return false }
        var rest = Declaration.dropAttributes(text)
        rest = rest.trimmingSpaces()
        return rest.isEmpty
    }

    private func dedent(_ block: [String]) -> String {
        var block = block
        while let last = block.last, trimmed(last).isEmpty { block.removeLast() }
        let indent =
            block.filter { !trimmed($0).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return block.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
            .joined(separator: "\n")
    }

    /// White space runs as one space, and none next to punctuation: `f( _ a : Int )` is `f(_ a:Int)`.
    static func normalize(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        let tight: Set<Character> = ["(", ")", ",", ":", "<", ">", "[", "]"]
        for character in text {
            if character == " " || character == "\t" || character == "\n" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace, let previous = out.last, !tight.contains(previous), !tight.contains(character) {
                out.append(" ")
            }
            pendingSpace = false
            out.append(character)
        }
        return out
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
