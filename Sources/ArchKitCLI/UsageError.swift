/// A command line the tool cannot take: printed as `Error: …` followed by the usage, exit 64.
struct UsageError: Error, Equatable {
    var message: String
    /// The usage text of the command it concerns.
    var usage: String
}
