import Foundation

/// The address of the local `/summary` server a test runs against (`Server/summary_server.py`).
struct LocalSummaryServer: Sendable {
    /// The port the server listens on, on 127.0.0.1.
    let port: Int
    /// A port on 127.0.0.1 the server holds without listening: connections are refused.
    let closedPort: Int

    /// The server the current suite runs against, set by ``SummaryServerTrait``.
    @TaskLocal static var current: LocalSummaryServer?

    /// The base URL of one of the server's cases, such as `http://127.0.0.1:PORT/error500`.
    ///
    /// - Parameter base: The case's path, such as "ok" or "hang"; empty for the server's root.
    /// - Returns: The base URL to give ``HTTPSummaryService``.
    func baseURL(_ base: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(base)")!
    }

    /// A base URL on 127.0.0.1 where nothing answers.
    var unreachableBaseURL: URL {
        URL(string: "http://127.0.0.1:\(closedPort)")!
    }
}
