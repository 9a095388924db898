import Testing

@testable import Domain

/// Docs/Contract.md §3: the `kilowatts` field accepts only "" (0 kW) or an integer that fits in `Int`,
/// with an optional leading "-".
@Suite("Kilowatts input")
struct KilowattsInputTests {
    @Test(
        "Accepts empty text and integers that fit in Int",
        arguments: [
            ("", 0),
            ("0", 0),
            ("-0", 0),
            ("-5", -5),
            ("125", 125),
            ("007", 7),
            ("9223372036854775807", Int.max),
            ("-9223372036854775808", Int.min),
        ])
    func accepts(text: String, kilowatts: Int) {
        #expect(KilowattsInput.parse(text) == kilowatts)
    }

    @Test(
        "Rejects everything else",
        arguments: [
            "-",
            "--5",
            "5-",
            "12a",
            " 12",
            "12 ",
            "+3",
            "1e3",
            "1.5",
            "1_000",
            "0x10",
            "9223372036854775808",
            "-9223372036854775809",
            "99999999999999999999999999",
            "１２",  // full-width digits
            "١٢",  // Arabic-Indic digits
            "\u{2212}5",  // minus sign, not hyphen-minus
            "\n",
        ])
    func rejects(text: String) {
        #expect(KilowattsInput.parse(text) == nil)
    }

    @Test(
        "The field's text for a car is its kilowatts as digits",
        arguments: [
            (125, "125"), (0, "0"), (-5, "-5"), (Int.min, "-9223372036854775808"),
        ])
    func text(kilowatts: Int, text: String) {
        #expect(KilowattsInput.text(for: kilowatts) == text)
        #expect(KilowattsInput.parse(text) == kilowatts)
    }
}
