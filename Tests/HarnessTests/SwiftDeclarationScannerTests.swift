import Testing

@Suite("Taking a declaration out of Swift source")
struct SwiftDeclarationScannerTests {
    static func excerpt(_ path: String, in source: String) throws -> String {
        try SwiftDeclarationScanner(source: source, file: "F.swift").excerpt(path.split(separator: "/").map(String.init)).text
    }

    static let source = ##"""
        import Domain

        /// The presenter.
        @MainActor
        final class Presenter {
            private var text = "}"  // a brace in a string: }
            /* a brace in a comment: { /* nested } */ */

            /// Saves.
            @discardableResult
            func save(_ product: Product, in mode: Mode) -> Bool {
                if product.name.isEmpty {
                    log("{ \(product.name.map { "}" }) }")
                    return false
                }
                let message = """
                    }} "quoted" \(mode)
                    """
                log(#"raw "}" \#(message)"#)
                return true
            }

            func update(_ product: Product) { store.update(product) }
            func update(_ count: Int) { store.update(count) }

            func reduce(_ action: Action) {
                switch action {
                case .saveButtonTapped:
                    state.saving = true
                    // then the effect

                case .saved(let product):
                    state.products.append(product)
                default:
                    break
                }
            }

            func viewDidLoad() {
                button.addAction { [weak self] in
                    self?.save()
                }
                field.addAction { [weak self] in self?.edit() }
                publisher
                    .map(\.name)
                    .sink { _ in }
            }
        }
        """##

    @Test func aFunctionWithNestedBracesAndBracesInStringsAndComments() throws {
        let text = try Self.excerpt("save(_:in:)", in: Self.source)
        #expect(text.hasPrefix("@discardableResult\nfunc save(_ product: Product, in mode: Mode) -> Bool {\n"))
        #expect(text.hasSuffix("    log(#\"raw \"}\" \\#(message)\"#)\n    return true\n}"))
        #expect(!text.contains("/// Saves."), "the doc comment is left out")
        #expect(text.split(separator: "\n").count == 12)
    }

    @Test func aTypeRunsToItsClosingBrace() throws {
        let text = try Self.excerpt("Presenter", in: Self.source)
        #expect(text.hasPrefix("@MainActor\nfinal class Presenter {"))
        #expect(text.hasSuffix("            .sink { _ in }\n    }\n}"))
        #expect(try Self.excerpt("class Presenter", in: Self.source) == text)
        #expect(try Self.excerpt("var text", in: Self.source) == #"private var text = "}"  // a brace in a string: }"#)
    }

    @Test func overloadsWithTheSameLabelsAreTakenByTheirWholeParameterList() throws {
        #expect {
            try Self.excerpt("update(_:)", in: Self.source)
        } throws: { error in
            "\(error)".hasPrefix("F.swift: \"update(_:)\" is ambiguous (line 23, line 24)")
        }
        #expect(try Self.excerpt("update(_ count: Int)", in: Self.source) == "func update(_ count: Int) { store.update(count) }")
        #expect(try Self.excerpt("update(_ product:Product)", in: Self.source).contains("store.update(product)"))
    }

    @Test func aCaseClauseRunsToTheNextCase() throws {
        #expect(
            try Self.excerpt("reduce(_:)/case .saveButtonTapped", in: Self.source)
                == "case .saveButtonTapped:\n    state.saving = true", "a comment before the next case is left to it")
        #expect(
            try Self.excerpt("case .saved", in: Self.source)
                == "case .saved(let product):\n    state.products.append(product)")
        #expect(throws: ExcerptError.self) { try Self.excerpt("case .save", in: Self.source) }
    }

    @Test func aStatementByTheTextItStartsWith() throws {
        #expect(
            try Self.excerpt("viewDidLoad()/button.addAction", in: Self.source)
                == "button.addAction { [weak self] in\n    self?.save()\n}")
        #expect(try Self.excerpt("field.addAction", in: Self.source) == "field.addAction { [weak self] in self?.edit() }")
        #expect(try Self.excerpt("publisher", in: Self.source) == "publisher\n    .map(\\.name)\n    .sink { _ in }")
        #expect(try Self.excerpt("viewDidLoad()/self@1", in: "func viewDidLoad() {\n    self.a()\n    self.b()\n}") == "self.a()")
        #expect(try Self.excerpt("viewDidLoad()/self@2", in: "func viewDidLoad() {\n    self.a()\n    self.b()\n}") == "self.b()")
        #expect(throws: ExcerptError.self) { try Self.excerpt("self@3", in: "func f() {\n    self.a()\n}") }
        let found = try SwiftDeclarationScanner(source: Self.source, file: "F.swift").excerpt(["button.addAction"])
        #expect(found.context == ["viewDidLoad()"])
    }

    @Test func aMissingDeclarationNamesTheFileThePathAndWhatIsThere() {
        #expect {
            try Self.excerpt("Presenter/saveTapped()", in: Self.source)
        } throws: { error in
            "\(error)"
                == "F.swift: no declaration \"saveTapped()\" inside Presenter; declarations there: var text, "
                + "save(_:in:), update(_:), update(_:), reduce(_:), viewDidLoad()"
        }
    }
}
