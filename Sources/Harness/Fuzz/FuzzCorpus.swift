/// The texts and server answers the fuzzer draws from: edge cases a person or a server could
/// produce, each one a real input of the kit's fields or its summary request.
enum FuzzCorpus {
    /// Every kind of white space and invisible character, alone and around words.
    static let whitespace: [String] = [
        "", " ", "   ", "\t", "\n", "\r\n", " \t\n ", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{200B}", "\u{FEFF}",
        "\u{2028}",
    ]

    /// Edge cases of text: width, composition, direction, size.
    static let texts: [String] = [
        "１２３", "１２.５０", "٣٤٥", "e\u{301}", "Cafe\u{301}", "A\u{30A}ngstro\u{308}m", "Z\u{335}\u{30D}\u{352}",
        "👨‍👩‍👧‍👦", "🇻🇳", "😀", "a😀b", "مرحبا", "שלום", "\u{202E}abc", "Ann", "ann", "ANN", "Ann Lee", "x",
        "Nguyễn Văn A", "\"quoted\"", "back\\slash", "<b>tag</b>", "%@ %d", "null",
        String(repeating: "a", count: 31), String(repeating: "a", count: 32), String(repeating: "a", count: 33),
        String(repeating: "é", count: 32), String(repeating: "👨‍👩‍👧‍👦", count: 33), String(repeating: "long ", count: 200),
    ]

    /// Numbers at the edges of `Int` and of what a number field reads.
    static let numbers: [String] = [
        "0", "-0", "00", "1", "-1", "+3", "-", "+", "42", "150", "999999", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "1e3", "0x10", "1_000", "٣",
    ]

    /// Prices, well formed and with junk.
    static let prices: [String] = [
        "0", "0.00", "12.50", "900", "0.001", "12,50", "$5", "5$", "12.5.0", ".5", "5.", "-3", "NaN", "inf",
        " 12 ", "1e400", "12.50abc", "١٢٫٥",
    ]

    /// Values the kit's fields accept, so that sessions also reach the screens behind a valid
    /// form (a saved product, a signed-in user).
    static let plausible: [String: [String]] = [
        "name": ["Ann", "iPad", "Zed", "aPhone"],
        "id": ["P9", "p1", "X", "1"],
        "price": ["12.50", "0", "900", "1"],
        "make": ["Tesla", "BMW", "Lada"],
        "model": ["Model 3", "i3", "Niva"],
        "kilowatts": ["150", "0", "1", "300"],
    ]

    /// A text for the field with id `field`: often a plausible value, otherwise an edge case,
    /// sometimes padded with white space of a random kind.
    static func text(for field: String, using random: inout SplitMix64) -> String {
        var text: String
        switch random.int(below: 10) {
        case 0..<3: text = random.element(of: plausible[field] ?? texts)
        case 3..<5: text = random.element(of: whitespace)
        case 5..<7: text = random.element(of: texts)
        case 7: text = random.element(of: numbers)
        case 8: text = random.element(of: prices)
        default: text = random.element(of: texts) + random.element(of: numbers)
        }
        if random.chance(1, in: 5) { text = random.element(of: whitespace) + text }
        if random.chance(1, in: 5) { text += random.element(of: whitespace) }
        return text
    }

    /// The bundled summary fixtures, by file name: the real response of 2020-06-01 and a short
    /// one.
    static let fixtures = ["covid-summary-real.json", "covid-summary-two-countries.json"]

    /// Answers with a status and a body: malformed JSON, the wrong shape, server errors.
    static let statusAnswers: [(Int, String)] = [
        (200, ""), (200, "{"), (200, "not json"), (200, "{\"Global\": 1}"), (200, "[]"),
        (200, "{\"Global\":{\"NewConfirmed\":1,\"NewDeaths\":2},\"Countries\":[]}"), (204, ""), (301, ""),
        (404, "Not Found"), (429, "{\"message\":\"slow down\"}"), (500, "Internal Server Error"), (503, ""),
    ]

    /// An answer to the request in flight: a fixture, a status with a body, or unreachable.
    static func response(fixtureFolder: String, using random: inout SplitMix64) -> Response {
        switch random.int(below: 6) {
        case 0, 1: return .fixture(path: fixtureFolder + "/" + random.element(of: fixtures))
        case 2: return .unreachable
        default:
            let (code, body) = random.element(of: statusAnswers)
            return .status(code, body: body)
        }
    }
}
