/// Shrinks a failing session to a small one that still fails the same way: delta debugging
/// (Zeller and Hildebrandt's *ddmin*) over the steps, then simpler answers to requests, then
/// ddmin over each typed text's characters and plainer characters, then the steps once more.
///
/// The caller's `stillFails` decides what "the same way" is and rejects candidates that are
/// not valid sessions (a step the screen no longer offers), so every candidate kept is a
/// session a user could play.
///
/// - Complexity: At most ``budget`` calls of `stillFails`; ddmin needs O(*n*²) of them in the
///   worst case and O(*n* log *n*) typically, for *n* steps.
@MainActor
struct FuzzShrinker {
    /// The most candidates tried.
    var budget = 600
    private(set) var tried = 0

    /// Creates a shrinker.
    init(budget: Int = 600) {
        self.budget = budget
    }

    /// The smallest variant of `steps` found that still fails.
    /// - Parameters:
    ///   - steps: A failing session's steps.
    ///   - stillFails: Plays a candidate; `true` when it is valid and fails the same way.
    mutating func shrink(_ steps: [Step], stillFails: ([Step]) async -> Bool) async -> [Step] {
        var current = await ddmin(steps, stillFails: stillFails)
        current = await simplifyResponses(current, stillFails: stillFails)
        current = await shrinkTexts(current, stillFails: stillFails)
        return await ddmin(current, stillFails: stillFails)
    }

    private mutating func test<T>(_ candidate: [T], _ stillFails: ([T]) async -> Bool) async -> Bool {
        guard tried < budget else { return false }
        tried += 1
        return await stillFails(candidate)
    }

    /// ddmin: removes chunks of items (then their complements) while the candidate still fails,
    /// halving the chunk size when nothing can go.
    private mutating func ddmin<T>(_ original: [T], stillFails: ([T]) async -> Bool) async -> [T] {
        var items = original
        if !items.isEmpty, await test([T](), stillFails) { return [] }
        var parts = 2
        while items.count >= 2, tried < budget {
            let size = (items.count + parts - 1) / parts
            let chunks = stride(from: 0, to: items.count, by: size).map { $0..<min($0 + size, items.count) }
            var reduced = false
            for chunk in chunks where chunks.count > 1 {
                let subset = Array(items[chunk])
                if await test(subset, stillFails) {
                    items = subset
                    parts = 2
                    reduced = true
                    break
                }
            }
            if !reduced {
                for chunk in chunks {
                    let complement = Array(items[..<chunk.lowerBound] + items[chunk.upperBound...])
                    if await test(complement, stillFails) {
                        items = complement
                        parts = max(parts - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                if parts >= items.count { break }
                parts = min(parts * 2, items.count)
            }
        }
        return items
    }

    /// Replaces each answer with a simpler one that still fails: unreachable, then an empty
    /// server error.
    private mutating func simplifyResponses(_ steps: [Step], stillFails: ([Step]) async -> Bool) async -> [Step] {
        var items = steps
        for index in items.indices {
            guard case .respond(let response) = items[index] else { continue }
            for simpler in [Response.unreachable, .status(500, body: "")] where simpler != response {
                var candidate = items
                candidate[index] = .respond(simpler)
                if await test(candidate, stillFails) {
                    items = candidate
                    break
                }
            }
        }
        return items
    }

    /// Shortens every typed text (ddmin over its characters), then replaces each character
    /// left with a plain letter or a space where the failure allows.
    private mutating func shrinkTexts(_ steps: [Step], stillFails: ([Step]) async -> Bool) async -> [Step] {
        var items = steps
        for index in items.indices {
            guard case .type(let field, let text) = items[index], !text.isEmpty else { continue }
            let before = items
            func with(_ characters: [Character]) -> [Step] {
                var candidate = before
                candidate[index] = .type(field: field, text: String(characters))
                return candidate
            }
            var characters = await ddmin(Array(text)) { await stillFails(with($0)) }
            for position in characters.indices {
                for plain in ["a", " "] as [Character] where characters[position] != plain {
                    var candidate = characters
                    candidate[position] = plain
                    if await test(with(candidate), stillFails) {
                        characters = candidate
                        break
                    }
                }
            }
            items = with(characters)
        }
        return items
    }
}
