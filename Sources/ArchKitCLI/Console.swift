import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a subcommand that talks with the user (`play`) reads its lines and writes as it goes.
///
/// Every other subcommand returns its whole output in a ``CommandResult``; `play` reads a line,
/// answers it, and reads the next, so it needs the input and, on a terminal, to print before the
/// next line is typed.
public struct Console: Sendable {
    /// Whether standard input is a terminal: a person types (a prompt is shown), rather than a
    /// script whose lines are echoed with the screens.
    public var isTerminal: Bool
    /// The next line without its line break, or `nil` at the end of the input. May block.
    public var readLine: @Sendable () -> String?
    /// Prints text as it is produced; `nil` collects it into the ``CommandResult``'s output.
    public var write: (@Sendable (String) -> Void)?

    /// Creates a console.
    public init(isTerminal: Bool, readLine: @escaping @Sendable () -> String?, write: (@Sendable (String) -> Void)?) {
        self.isTerminal = isTerminal
        self.readLine = readLine
        self.write = write
    }

    /// No input at all; output collected into the result.
    public static let none = Console(isTerminal: false, readLine: { nil }, write: nil)

    /// These lines as the input, as a script would give them; output collected into the result.
    public static func lines(_ lines: [String]) -> Console {
        let queue = LineQueue(lines)
        return Console(isTerminal: false, readLine: { queue.next() }, write: nil)
    }

    /// The process's standard input and output. Lines are read in the terminal's canonical mode,
    /// so the terminal's own line editing applies (erase, kill a word or the line) and nothing
    /// needs restoring on any exit (see Docs/Play.md, "Line editing").
    public static var standard: Console {
        Console(
            isTerminal: isatty(STDIN_FILENO) == 1,
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in FileHandle.standardOutput.write(Data(text.utf8)) })
    }
}

/// Lines handed out one at a time, from any thread.
private final class LineQueue: Sendable {
    private let remaining: Mutex<ArraySlice<String>>

    init(_ lines: [String]) {
        remaining = Mutex(lines[...])
    }

    func next() -> String? {
        remaining.withLock { $0.popFirst() }
    }
}
