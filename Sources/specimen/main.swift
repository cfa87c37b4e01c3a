import Foundation
import SpecimenCLI

// Everything lives in the commands; main only runs them and exits with their status.
exit(await SpecimenCommand.run(Array(CommandLine.arguments.dropFirst()), output: .standard))
