import ArchKitCLI
import Foundation

// The `archkit` executable: runs the command line and prints what it returns. A long run says
// how far it is on one line of standard error, rewritten in place, only when that is a terminal.
let arguments = Array(CommandLine.arguments.dropFirst())
let width = TerminalWidth.current(environment: ProcessInfo.processInfo.environment)
let line = TerminalWidth.standardErrorIsTerminal ? ProgressLine(width: width) : nil
let result = await ArchKitCommand.main(
    arguments: arguments, terminalWidth: width, progress: line.map { $0.write }, console: .standard)
line?.clear()
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode)
