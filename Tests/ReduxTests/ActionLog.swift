import ReduxStore

@testable import Redux

/// The actions that reached the reducer, in order, recorded by a logging middleware placed last
/// in the store's middleware, as Redux.js's logger and ReSwift's logging middleware
/// (`Docs/Getting Started Guide.md`, "Middleware") record them: placed last, it sees exactly the
/// actions the earlier middleware passed on.
@MainActor
final class ActionLog {
    private(set) var actions: [String] = []

    /// The logging middleware; put it last.
    var middleware: Middleware<AppState> {
        { _, _ in
            { next in
                { [self] action in
                    actions.append("\(action)")
                    next(action)
                }
            }
        }
    }
}
