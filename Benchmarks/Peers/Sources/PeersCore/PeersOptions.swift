import BenchmarkKit

/// The command line of `peers-bench`: a subset of `archkit-bench`'s, with the same meanings.
public struct PeersOptions: Sendable {
    /// The primitives suite's quick plan: seconds, not a minute.
    public var quick = false
    /// Which cases to run: `archkit-bench`'s `--filter`, a regular expression found in `peers/<case>/<column>`.
    public var filter: String?
    /// What to print on standard output.
    public var format = OutputFormat.table
    /// Print the help and exit.
    public var help = false

    /// The help text, ending in a newline.
    public static let helpText = """
        OVERVIEW: Measure ArchKit's Reactive core and ReduxStore beside OpenCombine, RxSwift and ReSwift, \
        in one process, interleaved, with archkit-bench's primitives cases and sampling.

        USAGE: peers-bench [--quick] [--filter <pattern>] [--format <format>]

        OPTIONS:
          --quick                 A run of seconds (the primitives suite's quick plan).
          --filter <pattern>      Run the cases where this regular expression is found in peers/<case>/<column>.
          --format <format>       table, json, csv or markdown (default: table). The JSON is an archkit-bench
                                  report: archkit-bench --from <file> prints it again.
          -h, --help              Show help information.

        Build in release: swift run -c release peers-bench

        """

    /// Parses the arguments (without the program name).
    /// - Throws: A one-line message for an unknown option, a missing or unknown value, or an
    ///   option given twice; values in it are escaped.
    public init(arguments: [String]) throws(Failure) {
        var rest = arguments[...]
        var seen: Set<String> = []
        while let argument = rest.popFirst() {
            guard seen.insert(argument == "-h" ? "--help" : argument).inserted || !argument.hasPrefix("-") else {
                throw Failure("Error: \(argument.debugDescription) is given twice")
            }
            func value() throws(Failure) -> String {
                guard let next = rest.popFirst() else { throw Failure("Error: missing value for \(argument)") }
                return next
            }
            switch argument {
            case "--quick": quick = true
            case "-h", "--help": help = true
            case "--filter": filter = try value()
            case "--format":
                let name = try value()
                guard let format = OutputFormat(rawValue: name) else {
                    throw Failure(
                        "Error: unknown format \(name.debugDescription) for --format (table, json, csv or markdown)")
                }
                self.format = format
            default:
                throw Failure("Error: unknown argument \(argument.debugDescription) (see peers-bench --help)")
            }
        }
    }

    /// A command line that cannot run, and why.
    public struct Failure: Error, Sendable {
        /// The line to print.
        public let message: String
        init(_ message: String) { self.message = message }
    }
}
