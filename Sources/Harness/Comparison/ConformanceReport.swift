/// The outcome of every scenario on every architecture: the matrix `archkit compare` prints.
public struct ConformanceReport: Sendable {
    /// One cell: a scenario on an architecture.
    public struct Cell: Sendable {
        /// The run's result.
        public var result: ScenarioResult
        /// Where its transcript first differs from the reference architecture's, if it does.
        public var divergence: Divergence?

        /// Whether the cell passed: its run passed and its transcript matches the reference.
        public var passed: Bool { result.passed && divergence == nil }
    }

    /// One row: a scenario and its cells, one per architecture in the order given.
    public struct Row: Sendable {
        /// The scenario's name.
        public var scenario: String
        /// The scenario's source file.
        public var source: String
        /// The cells, one per architecture.
        public var cells: [Cell]
    }

    /// The architectures' names, in column order.
    public var architectures: [String]
    /// The rows, one per scenario.
    public var rows: [Row]

    /// Whether every cell passed.
    public var allPassed: Bool { rows.allSatisfy { $0.cells.allSatisfy(\.passed) } }

    /// How many cells failed.
    public var failureCount: Int { rows.reduce(0) { $0 + $1.cells.count { !$0.passed } } }
}
