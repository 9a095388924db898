import Domain
import SwiftLexing

/// Which tests of an architecture's test target exercise which of its features.
///
/// The tests are the `@Test` functions (and XCTest `test…()` methods) of
/// `Tests/<Target>Tests/` (``SwiftDeclarations``). A test **exercises a feature** when its code
/// names what the feature's folder `Sources/<Target>/<Feature>/` declares at top level (a type,
/// a function or a variable: `LoginPresenter`, `productsMiddleware`), or names the feature as a
/// value (`feature: .cars`, `Feature.cars`; `Feature.allCases` names all four). Its code is
/// its attributes, signature and body, and, followed by name and transitively, the helpers of
/// the test target it uses: functions, and variables declared at file level or as members of
/// a type (a suite's `let start = ProductsState(…)`). A name is looked up as Swift would
/// find it unqualified: first among the members of the types the code is declared in (and
/// their extensions), then at file level; failing both, among the members of a type the code
/// names (`ProductsTests.demoNames`). A type declared in the tests (a recorder, a fake view) is
/// followed like a helper, its whole declaration, but only when what it names belongs to one
/// feature at most: a fake that conforms to every feature's protocols would tie every test that
/// uses it to every feature, so such a test must name its feature itself.
///
/// A test may exercise several features (it then counts in each) or none (it counts in
/// `other`: the app's entry point, a support type); an architecture's `all` counts each test
/// once.
struct TestAttribution {
    /// Per feature, the tests that exercise it, as `File.swift:name`, sorted.
    private(set) var tests: [Feature: [String]] = [:]
    /// The tests that exercise no feature.
    private(set) var other: [String] = []
    /// Every test of the target.
    private(set) var all: [String] = []

    /// Attributes the tests of `testFiles` (their texts by path) to the features whose
    /// top-level names are `featureNames`.
    init(testFiles: [(path: String, text: String)], featureNames: [Feature: Set<String>]) {
        var helpers: [String: [SwiftDeclarations.Helper]] = [:]
        var found: [(label: String, test: SwiftDeclarations.Test)] = []
        var parsed: [(path: String, declarations: SwiftDeclarations)] = []
        for file in testFiles {
            let declarations = SwiftDeclarations(SwiftLexer(file.text).tokens)
            parsed.append((file.path, declarations))
            helpers.merge(declarations.helpers) { $0 + $1 }
        }
        // A type of the tests is followed only when what it names belongs to one feature at most.
        for (name, declarations) in helpers {
            helpers[name] = declarations.filter { helper in
                !helper.isType || Feature.allCases.count { !(featureNames[$0] ?? []).isDisjoint(with: helper.words) } <= 1
            }
        }
        for (path, declarations) in parsed {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            found += declarations.tests.map { ("\(name):\($0.name)", $0) }
        }
        for (label, test) in found {
            let words = Self.closure(of: test.words, owner: test.owner, through: helpers)
            let features = Feature.allCases.filter { feature in
                test.featureCases.contains(feature.rawValue) || test.featureCases.contains("allCases")
                    || !(featureNames[feature] ?? []).isDisjoint(with: words)
            }
            all.append(label)
            if features.isEmpty { other.append(label) }
            for feature in features { tests[feature, default: []].append(label) }
        }
        all.sort()
        other.sort()
        for feature in tests.keys { tests[feature]?.sort() }
    }

    /// `words` (of code declared in the types `owner`) and the words of every helper they name,
    /// and of every helper those name, …, each name looked up from where it was written.
    /// - Complexity: O(*w*) in the words of the helpers reached.
    static func closure(
        of words: Set<String>, owner: [String], through helpers: [String: [SwiftDeclarations.Helper]]
    ) -> Set<String> {
        var reached = words
        var pending = words.map { ($0, owner) }
        var followed: Set<[String]> = []
        while let (word, owner) = pending.popLast() {
            guard followed.insert(owner + [word]).inserted else { continue }
            for helper in lookUp(word, from: owner, named: reached, in: helpers) {
                reached.formUnion(helper.words)
                pending += helper.words.map { ($0, helper.owner) }
            }
        }
        return reached
    }

    /// The declarations `word` finds from code declared in the types `owner`: the members of
    /// those types, else file-level ones, else the members of a type among `named`.
    static func lookUp(
        _ word: String, from owner: [String], named: Set<String>, in helpers: [String: [SwiftDeclarations.Helper]]
    ) -> [SwiftDeclarations.Helper] {
        let candidates = helpers[word] ?? []
        let members = candidates.filter { !$0.owner.isEmpty && owner.starts(with: $0.owner) }
        if !members.isEmpty { return members }
        let fileLevel = candidates.filter(\.owner.isEmpty)
        if !fileLevel.isEmpty { return fileLevel }
        return candidates.filter { $0.owner.last.map(named.contains) == true }
    }
}
