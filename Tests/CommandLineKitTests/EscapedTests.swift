import CommandLineKit
import Testing

@Suite("Values printed escaped, one line each")
struct EscapedTests {
    @Test(
        "Control and invisible characters become escapes; visible text stays",
        arguments: [
            ("Caching\nin progress", #"Caching\nin progress"#),
            ("\u{1B}[2J\u{1B}[31mred", #"\u{1B}[2J\u{1B}[31mred"#),
            ("a\0b\tc\r", #"a\0b\tc\r"#),
            ("Ann\u{A0}Lee", #"Ann\u{A0}Lee"#),
            ("Ann\u{200B}Lee", #"Ann\u{200B}Lee"#),
            ("\u{FEFF}x\u{2028}", #"\u{FEFF}x\u{2028}"#),
            (#"say "hi" \ bye"#, #"say \"hi\" \\ bye"#),
            ("Zoë 車 🚗 e\u{301}", "Zoë 車 🚗 e\u{301}"),
            ("Ann Lee", "Ann Lee"),
        ])
    func escaped(text: String, expected: String) {
        #expect(text.escaped == expected)
        #expect(text.quoted == "\"\(expected)\"")
    }

    @Test("Texts that differ only in an invisible character print differently")
    func distinct() {
        #expect("Ann\u{A0}Lee".quoted != "Ann Lee".quoted)
        #expect("Ann\u{200B}".quoted != "Ann".quoted)
    }
}
