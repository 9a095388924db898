import Testing

/// The one reader of the sections commands write into Docs pages, on pages of its own.
@Suite("Generated sections: found by their markers, compared line by line")
struct GeneratedSectionTests {
    static let page = """
        # A page
        <!-- BEGIN GENERATED STATS: archkit stats cars --format markdown -->

        | a | b |

        <!-- END GENERATED STATS -->
        <!-- BEGIN GENERATED TRACE: archkit trace x --step 1 --docs -->
        not a stats section
        <!-- END GENERATED TRACE -->
        """

    @Test func aSectionIsItsCommandItsLineAndTheLinesBetweenItsMarkers() throws {
        let sections = try GeneratedSection.sections(of: Self.page, kind: "STATS", page: "Docs/P.md")
        #expect(
            sections == [
                GeneratedSection(
                    command: ["archkit", "stats", "cars", "--format", "markdown"], line: 2, body: ["", "| a | b |", ""])
            ])
        #expect(try GeneratedSection.sections(of: Self.page, kind: "TRACE", page: "Docs/P.md").map(\.line) == [7])
    }

    @Test func aSectionWithoutItsEndMarkerNamesThePageAndLine() {
        #expect {
            try GeneratedSection.sections(
                of: "x\n<!-- BEGIN GENERATED STATS: archkit stats -->\n", kind: "STATS", page: "Docs/P.md")
        } throws: { error in
            "\(error)" == "Docs/P.md:2: the section has no \"<!-- END GENERATED STATS -->\""
        }
    }

    @Test func theBodyIsTheOutputBetweenBlankLinesAndTheFirstDifferenceIsNamed() {
        let body = GeneratedSection.body(for: "| a | b |\n| 1 | 2 |\n")
        #expect(body == ["", "| a | b |", "| 1 | 2 |", ""])
        #expect(GeneratedSection.firstDifference(body, body) == nil)
        #expect(
            GeneratedSection.firstDifference(["", "| a | b |", "| 1 | 3 |", ""], body)
                == "first at its line 3: the page has \"| 1 | 3 |\", the command prints \"| 1 | 2 |\"")
        #expect(
            GeneratedSection.firstDifference(["", "| a | b |"], body)
                == "first at its line 3: the page has nothing (the section ends), the command prints \"| 1 | 2 |\"")
    }
}
