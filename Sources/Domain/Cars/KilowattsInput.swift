/// The rule for text typed into the Car screen's `kilowatts` field.
///
/// A new text is accepted when it is empty, which means 0 kW (the field then stays empty), or
/// when it is an integer that fits in `Int`: an optional leading `-` followed by one or more
/// ASCII digits `0`–`9`. Anything else is rejected, and a rejected edit leaves both the field
/// and the car as they were. Rejected, for example: `"-"`, `"+3"`, `" 12"`, `"12a"`, `"1e3"`,
/// full-width digits `"１２"`, and `"9223372036854775808"` (beyond `Int.max`).
///
/// Leading zeros are accepted (`"007"` is 7 kW, `"-0"` is 0 kW); the field keeps the text as
/// typed.
///
/// Source: Docs/Contract.md §3 (`kilowatts` field); seed 002 filters edits with
/// `Int(string) != nil || string.isEmpty`. Unlike Swift's `Int(_:)`, this rule rejects a
/// leading `+`, which Docs/Contract.md §3 does not allow.
public enum KilowattsInput {
    /// Reads a text typed into the `kilowatts` field.
    ///
    /// ```swift
    /// KilowattsInput.parse("")     // 0 (accepted; the field stays empty)
    /// KilowattsInput.parse("-5")   // -5
    /// KilowattsInput.parse("12a")  // nil (rejected)
    /// ```
    ///
    /// - Parameter text: The field's whole new text.
    /// - Returns: The power in kilowatts the text stands for, or `nil` when the edit is
    ///   rejected.
    public static func parse(_ text: String) -> Int? {
        if text.isEmpty { return 0 }
        let utf8 = text.utf8
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        let asciiDigits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard !digits.isEmpty, digits.allSatisfy(asciiDigits.contains) else { return nil }
        // Only the range is left to check; `Int(_:)` returns nil when the value overflows.
        return Int(text)
    }

    /// The text the `kilowatts` field starts with for a car: its kilowatts in decimal digits,
    /// with a leading `-` when negative and no grouping separators.
    ///
    /// - Parameter kilowatts: The car's power in kilowatts.
    /// - Returns: The kilowatts as digits, such as `"125"`.
    public static func text(for kilowatts: Int) -> String {
        String(kilowatts)
    }
}
