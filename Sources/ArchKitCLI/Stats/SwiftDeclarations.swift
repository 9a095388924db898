import SwiftLexing

/// The declarations `archkit stats` counts and follows, read from a ``SwiftLexer``'s tokens.
///
/// - **Types**: each `class`, `struct`, `enum`, `actor` or `protocol` declared with a name,
///   at any depth (nested and local ones included); `extension`s, `typealias`es and
///   `class func` / `class var` members are not types.
/// - **Top-level names**: the types, functions and variables declared outside any braces, which
///   is what a test names to reach a feature.
/// - **Tests**: functions marked `@Test` (Swift Testing; a parameterised one is one test), and
///   `func test…()` with no parameters in a file that names `XCTestCase` (XCTest); each with
///   its words, from its attributes to the end of its body.
/// - **Helpers**: the other functions, the variables and constants, and the types declared at
///   file level or as members of a type (not the locals inside a body), each with the words of
///   its declaration to its end, which tests follow by name.
///
/// - Complexity: O(*n*) in the tokens.
struct SwiftDeclarations {
    /// A test function and the words of its code.
    struct Test: Equatable, Sendable {
        var name: String
        var line: Int
        var words: Set<String>
        /// The `Feature` cases it may name as values: `x` of `Feature.x`, `feature: .x`, and of
        /// `.x` as an argument (after `(` or `,`); `allCases` for `Feature.allCases`.
        var featureCases: Set<String>
        /// The types it is declared in, outermost first (`["InteractorTests"]`).
        var owner: [String]
    }

    /// A function or variable a test may use, with the words of its declaration.
    struct Helper: Equatable, Sendable {
        /// The types it is declared in, outermost first; empty at file level.
        var owner: [String]
        var words: Set<String>
        /// Whether it is a type (its words are its whole declaration), not a function or variable.
        var isType = false
    }

    /// The names of the types declared, in order.
    private(set) var types: [String] = []
    /// The names declared outside any braces (types, functions, variables).
    private(set) var topLevelNames: Set<String> = []
    /// The test functions, in order.
    private(set) var tests: [Test] = []
    /// Each helper's name and its declarations (several when a name is declared more than once).
    private(set) var helpers: [String: [Helper]] = [:]

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol"]
    /// Words that begin a declaration of a type's member or a file's entry, so one ends before them.
    private static let declarationStarts: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "class", "struct", "enum", "actor",
        "protocol", "extension", "static", "private", "fileprivate", "internal", "public", "package", "open",
        "nonisolated", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "case",
        "associatedtype", "convenience", "required", "indirect", "import", "operator", "precedencegroup",
        "#if", "#else", "#elseif", "#endif",
    ]
    /// Words that cannot name a type, so `class` before them is a member's modifier.
    private static let notNames: Set<String> = declarationStarts.union(["where", "in", "is", "as", "throws", "async"])

    /// Reads the declarations of a file's `tokens`.
    init(_ tokens: [SwiftLexer.Token]) {
        let isXCTest = tokens.contains { $0.isWord && $0.text == "XCTestCase" }
        /// For each open brace: the type whose body (or extension's) it opened, or `nil`.
        var braces: [String?] = []
        var typeHeader: String?
        /// The types around the current token when it is a type's member or at file level.
        var owner: [String]? { braces.allSatisfy { $0 != nil } ? braces.compactMap(\.self) : nil }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token.text {
            case "{":
                braces.append(typeHeader)
                typeHeader = nil
            case "}":
                _ = braces.popLast()
            case _ where Self.typeKeywords.contains(token.text) && previous != ".":
                if let next, next.isWord, !Self.notNames.contains(next.text) {
                    types.append(next.text)
                    if let owner {
                        let end = Self.endOfFunction(tokens, from: index + 1)
                        helpers[next.text, default: []].append(
                            Helper(owner: owner, words: Self.words(tokens[index..<end]), isType: true))
                    }
                    if braces.isEmpty { topLevelNames.insert(next.text) }
                    typeHeader = next.text
                }
            case "extension" where previous != ".":
                typeHeader = next?.text
            case "func" where previous != ".":
                guard let next else { break }
                let end = Self.endOfFunction(tokens, from: index + 1)
                let start = Self.startOfAttributes(tokens, before: index)
                let words = Self.words(tokens[start..<end])
                let isTest =
                    tokens[start..<index].contains { $0.text == "@Test" }
                    || isXCTest && next.text.hasPrefix("test") && index + 3 < tokens.count
                        && tokens[index + 2].text == "(" && tokens[index + 3].text == ")"
                if isTest {
                    tests.append(
                        Test(
                            name: next.text, line: tokens[index].line, words: words,
                            featureCases: Self.featureCases(tokens[start..<end]), owner: owner ?? []))
                } else if let owner {
                    helpers[next.text, default: []].append(Helper(owner: owner, words: words))
                }
                if braces.isEmpty { topLevelNames.insert(next.text) }
            case "var", "let":
                guard previous != ".", let owner, let next, next.isWord else { break }
                let end = Self.endOfDeclaration(tokens, from: index + 1)
                helpers[next.text, default: []].append(Helper(owner: owner, words: Self.words(tokens[(index + 1)..<end])))
                if braces.isEmpty { topLevelNames.insert(next.text) }
            default:
                break
            }
            index += 1
        }
    }

    private static func featureCases(_ tokens: ArraySlice<SwiftLexer.Token>) -> Set<String> {
        var cases: Set<String> = []
        for index in tokens.indices.dropLast(2) {
            let (first, second, third) = (tokens[index], tokens[index + 1], tokens[index + 2])
            if first.text == "Feature", second.text == ".", third.isWord { cases.insert(third.text) }
            if first.text == "(" || first.text == ",", second.text == ".", third.isWord { cases.insert(third.text) }
            if first.text == "feature", second.text == ":", third.text == ".", index + 3 < tokens.endIndex,
                tokens[index + 3].isWord
            {
                cases.insert(tokens[index + 3].text)
            }
        }
        return cases
    }

    private static func words(_ tokens: ArraySlice<SwiftLexer.Token>) -> Set<String> {
        Set(tokens.lazy.filter(\.isWord).map(\.text))
    }

    /// The index of the first of the attributes and modifiers before `func` at `index`.
    private static func startOfAttributes(_ tokens: [SwiftLexer.Token], before index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.text == ")" {
                // An attribute's arguments: `@Test(arguments: …)`.
                var depth = 0
                var open = start - 1
                while open >= 0 {
                    if tokens[open].text == ")" { depth += 1 }
                    if tokens[open].text == "(" { depth -= 1 }
                    if depth == 0 { break }
                    open -= 1
                }
                guard open > 0, tokens[open - 1].text.hasPrefix("@") else { return start }
                start = open - 1
            } else if previous.text.hasPrefix("@") || modifiers.contains(previous.text) {
                start -= 1
            } else {
                return start
            }
        }
        return start
    }

    private static let modifiers: Set<String> = [
        "static", "private", "fileprivate", "internal", "public", "package", "open", "nonisolated", "final",
        "override", "mutating", "nonmutating", "class", "convenience", "required",
    ]

    /// The index after a function's body, or after its signature when it has none (a protocol's
    /// requirement).
    private static func endOfFunction(_ tokens: [SwiftLexer.Token], from start: Int) -> Int {
        walk(tokens, from: start, opening: ["(", "[", "<"], closing: [")", "]", ">"]) { text, depth, index in
            guard depth <= 0 else { return nil }
            if text == "{" { return endOfBraces(tokens, from: index) }
            if text == "}" || text.hasPrefix("@") || index > start && declarationStarts.contains(text) { return index }
            return nil
        }
    }

    /// The index after the `}` that closes the `{` at `open`.
    private static func endOfBraces(_ tokens: [SwiftLexer.Token], from open: Int) -> Int {
        walk(tokens, from: open, opening: ["{"], closing: ["}"]) { text, depth, index in
            text == "}" && depth == 0 ? index + 1 : nil
        }
    }

    /// The index where a variable's declaration ends: before the next declaration at its own
    /// depth, or the `}` that closes its scope.
    private static func endOfDeclaration(_ tokens: [SwiftLexer.Token], from start: Int) -> Int {
        walk(tokens, from: start, opening: ["(", "[", "{"], closing: [")", "]", "}"]) { text, depth, index in
            if depth < 0 { return index }
            if depth == 0, index > start, text.hasPrefix("@") || declarationStarts.contains(text) { return index }
            return nil
        }
    }

    /// Walks `tokens` from `start`, counting the brackets `opening` opens and `closing` closes
    /// since, and returns the first index `end` gives for a token (its text, the depth after it,
    /// its index), or the end of the tokens.
    private static func walk(
        _ tokens: [SwiftLexer.Token], from start: Int, opening: Set<String>, closing: Set<String>,
        end: (_ text: String, _ depth: Int, _ index: Int) -> Int?
    ) -> Int {
        var depth = 0
        for index in start..<tokens.count {
            let text = tokens[index].text
            if opening.contains(text) { depth += 1 }
            if closing.contains(text) { depth -= 1 }
            if let found = end(text, depth, index) { return found }
        }
        return tokens.count
    }
}
