import Widgets

/// What a settled screen offers a user: the steps a session may take next.
///
/// Only what a person could do: tap an enabled, visible button; edit an enabled, visible
/// field; select a row of a visible table, or delete one its data source lets go; go back
/// from a pushed screen; answer a request in flight (the server, played by the harness).
@MainActor
struct FuzzOffer {
    /// One kind of step the screen offers, before a text or an answer is chosen.
    enum Move: Hashable {
        case tap(String)
        case type(field: String)
        case select(table: String, rows: Int)
        case delete(table: String, rows: Int)
        case back
        case respond
    }

    /// The moves, in the screen's widget order (then back, then respond).
    let moves: [Move]

    /// Reads the offer of a live screen.
    init(_ screen: LiveScreen) {
        var moves: [Move] = []
        for widget in screen.app.topScreen.widgets {
            switch widget {
            case let button as Button where button.acceptsUserActions:
                moves.append(.tap(button.id))
            case let field as TextField where field.acceptsUserActions:
                moves.append(.type(field: field.id))
            case let table as TableView where !table.isHidden && table.numberOfRows > 0:
                moves.append(.select(table: table.id, rows: table.numberOfRows))
                if let dataSource = table.dataSource,
                    (0..<table.numberOfRows).contains(where: { dataSource.tableView(table, canDeleteRowAt: $0) })
                {
                    moves.append(.delete(table: table.id, rows: table.numberOfRows))
                }
            default:
                break
            }
        }
        if screen.app.screens.count > 1 { moves.append(.back) }
        if screen.pendingRequests > 0 { moves.append(.respond) }
        self.moves = moves
    }

    /// Whether a session may take `step` here: the screen offers it. `expect` steps change
    /// nothing and are always allowed.
    func allows(_ step: Step) -> Bool {
        switch step {
        case .tap(let id): moves.contains(.tap(id))
        case .type(let field, _): moves.contains(.type(field: field))
        case .select(let table, let row):
            moves.contains { if case .select(table, let rows) = $0 { (0..<rows).contains(row) } else { false } }
        case .delete(let table, let row):
            moves.contains { if case .delete(table, let rows) = $0 { (0..<rows).contains(row) } else { false } }
        case .back: moves.contains(.back)
        case .respond: moves.contains(.respond)
        case .expect: true
        }
    }

    /// A step chosen at random among the moves, weighted toward typing and answering (they
    /// carry the corpus), with its text, row or answer.
    /// - Returns: `nil` when the screen offers nothing.
    func randomStep(fixtureFolder: String, using random: inout SplitMix64) -> Step? {
        guard !moves.isEmpty else { return nil }
        let weights = moves.map(Self.weight)
        var pick = random.int(below: weights.reduce(0, +))
        var chosen = moves[0]
        for (move, weight) in zip(moves, weights) {
            if pick < weight {
                chosen = move
                break
            }
            pick -= weight
        }
        switch chosen {
        case .tap(let id): return .tap(id)
        case .type(let field): return .type(field: field, text: FuzzCorpus.text(for: field, using: &random))
        case .select(let table, let rows): return .select(table: table, row: random.int(below: rows))
        case .delete(let table, let rows): return .delete(table: table, row: random.int(below: rows))
        case .back: return .back
        case .respond: return .respond(FuzzCorpus.response(fixtureFolder: fixtureFolder, using: &random))
        }
    }

    private static func weight(_ move: Move) -> Int {
        switch move {
        case .type, .respond: 4
        case .tap: 3
        case .select, .delete, .back: 1
        }
    }
}
