import Domain
import SwiftLexing
import Testing

@testable import ArchKitCLI

/// The type counter and the test attribution of `archkit stats`.
@Suite("stats: types, tests and what each test exercises")
struct SwiftDeclarationsTests {
    func declarations(_ source: String) -> SwiftDeclarations {
        SwiftDeclarations(SwiftLexer(source).tokens)
    }

    @Test func typesAreDeclarationsOfClassesStructsEnumsActorsAndProtocols() {
        let source = """
            @MainActor final class A: B {
                class func make() -> A { A() }
                class var shared: A { A() }
                enum Kind { case one }
                struct Row {}
            }
            protocol P: AnyObject {}
            actor Worker {}
            extension A: P {}
            let actor = 1
            typealias C = A
            let text = "struct NotAType {}" // class NotOneEither
            func f() { struct Local {} }
            let kind = A.Kind.self
            """
        #expect(declarations(source).types == ["A", "Kind", "Row", "P", "Worker", "Local"])
        #expect(declarations(source).topLevelNames == ["A", "P", "Worker", "actor", "text", "f", "kind"])
    }

    @Test func testsAreTestFunctionsAndXCTestMethods() {
        let testing = """
            @Suite struct S {
                @Test func one() {}
                @MainActor @Test(arguments: [1, 2]) func two(n: Int) {}
                func helper() {}
            }
            """
        #expect(declarations(testing).tests.map(\.name) == ["one", "two"])
        #expect(declarations(testing).tests.map(\.owner) == [["S"], ["S"]])
        let xctest = """
            final class T: XCTestCase {
                func testOne() {}
                func testWith(_ x: Int) {}
                func helper() {}
            }
            """
        #expect(declarations(xctest).tests.map(\.name) == ["testOne"])
    }

    static let featureNames: [Feature: Set<String>] = [
        .welcome: ["LoginPresenter", "WelcomeState"], .products: ["ProductsPresenter", "productsMiddleware"],
        .cars: ["CarsState"], .summary: ["SummaryPresenter"],
    ]

    func attribution(_ files: [(path: String, text: String)]) -> TestAttribution {
        TestAttribution(testFiles: files, featureNames: Self.featureNames)
    }

    @Test func aTestExercisesTheFeaturesItsCodeAndItsHelpersName() {
        let file = """
            struct WelcomeTests {
                let start = WelcomeState()
                func products() -> Int { productsMiddleware() }
                @Test func direct() { _ = LoginPresenter() }
                @Test func throughAMember() { _ = start }
                @Test func throughAFunction() { _ = products() }
                @Test func byValue() { run(feature: .cars) }
                @Test(arguments: Feature.allCases) func everyFeature(feature: Feature) {}
                @Test func nothing() { _ = 1 }
            }
            struct CarsTests {
                let start = CarsState()
                @Test func ownStart() { _ = start }
            }
            """
        let found = attribution([("Tests/XTests/File.swift", file)])
        #expect(found.tests[.welcome] == ["File.swift:direct", "File.swift:everyFeature", "File.swift:throughAMember"])
        #expect(found.tests[.products] == ["File.swift:everyFeature", "File.swift:throughAFunction"])
        #expect(found.tests[.cars] == ["File.swift:byValue", "File.swift:everyFeature", "File.swift:ownStart"])
        #expect(found.other == ["File.swift:nothing"])
        #expect(found.all.count == 7)
    }

    @Test func aTypeOfTheTestsIsFollowedOnlyWhenItBelongsToOneFeature() {
        let file = """
            final class Recorder { let presenter = SummaryPresenter() }
            final class Output: LoginPresenter, ProductsPresenter {}
            @Test func recorded() { _ = Recorder() }
            @Test func everywhere() { _ = Output() }
            """
        let found = attribution([("Tests/XTests/File.swift", file)])
        #expect(found.tests[.summary] == ["File.swift:recorded"])
        #expect(found.tests[.welcome] == nil)
        #expect(found.other == ["File.swift:everywhere"])
    }
}
