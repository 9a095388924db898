#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width of the terminal on standard output: its window size, else `$COLUMNS`, else 80 (the
/// classic terminal's width, which argument-parser also assumes when it cannot tell).
public enum TerminalWidth {
    /// The width in columns.
    public static func current(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// Whether standard error is a terminal (not a pipe or a file): progress lines go there
    /// only then.
    public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
