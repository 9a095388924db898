import Domain
import Foundation

extension Response {
    /// What a held fetch returns or throws when a `respond` step answers it with this response.
    ///
    /// Every body goes through ``SummaryResponse/interpret(statusCode:body:)``, the one reading
    /// the real services use, so a scenario sees what an app would see from a server:
    /// - ``fixture(path:)``: the file's bytes with status 200. A file that can no longer be
    ///   read (it was readable when the scenario was loaded) reads as an empty body, which is
    ///   ``SummaryError/unexpectedResponse``.
    /// - ``status(_:body:)``: the body's UTF-8 bytes with that status.
    /// - ``unreachable``: ``SummaryError/unreachable``, which only a transport reports.
    var outcome: Result<Summary, SummaryError> {
        switch self {
        case .fixture(let path):
            let body = FileManager.default.contents(atPath: path) ?? Data()
            return Result { () throws(SummaryError) in try SummaryResponse.interpret(statusCode: 200, body: body) }
        case .status(let code, let body):
            return Result { () throws(SummaryError) in
                try SummaryResponse.interpret(statusCode: code, body: Data(body.utf8))
            }
        case .unreachable:
            return .failure(.unreachable)
        }
    }
}
