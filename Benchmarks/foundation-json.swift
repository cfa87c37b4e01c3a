// Reads each JSON file named on the command line with Foundation's JSONSerialization, the
// yardstick for Specimen's own reader in Benchmarks/run.sh --large: same bytes, same machine.
import Foundation

for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(1)
  }
  do {
    _ = try JSONSerialization.jsonObject(with: data)
  } catch {
    FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
    exit(1)
  }
}
