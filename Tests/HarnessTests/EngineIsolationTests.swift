import Foundation
import SwiftLexing
import Testing

/// The kit's engines stand alone, as their peers' cores do: each target is declared without
/// dependencies in Package.swift, and no source of it imports a module of the package or
/// Foundation. The store reports to the trace through a hook of its own (`StoreTracing`), which
/// the Harness fills; an `import Tracing` back in the store fails here.
@Suite("The engines import nothing of the package and no Foundation")
struct EngineIsolationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let engines = ["Reactive", "ReduxStore", "ComposableEngine"]
    static let foundation: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Dispatch",
    ]

    static func manifest() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    @Test(arguments: engines)
    func theEngineIsDeclaredWithoutDependencies(engine: String) throws {
        let declaration = try #require(
            Self.targetDeclaration(named: engine, in: try Self.manifest()), "Package.swift declares no target \(engine)")
        #expect(
            !declaration.contains("dependencies"),
            "Package.swift gives \(engine) dependencies: \(declaration); an engine imports nothing of the package")
    }

    @Test(arguments: engines)
    func theEnginesSourcesImportNothingOfThePackageNorFoundation(engine: String) throws {
        let forbidden = Self.foundation.union(Self.targetNames(in: try Self.manifest()))
        let folder = Self.root.appendingPathComponent("Sources/\(engine)")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no Swift sources in Sources/\(engine)")
        for file in files.sorted() {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (module, line) in Self.imports(in: source) where forbidden.contains(module) {
                Issue.record(
                    "Sources/\(engine)/\(file):\(line + 1) imports \(module); an engine imports neither the package nor Foundation"
                )
            }
        }
    }

    @Test func theChecksFindWhatTheyMust() throws {
        let manifest = """
            let layers: [Target] = [
                .target(name: "Tracing", dependencies: ["CommandLineKit"]),
                .target(name: "Store", dependencies: ["Tracing"]),
                .target(name: "Free"),
            ]
            """
        #expect(Self.targetDeclaration(named: "Store", in: manifest) == #".target(name: "Store", dependencies: ["Tracing"])"#)
        #expect(Self.targetDeclaration(named: "Free", in: manifest) == #".target(name: "Free")"#)
        #expect(Self.targetDeclaration(named: "Missing", in: manifest) == nil)
        #expect(Self.targetNames(in: manifest) == ["Tracing", "Store", "Free"])
        let source = """
            // import Foundation
            @preconcurrency import Tracing
            let text = "import Domain"
            #if canImport(Glibc)
                public import Glibc
            #endif
            import struct Widgets.Label
            """
        #expect(Self.imports(in: source).map(\.module) == ["Tracing", "Glibc", "Widgets"])
    }

    /// The text of the `.target(name: "<name>", …)` call in a manifest, up to its closing
    /// parenthesis, or `nil` if there is none.
    static func targetDeclaration(named name: String, in manifest: String) -> String? {
        guard let start = manifest.range(of: ".target(name: \"\(name)\"") else { return nil }
        var depth = 0
        for index in manifest[start.lowerBound...].indices {
            if manifest[index] == "(" { depth += 1 }
            if manifest[index] == ")" {
                depth -= 1
                if depth == 0 { return String(manifest[start.lowerBound...index]) }
            }
        }
        return nil
    }

    /// The names of the targets a manifest declares (every `name: "…"` argument).
    static func targetNames(in manifest: String) -> [String] {
        manifest.matches(of: /\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name: "([^"]+)"/)
            .map { String($0.output.1) }
    }

    /// The modules a Swift source imports, with each import's 0-based line; comments and
    /// strings are not read.
    static func imports(in source: String) -> [(module: String, line: Int)] {
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        let tokens = SwiftLexer(source).tokens
        var result: [(module: String, line: Int)] = []
        for (offset, token) in tokens.enumerated() where token.text == "import" {
            var next = offset + 1
            if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
            if next < tokens.count, tokens[next].isWord { result.append((tokens[next].text, token.line)) }
        }
        return result
    }
}
