/// The words of a command line after the subcommand, split into options and positionals.
///
/// Options take the forms `--name value` and `--name=value`; flags are `--name`. `--` ends the
/// options. An option not in the command's list is a usage error.
struct Arguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    /// Splits `words`.
    /// - Parameters:
    ///   - valueOptions: Options that take a value, e.g. `["--arch"]`.
    ///   - flagOptions: Options that take none, e.g. `["--help"]`.
    ///   - usage: The command's usage, for errors.
    init(_ words: [String], valueOptions: Set<String>, flagOptions: Set<String>, usage: String) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" {
                flags.insert("--help")
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            if valueOptions.contains(name) {
                let value: String
                if parts.count == 2 {
                    value = parts[1]
                } else {
                    guard index < words.count else { throw UsageError(message: "missing value for '\(name)'", usage: usage) }
                    value = words[index]
                    index += 1
                }
                guard values[name] == nil else { throw UsageError(message: "'\(name)' given twice", usage: usage) }
                values[name] = value
            } else if flagOptions.contains(name), parts.count == 1 {
                flags.insert(name)
            } else {
                throw UsageError(message: "unknown option '\(word)'", usage: usage)
            }
        }
    }
}
