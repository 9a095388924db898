extension SwiftDeclarationScanner {
    /// One step of an excerpt's path, as ``SwiftDeclarationScanner`` documents the forms.
    struct Selector {
        private enum Kind {
            case function(name: String, labels: [String]?, signature: String?)
            case clause(String)
            case named(keyword: String?, name: String)
            case statement(String)
        }

        private let kind: Kind
        var isCase: Bool {
            if case .clause = kind { return true }
            return false
        }

        init(_ step: String) {
            let text = SwiftDeclarationScanner.normalize(step)
            let identifier = text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            let rest = text.dropFirst(identifier.count)
            if !identifier.isEmpty, rest.hasPrefix("("), rest.hasSuffix(")") {
                let inner = rest.dropFirst().dropLast()
                let isLabels =
                    inner.isEmpty
                    || (inner.hasSuffix(":")
                        && inner.split(separator: ":").allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
                kind = .function(
                    name: String(identifier), labels: isLabels ? inner.split(separator: ":").map(String.init) : nil,
                    signature: isLabels ? nil : text)
            } else if text.hasPrefix("case ") {
                kind = .clause(text)
            } else if Declaration.keywords.contains(String(identifier)), rest.hasPrefix(" "),
                rest.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            {
                kind = .named(keyword: String(identifier), name: String(rest.dropFirst()))
            } else if !identifier.isEmpty, rest.isEmpty {
                kind = .named(keyword: nil, name: text)
            } else {
                kind = .statement(text)
            }
        }

        func matches(_ item: Item) -> Bool {
            let declaration = Declaration(head: item.headText)
            switch kind {
            case .function(let name, let labels, let signature):
                guard let declaration, declaration.name == name, let parameters = declaration.parameters else {
                    return false
                }
                if let labels { return declaration.labels == labels }
                return signature == "\(name)(\(parameters))"
            case .clause(let pattern):
                return Self.startsWord(item.headText, with: pattern)
            case .named(let keyword, let name):
                // A bare word is also a statement's first word (`publisher`, then `.map …`).
                guard let declaration else { return keyword == nil && Self.startsWord(item.headText, with: name) }
                guard declaration.name == name else { return false }
                return keyword.map { $0 == declaration.keyword } ?? true
            case .statement(let prefix):
                return Self.startsWord(item.headText, with: prefix)
            }
        }

        /// Whether `text` starts with `prefix` and no identifier character follows it.
        private static func startsWord(_ text: String, with prefix: String) -> Bool {
            guard text.hasPrefix(prefix) else { return false }
            guard let next = text.dropFirst(prefix.count).first else { return true }
            return !(next.isLetter || next.isNumber || next == "_")
        }
    }
}
