import Foundation

// Everything lives in the commands; main only runs them and exits with their status.
let status = SpecimenCommand.run(Array(CommandLine.arguments.dropFirst()), output: .standard)
exit(status)
