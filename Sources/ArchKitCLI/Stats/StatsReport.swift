/// What `archkit stats` measured: per architecture, per feature, the code, the tests and the
/// widget writes of the built-in scenarios. The JSON form of the command is this, encoded.
struct StatsReport: Codable, Equatable, Sendable {
    /// One architecture's numbers, in the registry's order.
    var architectures: [ArchitectureStats]
}

/// The lines of code of some Swift files, as ``SwiftLexer`` counts them.
struct CodeStats: Codable, Equatable, Sendable {
    /// The `.swift` files.
    var files: Int = 0
    /// Lines with code on them (a string literal's lines and `#if` lines included).
    var lines: Int = 0
    /// Lines with only comments on them (doc comments included).
    var commentLines: Int = 0
    /// Lines with nothing but white space, outside string literals.
    var blankLines: Int = 0
    /// Classes, structs, enums, actors and protocols declared (nested ones included;
    /// extensions are not types).
    var types: Int = 0

    static func + (left: CodeStats, right: CodeStats) -> CodeStats {
        CodeStats(
            files: left.files + right.files, lines: left.lines + right.lines,
            commentLines: left.commentLines + right.commentLines, blankLines: left.blankLines + right.blankLines,
            types: left.types + right.types)
    }
}

/// One Swift file's numbers.
struct FileStats: Codable, Equatable, Sendable {
    /// The path from the package's root (`Sources/MVC/Cars/CarViewController.swift`).
    var path: String
    /// Its lines and types (``CodeStats/files`` is 1).
    var code: CodeStats
}

/// The widget writes of a feature's built-in scenarios on one architecture, as the headless
/// widgets counted them: information about how the style updates its screens, not a score.
struct WriteStats: Codable, Equatable, Sendable {
    /// The built-in scenarios played.
    var scenarios: Int = 0
    /// The steps played that act on the app (every step but `expect`, which changes nothing).
    var steps: Int = 0
    /// Widget writes during those steps (the app's start, before the first step, left out).
    var writes: Int = 0
    /// The writes among ``writes`` that stored the value the widget already held.
    var unchangedWrites: Int = 0

    /// Writes per step, the mean; 0 when no step was played.
    var writesPerStep: Double { steps == 0 ? 0 : Double(writes) / Double(steps) }
    /// Unchanged writes per step, the mean; 0 when no step was played.
    var unchangedWritesPerStep: Double { steps == 0 ? 0 : Double(unchangedWrites) / Double(steps) }

    static func + (left: WriteStats, right: WriteStats) -> WriteStats {
        WriteStats(
            scenarios: left.scenarios + right.scenarios, steps: left.steps + right.steps, writes: left.writes + right.writes,
            unchangedWrites: left.unchangedWrites + right.unchangedWrites)
    }

    private enum CodingKeys: String, CodingKey {
        case scenarios, steps, writes, unchangedWrites, writesPerStep, unchangedWritesPerStep
    }

    init(scenarios: Int = 0, steps: Int = 0, writes: Int = 0, unchangedWrites: Int = 0) {
        self.scenarios = scenarios
        self.steps = steps
        self.writes = writes
        self.unchangedWrites = unchangedWrites
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scenarios = try container.decode(Int.self, forKey: .scenarios)
        steps = try container.decode(Int.self, forKey: .steps)
        writes = try container.decode(Int.self, forKey: .writes)
        unchangedWrites = try container.decode(Int.self, forKey: .unchangedWrites)
    }

    /// Encodes the counts and, for readers of the JSON, the two means they give.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scenarios, forKey: .scenarios)
        try container.encode(steps, forKey: .steps)
        try container.encode(writes, forKey: .writes)
        try container.encode(unchangedWrites, forKey: .unchangedWrites)
        try container.encode(writesPerStep, forKey: .writesPerStep)
        try container.encode(unchangedWritesPerStep, forKey: .unchangedWritesPerStep)
    }
}

/// One feature (or the rest of the target) of one architecture.
struct FeatureStats: Codable, Equatable, Sendable {
    /// `welcome`, `products`, `cars`, `summary`; `other` for the target's files outside the
    /// feature folders; `all` for the architecture's total.
    var feature: String
    /// The folder, from the package's root (`Sources/MVC/Cars`); the target's for `all`.
    var folder: String
    /// The code of the folder.
    var code: CodeStats
    /// Each file, sorted by path (left out of `all`).
    var files: [FileStats]
    /// The tests that exercise it (see ``TestAttribution``), as `File.swift:name`, sorted.
    var tests: [String]
    /// The writes of its built-in scenarios (none for `other`).
    var writes: WriteStats
}

/// One architecture's rows.
struct ArchitectureStats: Codable, Equatable, Sendable {
    /// The name reports print ("MVC").
    var architecture: String
    /// Its rows: each feature chosen, then (when every feature is) `other` and `all`.
    var rows: [FeatureStats]
}
