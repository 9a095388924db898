import ArchKitCLI
import Foundation

// The `archkit` executable: runs the command line and prints what it returns. A long run says
// how far it is on one line of standard error, rewritten in place, when that is a terminal;
// otherwise `fuzz` appends a line there every few seconds.
let arguments = Array(CommandLine.arguments.dropFirst())
let width = TerminalWidth.current(environment: ProcessInfo.processInfo.environment)
let line = TerminalWidth.standardErrorIsTerminal ? ProgressLine(width: width) : nil
@MainActor func appendToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
let log: (@MainActor (String) -> Void)? = line == nil ? appendToStandardError : nil
let result = await ArchKitCommand.main(
    arguments: arguments, terminalWidth: width, progress: line.map { $0.write }, progressLog: log, console: .standard)
line?.clear()
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode)
