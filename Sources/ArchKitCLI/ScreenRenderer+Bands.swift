extension ScreenRenderer {
    /// The narrowest column `play` and `demo` draw a screen in before they stack columns in bands.
    static let minimumColumnWidth = 22

    /// Lays columns out side by side in the width given (`play`'s and `demo`'s layout), and, when that would
    /// make them narrower than ``minimumColumnWidth``, in bands of as many as fit, one band
    /// under the other (a blank line between). A width too small for even one such column gets
    /// one column a band, as wide as the width.
    /// - Parameters:
    ///   - columns: Each column's lines.
    ///   - headers: Each column's header.
    ///   - width: The width to fit, in characters.
    /// - Returns: The lines, without trailing spaces.
    static func bands(_ columns: [[String]], headers: [String], width: Int) -> [String] {
        guard !columns.isEmpty else { return [] }
        let gap = 3
        var perBand = columns.count
        while perBand > 1, (width - gap * (perBand - 1)) / perBand < minimumColumnWidth { perBand -= 1 }
        let columnWidth = max(1, (width - gap * (perBand - 1)) / perBand)
        var lines: [String] = []
        for start in stride(from: 0, to: columns.count, by: perBand) {
            let end = min(start + perBand, columns.count)
            if start > 0 { lines.append("") }
            lines += sideBySide(Array(columns[start..<end]), headers: Array(headers[start..<end]), width: columnWidth)
        }
        return lines
    }
}
