import Foundation

/// One line of standard error that a long run rewrites in place (`\r`, then erase to the end of
/// the line), cut to the terminal's width; cleared when the run ends. The executable makes one
/// only when standard error is a terminal, so piped output never holds it.
@MainActor
public final class ProgressLine {
    private let width: Int
    private var shown = false

    /// Creates a line for a terminal `width` columns wide.
    public init(width: Int) {
        self.width = width
    }

    /// Replaces the line with `text`.
    public func write(_ text: String) {
        shown = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(text.prefix(max(width - 1, 1)))).utf8))
    }

    /// Erases the line, if anything was written.
    public func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
