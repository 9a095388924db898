/// The help of the tool and of each subcommand, in argument-parser's layout.
enum HelpText {
    static let toolUsage = "archkit <subcommand> [options]"

    static let tool = """
        OVERVIEW: Five app architectures, one headless widget kit, one harness.

        ArchKit builds the same features as MVC, MVP, closure MVVM, reactive MVVM and Redux,
        plays identical user scenarios against all of them and checks that they show the same
        screens, step by step.

        USAGE: \(toolUsage)

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          compare                 Play every built-in scenario on every architecture and print
                                  the matrix (the main job).
          run                     Play scenario files on every architecture.
          demo                    Play a feature's showcase scenario and show the architectures'
                                  screens side by side.
          list                    List the architectures, features and built-in scenarios.
          fuzz                    Play random user sessions on every architecture and shrink
                                  each difference to a scenario file.
          help                    Show help for the tool or a subcommand.

          See 'archkit help <subcommand>' for detailed help.
        """

    static let compareUsage = "archkit compare [--feature <feature>] [--arch <list>]"

    static let compare = """
        OVERVIEW: Play every built-in scenario on every architecture and print the matrix.

        A cell passes when every step applied, every expectation held, the architecture's
        screens match the reference architecture's (the first that passed) after every step,
        and every popped screen and the app itself were freed. Exits 1 if any cell failed.

        USAGE: \(compareUsage)

        OPTIONS:
          --feature <feature>     Only this feature's scenarios (\(featureList)).
          --arch <list>           Comma-separated architectures, in column order
                                  (\(ArchitectureList.help)). Default: all.
          -h, --help              Show help information.
        """

    static let runUsage = "archkit run <file> ... [--arch <list>]"

    static let run = """
        OVERVIEW: Play scenario files on every architecture.

        Each file is a scenario in the JSON format of Docs/Contract.md ("Scenario files").
        Prints, per file and architecture, pass or the first failing step with the expected
        and the actual value. A malformed file is reported with its path, line and step.
        Exits 1 if any file failed.

        USAGE: \(runUsage)

        ARGUMENTS:
          <file>                  A scenario file (.json).

        OPTIONS:
          --arch <list>           Comma-separated architectures (\(ArchitectureList.help)).
                                  Default: all.
          -h, --help              Show help information.
        """

    static let demoUsage = "archkit demo <feature> [--arch <list>] [--width <columns>]"

    static let demo = """
        OVERVIEW: Show a feature's showcase scenario, the architectures side by side.

        After each step, prints each chosen architecture's navigation stack and top screen as
        text, in columns fitted to the terminal's width.

        USAGE: \(demoUsage)

        ARGUMENTS:
          <feature>               \(featureList)

        OPTIONS:
          --arch <list>           Comma-separated architectures (\(ArchitectureList.help)).
                                  Default: all.
          --width <columns>       The width to fit, 20 to 1000 (default: the terminal's, or
                                  $COLUMNS, or 120). Each architecture gets at least 8
                                  columns; name fewer with --arch on a narrow terminal.
          -h, --help              Show help information.
        """

    static let listUsage = "archkit list"

    static let list = """
        OVERVIEW: List the architectures, features and built-in scenarios.

        USAGE: \(listUsage)

        OPTIONS:
          -h, --help              Show help information.
        """

    static let fuzzUsage =
        "archkit fuzz [<feature> ...] [--seed <n>] [--count <n>] [--length <n>] [--arch <list>] [--output <dir>]"

    static let fuzz = """
        OVERVIEW: Play random user sessions on every architecture and shrink each difference.

        Each session starts on a feature (in turn) and takes steps the screen offers: taps on
        enabled buttons, edits with edge-case texts, row selections and deletions, back, and
        answers to a request in flight. The first architecture plays it first and is the
        reference; the others must show its screens after every step and free every popped
        screen. A session that differs, fails, leaks, traps or hangs is shrunk and written as a
        scenario file (the reference's screens as expects) that 'archkit run' replays. Sessions
        run in worker processes, so a trap is a finding. The same seed gives the same sessions.
        Exits 1 if anything was found. See Docs/Fuzzing.md.

        USAGE: \(fuzzUsage)

        ARGUMENTS:
          <feature>               Features to start sessions on (\(featureList)).
                                  Default: all.

        OPTIONS:
          --seed <n>              The seed, 0 to 2^64-1 (default: 1).
          --count <n>             Sessions to play (default: 100).
          --length <n>            The most steps per session (default: 20).
          --arch <list>           Comma-separated architectures, the reference first
                                  (\(ArchitectureList.help)). Default: all.
          --output <dir>          Where to write scenario files of findings
                                  (default: fuzz-findings).
          --in-process            Play sessions in this process (a trap ends the run).
          -h, --help              Show help information.
        """

    static var featureList: String { FeatureName.all }
}
