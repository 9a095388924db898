/// How many terminal columns a text takes, for `demo`'s and `play`'s columns: a character of
/// East Asian Width "Wide" or "Fullwidth" (Unicode Standard Annex #11), or an emoji drawn as
/// one, takes two; every other character one (a combining mark belongs to the character before
/// it, as Swift's `Character` groups them).
///
/// The table is small on purpose: the ranges the kit's texts use (the scenarios' and the fuzz
/// corpus's fullwidth digits, ideographic space, CJK ideographs, kana, Hangul, emoji), not the
/// whole of UAX #11, which would need the Unicode data files. A character outside it counts as
/// one column, as `count` counted every character before.
enum DisplayWidth {
    /// The Unicode scalar ranges drawn two columns wide.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation (U+3000 ideographic space)
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // Fullwidth forms (fullwidth digits "１２")
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x1F1E6...0x1F1FF,  // Regional indicators (a flag is a pair, one character)
        0x1F300...0x1F64F,  // Pictographs and emoticons ("😀", the family "👨‍👩‍👧‍👦" starts with one)
        0x1F680...0x1F6FF,  // Transport and map symbols
        0x1F900...0x1F9FF,  // Supplemental symbols and pictographs
        0x20000...0x3FFFD,  // CJK Unified Ideographs Extensions B to G
    ]

    /// The columns `character` takes: 2 when its first scalar is in ``wideRanges``, else 1.
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first?.value else { return 0 }
        return wideRanges.contains { $0.contains(first) } ? 2 : 1
    }

    /// The columns `text` takes.
    /// - Complexity: O(*n*) in the number of characters.
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The end of the longest prefix of `text` that fits in `columns` columns.
    static func prefixEnd(_ text: Substring, fitting columns: Int) -> Substring.Index {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = used + of(text[index])
            if next > columns { break }
            used = next
            index = text.index(after: index)
        }
        return index
    }
}
