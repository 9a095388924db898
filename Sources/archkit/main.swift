import ArchKitCLI
import Foundation

// The `archkit` executable: runs the command line and prints what it returns.
let arguments = Array(CommandLine.arguments.dropFirst())
let width = TerminalWidth.current(environment: ProcessInfo.processInfo.environment)
let result = await ArchKitCommand.main(arguments: arguments, terminalWidth: width, console: .standard)
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.exitCode)
