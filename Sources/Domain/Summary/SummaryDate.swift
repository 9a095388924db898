import Foundation

/// The ISO 8601 timestamps of the covid19api.com API, such as "2020-06-01T02:19:37Z" and
/// "2021-04-17T08:53:42.925Z".
///
/// The API wrote dates both with and without fractional seconds over its life, so both parse.
/// Parsing uses `Date.ISO8601FormatStyle`, a `Sendable` value with a fixed (Gregorian, POSIX)
/// grammar: no locale, no shared mutable formatter.
enum SummaryDate {
    private static let withFractionalSeconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFractionalSeconds = Date.ISO8601FormatStyle()

    /// The date an ISO 8601 timestamp names, or `nil` if it is not one.
    ///
    /// - Parameter text: A timestamp such as "2021-04-17T08:53:42Z" or
    ///   "2021-04-17T08:53:42.925Z".
    /// - Returns: The date, or `nil` when `text` is not an ISO 8601 date and time.
    /// - Note: Thread-safe; call it from any isolation.
    static func parse(_ text: String) -> Date? {
        if let date = try? withFractionalSeconds.parse(text) { return date }
        return try? withoutFractionalSeconds.parse(text)
    }

    /// Decodes the timestamp stored under `key`.
    ///
    /// - Parameters:
    ///   - container: The container holding the timestamp as a string.
    ///   - key: The key of the timestamp.
    /// - Returns: The date the timestamp names.
    /// - Throws: `DecodingError.typeMismatch` or `.keyNotFound` when there is no string under
    ///   `key`; `DecodingError.dataCorrupted` when the string is not an ISO 8601 date and time.
    static func decode<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "Expected an ISO 8601 date and time, found \"\(text)\"."
            )
        }
        return date
    }
}
