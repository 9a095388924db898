import Foundation
import SwiftLexing

/// The names a page about an architecture or a feature puts in backticks, checked against what
/// the package declares (issue 32: VIPER.md once named `display(name:about:)` after the code had
/// become `displayName`/`displayAbout`).
///
/// A backticked name is checked when it has a name's shape: `Name`, `Type.member`, `@Attribute`
/// or a selector `name(label:_:)`; code (`store.send(.x)`), paths and file names are not. Each
/// part must be declared somewhere under `Sources/`, `Tests/` or `Benchmarks/` (a type, a
/// function, a variable, an enum case, an argument label, or a benchmark case's name in a
/// string), or be a name of another library the kit cites. A selector of a function or case the
/// package declares must have the labels of one of its declarations. Other libraries' names
/// are those in backticks on the name maps (`Docs/*Names.md`, which set the kit's names beside
/// Combine's, RxSwift's, ReSwift's and TCA's) and ``foreignNames``.
///
/// - Complexity: O(*n*) in the sources' tokens to build, O(1) per name to check.
struct NameCheck {
    /// Every name the package declares.
    private(set) var declared: Set<String> = []
    /// The argument labels of each function, initializer and enum case with a payload
    /// (`_` for none).
    private(set) var signatures: [String: Set<[String]>] = [:]
    /// Other libraries' names the pages may cite.
    var foreign: Set<String> = []

    /// Names of the toolchain, UIKit, the seeds and the anchors that the pages cite in backticks
    /// and that no name map lists, each group with where it comes from.
    static let foreignNames: Set<String> = [
        // Swift: keywords, attributes, the standard library, Observation, Synchronization, runtime symbols.
        "switch", "else", "true", "false", "init", "didSet", "weak", "isolated", "inlinable", "Observation",
        "Character", "Result", "URL", "Task", "yield",
        "AnyHashable", "Hashable", "assertionFailure", "withObservationTracking", "onChange", "Mutex", "malloc",
        "swift_getAtKeyPath", "swift_modifyAtWritableKeyPath", "swift_weakLoadStrong",
        "NonisolatedNonsendingByDefault",
        // Tools named in a measurement's command.
        "nproc", "perf", "valgrind",
        // UIKit.
        "UIObservationTrackingEnabled", "viewWillLayoutSubviews", "canEditRowAt", "commit", "forRowAt",
        "didSelectRowAt",
        // The seed articles (seed 004's Redux and delegate names).
        "setList", "productDetailsDidSave",
        // objc.io issue 13's VIPER (the VTD sample) and the VIPER literature.
        "VTDUpcomingDisplayData", "VTDUpcomingItem", "RouterInput", "Builder",
        // tailec/ios-architecture and kntkymt/ArchitectureSamples.
        "didUpdateRepos", "isRefreshing", "APIError",
        // RxSwift, RxDataSources.
        "Single", "withLatestFrom", "tableView", "rx",
        // TCA, swift-identified-collections, swift-collections, TCA's own benchmarks.
        "ObservationStateRegistrar", "mutate", "ObservationStateIgnored", "PresentationReducer", "IdentifiedArrayOf",
        "OrderedDictionary", "Destination", "onAppear", "viewStore", "publisher", "counters",
        "append1000", "incrementSlow", "doDecrementSlow",
    ]

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype",
    ]
    private static let notNames: Set<String> = declarationKeywords.union(["let", "var", "inout", "_"])

    /// Reads the declarations of `sources` (Swift texts) and the string literals of
    /// `benchmarkSources` (the benchmark's case names); `modules` are declared names too (the
    /// targets, and the registry's names of the architectures).
    init(sources: [String], benchmarkSources: [String], modules: [String] = []) {
        declared.formUnion(modules)
        for source in sources { read(SwiftLexer(source).tokens) }
        // A case named with a number interpolated (`"Store.sendOther\(count)"`) declares its stem:
        // `sendOther0`, `sendOther1000` are its names.
        let literal = try! Regex(#""([A-Za-z][A-Za-z0-9_.]*)(?:"|\\\()"#)
        for source in benchmarkSources {
            for match in source.matches(of: literal) {
                guard let name = match.output[1].substring else { continue }
                declared.formUnion(name.split(separator: ".").map(String.init))
            }
        }
    }

    /// The problem with a backticked `text`, or `nil` when it is not a name or is a known one.
    func problem(with text: String) -> String? {
        // `Name`, `Type.member`, `@Attribute`, `name(label:_:)`; capture 1 the dotted path, 2 the labels.
        let nameShape = try! Regex(
            #"@?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\(((?:[A-Za-z_][A-Za-z0-9_]*:)*)\))?"#)
        guard let match = text.wholeMatch(of: nameShape) else { return nil }
        let path = String(match.output[1].substring ?? "")
        let parts = path.split(separator: ".").map(String.init)
        if let last = parts.last, Self.fileExtensions.contains(last), parts.count > 1 { return nil }
        // A member of a type of another library (`Task.immediate`) is that library's.
        if parts.count > 1, foreign.contains(parts[0]), !declared.contains(parts[0]) { return nil }
        let unknown = parts.filter {
            !declared.contains($0) && !foreign.contains($0)
                && !declared.contains(String($0.reversed().drop(while: \.isNumber).reversed()))
        }
        if !unknown.isEmpty {
            return "`\(text)`: the sources declare no \(unknown.map { "`\($0)`" }.joined(separator: ", "))"
        }
        // A member of another library's type (`Task.yield()`) is that library's, not the package's.
        let ownerIsForeign = parts.count > 1 && parts.dropLast().contains { foreign.contains($0) }
        if let labels = match.output[2].substring, let name = parts.last, !foreign.contains(name), !ownerIsForeign,
            let known = signatures[name]
        {
            let wanted = labels.split(separator: ":").map(String.init)
            if !known.contains(wanted) {
                let declaredForms = known.map { "\(name)(\($0.map { "\($0):" }.joined()))" }.sorted()
                return "`\(text)`: `\(name)` is declared as \(declaredForms.joined(separator: ", "))"
            }
        }
        return nil
    }

    private static let fileExtensions: Set<String> = ["swift", "m", "h", "md", "json", "yml", "txt", "py", "sh"]

    private mutating func read(_ tokens: [SwiftLexer.Token]) {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            guard token.isWord else { continue }
            if token.text == "init" || token.text == "subscript", index == 0 || tokens[index - 1].text != "." {
                readParameters(of: token.text, after: index + 1, in: tokens)
                continue
            }
            guard Self.declarationKeywords.contains(token.text), index + 1 < tokens.count else { continue }
            // `case .x:` and `case let x` in a switch declare nothing; `x.let` is not a keyword.
            if index > 0, tokens[index - 1].text == "." { continue }
            var next = index + 1
            while next < tokens.count {
                let name = tokens[next]
                guard name.isWord, !Self.notNames.contains(name.text) else { break }
                let bare = name.text.hasPrefix("`") ? String(name.text.dropFirst().dropLast()) : name.text
                declared.insert(bare)
                if token.text == "func" || token.text == "case" {
                    next = readParameters(of: bare, after: next + 1, in: tokens)
                } else {
                    next += 1
                }
                // `case a, b(x: Int)` and `let a = 1, b = 2` declare several; a comma on the same line
                // after a case name continues the list.
                guard token.text == "case", next < tokens.count, tokens[next].text == ",",
                    tokens[next].line == name.line
                else { break }
                next += 1
            }
        }
    }

    /// Reads the parameter list that may follow a name at `start` (after generic parameters),
    /// records its labels under `name` and every label and parameter name as declared, and
    /// returns the index after it (or `start` when no list follows).
    @discardableResult
    private mutating func readParameters(of name: String, after start: Int, in tokens: [SwiftLexer.Token]) -> Int {
        var index = start
        if index < tokens.count, tokens[index].text == "<" {
            var depth = 0
            repeat {
                if tokens[index].text == "<" { depth += 1 }
                if tokens[index].text == ">" { depth -= 1 }
                index += 1
            } while index < tokens.count && depth > 0
        }
        if index < tokens.count, tokens[index].text == "?" || tokens[index].text == "!" { index += 1 }
        guard index < tokens.count, tokens[index].text == "(" else { return start }
        index += 1
        var depth = 1
        // Angle brackets count only as a generic's (after a word), and `->` closes nothing.
        var angles = 0
        var labels: [String] = []
        // Which parameters have a default value, so a selector may leave them out.
        var defaulted: [Bool] = []
        var head: [String] = []
        var sawColon = false
        var sawDefault = false
        while index < tokens.count, depth > 0 {
            let text = tokens[index].text
            let previous = tokens[index - 1]
            if text == "<", previous.isWord { angles += 1 }
            if text == ">", angles > 0, previous.text != "-" { angles -= 1 }
            if depth == 1, angles == 0, text == "," || text == ")" {
                if !head.isEmpty || sawColon {
                    labels.append(sawColon ? (head.first ?? "_") : "_")
                    defaulted.append(sawDefault)
                }
                head = []
                sawColon = false
                sawDefault = false
            } else if depth == 1, text == ":", !sawColon {
                sawColon = true
                declared.formUnion(head.filter { $0 != "_" })
            } else if depth == 1, angles == 0, sawColon, text == "=" {
                sawDefault = true
            } else if depth == 1, !sawColon, tokens[index].isWord, !text.hasPrefix("@") {
                head.append(text)
            }
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            index += 1
        }
        // Every form a call may take: each defaulted parameter kept or left out.
        var forms: [[String]] = [[]]
        for (label, isDefaulted) in zip(labels, defaulted) {
            forms = forms.map { $0 + [label] } + (isDefaulted && forms.count < 64 ? forms : [])
        }
        signatures[name, default: []].formUnion(forms)
        return index
    }
}
