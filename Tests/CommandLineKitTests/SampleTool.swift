import CommandLineKit

/// A small tool declared with every kind of declaration, for the parser's and the help's tests.
enum SampleTool {
    enum Shape: String, CaseIterable, Sendable {
        case round, square
    }

    static let files = Argument<[String]>.repeating(valueName: "file", help: "A file to read.", missing: "file")
    static let count = Option<Int>.value("--count", valueName: "n", help: "How many.", defaultDescription: "1") {
        word throws(ValidationError) in
        guard let value = Int(word), value > 0 else { throw ValidationError("'--count' takes a positive number; got '\(word)'") }
        return value
    }
    static let shape = Option<Shape>.choice("--shape", valueName: "shape", help: "The shape to draw.", defaultValue: .round)
    static let verbose = Option<Bool>.flag("--verbose", help: "Say more.")
    static let name = Option<String>.value(
        "--a-very-long-option-name", valueName: "text", help: "A label longer than the label column.")

    static let read = CommandConfiguration(
        name: "read",
        abstract: "Read files.",
        discussion: """
            The first paragraph, written over \
            several source lines, is one paragraph.

            A second paragraph.
            """,
        arguments: [files], options: [count, shape, verbose, name],
        validate: { values throws(ValidationError) in
            if values[verbose], values[count] == 7 { throw ValidationError("'--verbose' cannot be combined with '--count 7'") }
        })

    static let feature = Argument<String>.single(valueName: "feature", help: "The feature.") { $0 }
    static let show = CommandConfiguration(name: "show", abstract: "Show a feature.", arguments: [feature])

    static let tool = CommandConfiguration(name: "tool", abstract: "A sample tool.", subcommands: [read, show])
    static let parser = CommandParser(tool)
}
