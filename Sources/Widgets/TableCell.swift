/// The content of one table row: a title and an optional detail line.
///
/// Mirrors the two texts of a `UITableViewCell` in the `.value1` style.
public struct TableCell: Sendable, Hashable, Codable {
    /// The row's main text.
    public var title: String
    /// The row's secondary text, or `nil` for none.
    public var detail: String?

    /// Creates a cell's content.
    public init(title: String, detail: String? = nil) {
        self.title = title
        self.detail = detail
    }
}
