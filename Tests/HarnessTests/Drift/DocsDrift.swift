import Foundation

/// The words of the docs that go stale when the kit grows (issue 32): a count of the
/// architectures ("beside the four others", "six ways"), a list of them that claims to be all of
/// them and is not, and a name in backticks on an architecture's or a feature's page that the
/// sources no longer declare. ``DocsDriftTests`` runs these rules over the README, the manifest,
/// `CONTRIBUTING.md`, `Docs/` and the comments of the Swift files.
///
/// The rules, so a reader knows what passes:
/// - **Counts**: "the N architectures" (or styles, variants; "all N …", "the kit's N …"), "N ways"
///   for N from four to ten, "the N others" and "the other N" (not followed by a noun, so "the
///   other three slices" is not a count of architectures) must say the registry's count, or one
///   less where they say "other". Two is always a pair ("two architectures side by side").
/// - **Lists**: three or more architecture names in a row, separated by commas, slashes, "and" or
///   "or", right after words that claim the whole set ("every architecture (…", "built as …",
///   "built eight times — …") must name every architecture of the registry.
/// - **Names**: ``NameCheck``.
struct DocsDrift {
    /// One stale place: the file, its 1-based line and what is wrong.
    struct Finding: CustomStringConvertible, Equatable {
        var file: String
        var line: Int
        var problem: String
        var description: String { "\(file):\(line): \(problem)" }
    }

    /// A run of text and the 1-based line of the file where it starts (a paragraph of Markdown,
    /// or a run of `//` comment lines with the slashes taken off).
    struct Paragraph {
        var text: String
        var line: Int

        /// The 1-based line of the file on which `offset` (a character offset in `text`) stands.
        func line(at offset: String.Index) -> Int { line + text[..<offset].count { $0 == "\n" } }
    }

    /// The architectures' names, in the registry's order (`MVC`, …, `ClosureMVVM`, …).
    let architectures: [String]

    init(architectures: [String]) { self.architectures = architectures }

    private static let numbers: [String: Int] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    ]
    private static let number = #"(\d+|two|three|four|five|six|seven|eight|nine|ten)"#

    /// Each count pattern, with whether it counts the others (the registry's count less one;
    /// `nil`: when it says "other").
    private let countPatterns: [(regex: Regex<AnyRegexOutput>, others: Bool?)] = [
        (
            try! Regex(
                #"\b(?:the|all|all the|all of the|the kit's|the kit’s)\s+"# + number
                    + #"\s+(other\s+)?(?:architectures|styles|variants)\b"#
            ).ignoresCase(), nil
        ),
        (try! Regex(#"\b"# + number + #"\s+ways\b"#).ignoresCase(), false),
        (try! Regex(#"\bthe\s+"# + number + #"\s+others\b"#).ignoresCase(), true),
        (
            try! Regex(#"\bthe\s+other\s+"# + number + #"(?:\s+(?:architectures|styles|variants))?(?!\s+[a-z])\b"#).ignoresCase(),
            true
        ),
    ]

    /// Words right before a list that claim it names every architecture.
    private let wholeSetClaim = try! Regex(
        #"(?:architectures?|built(?:\s+\w+)?\s+as|built\s+\w+\s+times)[\s(:—–*-]*$"#
    ).ignoresCase()

    /// The counts in `paragraph` that differ from the registry's.
    func countFindings(in paragraph: Paragraph, file: String) -> [Finding] {
        var found: [Finding] = []
        for (regex, others) in countPatterns {
            for match in paragraph.text.matches(of: regex) {
                guard let word = match.output[1].substring.map({ String($0).lowercased() }),
                    let count = Int(word) ?? Self.numbers[word]
                else { continue }
                if count == 2 { continue }
                if others == false, !(4...10).contains(count) { continue }
                let countsOthers = others ?? (match.output[2].substring != nil)
                let expected = architectures.count - (countsOthers ? 1 : 0)
                if count != expected {
                    let words = String(paragraph.text[match.range]).replacing("\n", with: " ")
                    found.append(
                        Finding(
                            file: file, line: paragraph.line(at: match.range.lowerBound),
                            problem: "\"\(words)\" counts \(count), the registry has \(architectures.count) architectures"
                                + (countsOthers ? " (\(expected) others)" : "")))
                }
            }
        }
        return found
    }

    /// The lists in `paragraph` that claim the whole set and miss some of it.
    func listFindings(in paragraph: Paragraph, file: String) -> [Finding] {
        let text = paragraph.text
        var mentions: [(range: Range<String.Index>, index: Int)] = []
        for (index, name) in architectures.enumerated() {
            for match in text.matches(of: Self.pattern(for: name)) {
                if let range = match.output[1].range { mentions.append((range, index)) }
            }
        }
        mentions.sort { $0.range.lowerBound < $1.range.lowerBound }
        var found: [Finding] = []
        var start = 0
        while start < mentions.count {
            var end = start + 1
            while end < mentions.count,
                Self.isListSeparator(text[mentions[end - 1].range.upperBound..<mentions[end].range.lowerBound])
            {
                end += 1
            }
            let run = mentions[start..<end]
            let before = text[..<run.first!.range.lowerBound].suffix(60)
            if run.count >= 3, String(before).contains(wholeSetClaim) {
                let named = Set(run.map(\.index))
                if named.count != architectures.count {
                    let missing = architectures.indices.filter { !named.contains($0) }.map { architectures[$0] }
                    found.append(
                        Finding(
                            file: file, line: paragraph.line(at: run.first!.range.lowerBound),
                            problem: "a list of every architecture names \(named.count) of \(architectures.count); "
                                + "missing: \(missing.joined(separator: ", "))"))
                }
            }
            start = end
        }
        return found
    }

    /// An architecture's name as prose writes it: `ClosureMVVM`, `closure MVVM` or
    /// `closure-mvvm`, in any case, not inside a longer word; the name is the match's first capture.
    static func pattern(for name: String) -> Regex<AnyRegexOutput> {
        var parts: [String] = []
        var current = ""
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            let previous = offset > 0 ? characters[offset - 1] : nil
            // A new word at a capital after a lower-case letter, or at the last capital of a run of
            // capitals followed by a lower-case letter ("MVVMView" → "MVVM", "View").
            let startsWord =
                character.isUppercase
                && (previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        parts.append(current)
        // Swift's Regex has no lookbehind: the character before is matched, the name captured.
        return try! Regex(#"(?:^|[^\w-])("# + parts.joined(separator: #"[\s-]?"#) + #")(?![\w-])"#).ignoresCase()
    }

    private static func isListSeparator(_ text: Substring) -> Bool {
        let words = text.split { " ,/*()\n".contains($0) }
        return text.count <= 12 && words.allSatisfy { $0 == "and" || $0 == "or" }
    }

    /// The paragraphs of a Markdown text, generated sections and fenced code left out (the
    /// generated ones are checked against the code by their own tests).
    static func markdownParagraphs(_ text: String) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var current: [String] = []
        var start = 0
        var skipping: String?
        func flush() {
            if !current.isEmpty { paragraphs.append(Paragraph(text: current.joined(separator: "\n"), line: start)) }
            current = []
        }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let end = skipping {
                if trimmed.hasPrefix(end) { skipping = nil }
                continue
            }
            if trimmed.hasPrefix("<!-- BEGIN GENERATED") {
                flush()
                skipping = "<!-- END GENERATED"
                continue
            }
            if trimmed.hasPrefix("```") {
                flush()
                skipping = "```"
                continue
            }
            if trimmed.isEmpty {
                flush()
            } else {
                if current.isEmpty { start = offset + 1 }
                current.append(String(line))
            }
        }
        flush()
        return paragraphs
    }

    /// The runs of `//` comment lines of a Swift source, without their slashes.
    static func commentParagraphs(_ text: String) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var current: [String] = []
        var start = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                if current.isEmpty { start = offset + 1 }
                current.append(String(trimmed.drop { $0 == "/" }))
            } else if !current.isEmpty {
                paragraphs.append(Paragraph(text: current.joined(separator: "\n"), line: start))
                current = []
            }
        }
        if !current.isEmpty { paragraphs.append(Paragraph(text: current.joined(separator: "\n"), line: start)) }
        return paragraphs
    }
}
