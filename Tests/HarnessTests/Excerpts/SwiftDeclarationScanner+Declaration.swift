extension SwiftDeclarationScanner {
    /// What an item's head declares: `func saveButtonTapped()`, `final class ProductPresenter`,
    /// `private var products`, `case loaded(Data)`; `nil` for a statement.
    struct Declaration {
        var keyword: String
        var name: String
        /// The parameter list's text, normalized, for functions, initialisers and subscripts.
        var parameters: String?

        static let modifiers: Set<String> = [
            "private", "fileprivate", "internal", "public", "package", "open", "final", "override", "static",
            "class", "mutating", "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak",
            "unowned", "dynamic", "indirect", "optional", "isolated", "consuming", "borrowing",
        ]
        static let keywords: Set<String> = [
            "func", "init", "deinit", "subscript", "var", "let", "class", "struct", "enum", "actor", "protocol",
            "extension", "typealias", "case",
        ]
        static let types: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]

        init?(head: String) {
            var rest = Substring(Self.dropAttributes(head))
            while true {
                let word = rest.prefix(while: { $0.isLetter })
                // `class func` is a modifier; `class Name` declares.
                guard Self.modifiers.contains(String(word)) else { break }
                let after = rest.dropFirst(word.count)
                if word == "class" || word == "static",
                    !after.hasPrefix(" func") && !after.hasPrefix(" var") && !after.hasPrefix(" let")
                        && !after.hasPrefix(" subscript")
                {
                    break
                }
                rest = after.hasPrefix("(") ? after.drop(while: { $0 != ")" }).dropFirst() : after
                rest = rest.drop(while: { $0 == " " })
            }
            let keyword = String(rest.prefix(while: { $0.isLetter }))
            guard Self.keywords.contains(keyword) else { return nil }
            rest = rest.dropFirst(keyword.count)
            self.keyword = keyword
            switch keyword {
            case "init", "subscript", "deinit":
                name = keyword
                rest = rest.drop(while: { $0 == "?" || $0 == "!" })
            default:
                rest = rest.drop(while: { $0 == " " })
                name = String(rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" }))
                // An operator function: `func == (…)`.
                if name.isEmpty { name = String(rest.prefix(while: { $0 != "(" && $0 != "<" && $0 != " " })) }
                rest = rest.dropFirst(name.count)
            }
            guard let first = name.first, keyword != "case" || first.isLetter || first == "`" else { return nil }
            if ["func", "init", "subscript"].contains(keyword) {
                if rest.hasPrefix("<") { rest = Self.dropBalanced(rest, open: "<", close: ">") }
                guard rest.hasPrefix("(") else { return nil }
                let list = Self.dropBalanced(rest, open: "(", close: ")")
                parameters = String(rest.dropFirst().prefix(rest.count - list.count - 2))
            }
        }

        var isType: Bool { Self.types.contains(keyword) }

        /// The Swift name: `productViewController(_:didSave:)`, `init(mode:)`, `ProductPresenter`,
        /// `var products`.
        var displayName: String {
            if keyword == "var" || keyword == "let" { return "\(keyword) \(name)" }
            guard let labels else { return name }
            return "\(name)(\(labels.map { "\($0):" }.joined()))"
        }

        /// The argument labels, `_` for none; `nil` for what is not a function.
        var labels: [String]? {
            guard let parameters else { return nil }
            return Self.splitTopLevel(parameters).compactMap { parameter in
                let beforeColon = parameter.prefix(while: { $0 != ":" })
                let words = beforeColon.split(separator: " ")
                return words.first.map(String.init)
            }
        }

        /// `text` without its leading attributes (`@MainActor`, `@available(…)`).
        static func dropAttributes(_ text: String) -> String {
            var rest = Substring(text).drop(while: { $0 == " " })
            while rest.hasPrefix("@") {
                rest = rest.dropFirst().drop(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                if rest.hasPrefix("(") { rest = dropBalanced(rest, open: "(", close: ")") }
                rest = rest.drop(while: { $0 == " " })
            }
            return String(rest)
        }

        /// What follows a bracketed group that `text` starts with; `->` is not a closing `>`.
        static func dropBalanced(_ text: Substring, open: Character, close: Character) -> Substring {
            var level = 0
            var previous: Character = " "
            for index in text.indices {
                let character = text[index]
                if character == open {
                    level += 1
                } else if character == close, !(close == ">" && previous == "-") {
                    level -= 1
                    if level == 0 { return text[text.index(after: index)...] }
                }
                previous = character
            }
            return text[text.endIndex...]
        }

        /// A parameter list split at its top-level commas.
        static func splitTopLevel(_ list: String) -> [Substring] {
            var pieces: [Substring] = []
            var level = 0
            var start = list.startIndex
            var previous: Character = " "
            for index in list.indices {
                switch list[index] {
                case "(", "[", "{", "<": level += 1
                case ")", "]", "}": level -= 1
                case ">" where previous != "-": level -= 1
                case "," where level == 0:
                    pieces.append(list[start..<index])
                    start = list.index(after: index)
                default: break
                }
                previous = list[index]
            }
            let last = list[start...]
            if !last.allSatisfy({ $0 == " " }) { pieces.append(last) }
            return pieces
        }
    }
}
