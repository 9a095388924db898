import Domain
import Foundation
import Testing

@Suite("PriceFormat")
struct PriceFormatTests {
    @Test(
        "Prices are written with exactly two fraction digits, no grouping",
        arguments: [
            ("600", "600.00"),
            ("0.5", "0.50"),
            ("0.05", "0.05"),
            ("0", "0.00"),
            ("12.5", "12.50"),
            ("1500", "1500.00"),
            ("1000000000", "1000000000.00"),
            ("123456789012.34", "123456789012.34"),
            ("2.345", "2.35"),
            ("2.344", "2.34"),
            ("0.001", "0.00"),
            ("-1.5", "-1.50"),
        ])
    func string(value: String, expected: String) {
        let decimal = Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))!
        #expect(PriceFormat.string(from: decimal) == expected)
    }

    @Test("NaN is written as NaN")
    func notANumber() {
        #expect(PriceFormat.string(from: .nan) == "NaN")
    }

    @Test(
        "Accepted prices",
        arguments: [
            ("0", "0"),
            ("12", "12"),
            ("12.5", "12.5"),
            ("12.50", "12.5"),
            ("0.05", "0.05"),
            ("007", "7"),
            (" 7 ", "7"),
            ("\t\n12.30\n", "12.3"),
            ("1000000000", "1000000000"),
            ("1000000000.00", "1000000000"),
            ("0001000000000.0", "1000000000"),
            ("999999999.99", "999999999.99"),
        ])
    func accepted(text: String, expected: String) {
        let value = Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX"))!
        #expect(PriceFormat.decimal(from: text) == value)
    }

    @Test(
        "Rejected prices",
        arguments: [
            "", "   ", "1,5", "1e3", "12.345", "-1", "+1", ".5", "5.", "1 000", "1.2.3", "1..2",
            "1000000000.01", "1000000001", "10000000000", "99999999999999999999999999", "NaN",
            "nan", "inf", "0x10", "١٢", "１２", "12a", "a12", "12.5a", "$12", "12 .5", "1_000",
        ])
    func rejected(text: String) {
        #expect(PriceFormat.decimal(from: text) == nil)
    }

    @Test(
        "A parsed price writes back as the screens show it",
        arguments: [
            ("12.5", "12.50"), ("900", "900.00"), ("0.5", "0.50"), (" 1000000000 ", "1000000000.00"),
        ])
    func roundTrip(text: String, expected: String) throws {
        let value = try #require(PriceFormat.decimal(from: text))
        #expect(PriceFormat.string(from: value) == expected)
    }

    @Test("The maximum is 1000000000")
    func maximum() {
        #expect(PriceFormat.maximum == 1_000_000_000)
    }
}
