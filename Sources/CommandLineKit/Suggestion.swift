/// The word a mistyped one was most likely meant to be, for "did you mean …?" hints (`archkit
/// comapre` → `compare`), as git and Swift's argument-parser suggest.
enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a typo of it: at most one
    /// edit for words of up to five characters, two for longer ones, where an edit inserts,
    /// deletes or replaces a character or swaps two neighbours (the optimal string alignment
    /// distance). Ties go to the earlier candidate.
    /// - Complexity: O(*n* × *m*) per candidate, in the lengths of the two words.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = distance(typed, Array(candidate.lowercased()))
            let allowed = max(typed.count, candidate.count) <= 5 ? 1 : 2
            guard distance > 0, distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The optimal string alignment distance between two words.
    static func distance(_ left: [Character], _ right: [Character]) -> Int {
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var rows = [Array(0...right.count)]
        for i in 1...left.count {
            var row = [i] + Array(repeating: 0, count: right.count)
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    row[j] = min(row[j], rows[i - 2][j - 2] + 1)
                }
            }
            rows.append(row)
        }
        return rows[left.count][right.count]
    }

    /// ` (did you mean 'compare'?)`, or nothing when no candidate is close.
    static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
