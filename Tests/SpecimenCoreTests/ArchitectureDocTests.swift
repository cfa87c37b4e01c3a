import Foundation
import TestSupport
import Testing

/// docs/ARCHITECTURE.md stays short and true to Package.swift: its module table names every
/// module the package builds, and each row's "depends on" column the module's dependencies.
@Suite struct ArchitectureDocTests {
  static let document = Result { try String(contentsOfFile: Repository.path("docs/ARCHITECTURE.md"), encoding: .utf8) }
  static let package = Result { try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8) }

  /// Each module target of Package.swift (test targets and the tests' support left out) with
  /// the names it depends on.
  static func targets(_ package: String) throws -> [String: Set<String>] {
    let target = try Regex(#"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)",\s*dependencies:\s*\[([^\]]*)\]"#)
    var found: [String: Set<String>] = [:]
    for match in package.matches(of: target) {
      guard let name = match.output[1].substring.map(String.init), let list = match.output[2].substring else {
        continue
      }
      guard !name.hasSuffix("TestSupport") else { continue }
      let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }.filter { !$0.isEmpty }
      found[name] = Set(names)
    }
    for library in package.matches(of: try Regex(#"\.systemLibrary\(\s*name:\s*"([^"]+)""#)) {
      if let name = library.output[1].substring { found[String(name)] = [] }
    }
    return found
  }

  /// The table's rows in order: the modules each names and its "depends on" cell.
  static func rows(_ document: String) -> [(modules: [String], dependsOn: String)] {
    document.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let modules = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
        $0.offset % 2 == 1
      }.map { String($0.element) }
      return (modules, cells[cells.count - 2])
    }
  }

  @Test func theDocumentIsUnder300Lines() throws {
    #expect(try Self.document.get().split(separator: "\n", omittingEmptySubsequences: false).count < 300)
  }

  @Test func theModuleTableIsPackageSwift() throws {
    let targets = try Self.targets(try Self.package.get())
    let rows = Self.rows(try Self.document.get())
    #expect(targets.count > 20)
    #expect(Set(rows.flatMap(\.modules)) == Set(targets.keys))
    var above: Set<String> = []
    for row in rows {
      for module in row.modules {
        let dependencies = Set(targets[module, default: []].map { $0 == "SpecimenCore" ? "Core" : $0 })
        switch row.dependsOn {
        case "—": #expect(dependencies.isEmpty, "\(module)")
        // "all above": any of the modules in the rows before it.
        case "all above": #expect(dependencies.isSubset(of: above), "\(module): \(dependencies.subtracting(above))")
        default:
          let named = Set(row.dependsOn.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
          #expect(
            named == dependencies, "\(module): the table says \(named.sorted()), Package.swift \(dependencies.sorted())"
          )
        }
      }
      above.formUnion(row.modules.map { $0 == "SpecimenCore" ? "Core" : $0 })
    }
  }
}
