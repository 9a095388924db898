import Foundation

/// How prices are written and read (Docs/Contract.md §2): exactly two fraction digits, "." as the decimal
/// point, no grouping, the same on every machine whatever its locale.
///
/// Neither direction uses a locale-dependent formatter or parser: ``string(from:)`` writes the
/// digits of the rounded `Decimal` itself and ``decimal(from:)`` reads ASCII digits by hand.
public enum PriceFormat {
    /// The highest price ``decimal(from:)`` accepts: 1000000000.
    public static let maximum: Decimal = 1_000_000_000

    /// The highest price in hundredths, as ``decimal(from:)`` counts.
    private static let maximumHundredths: UInt64 = 100_000_000_000

    /// Returns a price as the screens show it: exactly two fraction digits, "." as separator,
    /// no grouping.
    ///
    /// Prices with more fraction digits are rounded half away from zero ("2.345" gives "2.35").
    ///
    /// ```swift
    /// print(PriceFormat.string(from: 600), PriceFormat.string(from: 0.5))
    /// // Prints: 600.00 0.50
    /// ```
    ///
    /// - Parameter price: A price; negative prices get a leading "-".
    /// - Returns: Text such as "600.00", "0.50" or "1000000000.00"; "NaN" for `Decimal.nan`.
    /// - Complexity: O(*d*), where *d* is the number of digits of the price.
    public static func string(from price: Decimal) -> String {
        guard !price.isNaN else { return "NaN" }
        var source = price
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 2, .plain)
        // `Decimal.description` is positional and always uses "." (it takes no locale).
        let text = rounded.description
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        return whole + "." + fraction + String(repeating: "0", count: max(0, 2 - fraction.count))
    }

    /// Returns the price typed in a text, or `nil` if the text is not a valid price.
    ///
    /// The text is trimmed of white space and new lines, then must match, in full:
    ///
    /// ```
    /// price    = digits [ "." fraction ]
    /// digits   = digit { digit }          ; one or more; leading zeros allowed
    /// fraction = digit [ digit ]          ; one or two
    /// digit    = "0" | "1" | ... | "9"    ; ASCII only
    /// ```
    ///
    /// and its value must be at most ``maximum`` (1000000000). So "12", "12.5", "12.50",
    /// "0.05", " 7 " and "1000000000.00" are prices; "", "1,5", "1e3", "12.345", "-1", "+1",
    /// ".5", "5.", "1 000", "1000000000.01", "NaN", "0x10" and non-ASCII digits such as "١٢"
    /// are not.
    ///
    /// - Parameter text: The text of the price field.
    /// - Returns: The price, or `nil` if the text does not match the grammar or is too high.
    /// - Complexity: O(*m*), where *m* is the length of the text.
    public static func decimal(from text: String) -> Decimal? {
        let bytes = text.trimmed.utf8
        var index = bytes.startIndex
        var whole: UInt64 = 0
        var wholeDigits = 0
        while index != bytes.endIndex, let digit = digitValue(bytes[index]) {
            whole = whole * 10 + digit
            // Stop before the value can overflow; anything above the maximum is refused anyway.
            guard whole * 100 <= maximumHundredths else { return nil }
            wholeDigits += 1
            bytes.formIndex(after: &index)
        }
        guard wholeDigits > 0 else { return nil }
        var hundredths = whole * 100
        if index != bytes.endIndex {
            guard bytes[index] == UInt8(ascii: ".") else { return nil }
            bytes.formIndex(after: &index)
            var scale: UInt64 = 10
            var fractionDigits = 0
            while index != bytes.endIndex, let digit = digitValue(bytes[index]) {
                fractionDigits += 1
                guard fractionDigits <= 2 else { return nil }
                hundredths += digit * scale
                scale /= 10
                bytes.formIndex(after: &index)
            }
            guard fractionDigits > 0, index == bytes.endIndex else { return nil }
        }
        guard hundredths <= maximumHundredths else { return nil }
        return Decimal(hundredths) / 100
    }

    /// The value of an ASCII digit, or `nil` for any other byte.
    private static func digitValue(_ byte: UInt8) -> UInt64? {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        return UInt64(byte - UInt8(ascii: "0"))
    }
}
