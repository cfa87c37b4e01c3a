import Foundation
import SpecimenCore

/// The name init gives the design system when `--name` does not: the one the most inputs back.
/// A Figma file is often a copy or a test file ("Figma Export") while the tokens and the code say
/// what the system is called (SDS's tokens under `com.figma.sds`, in modes `sds_light` and
/// `sds_dark`; its docgen's paths under `sds/src/ui/…`), so each input's names are counted
/// against the words every input holds, and the Figma file's name wins only a tie.
enum InitName {
  /// What one input says of the system's name.
  struct Evidence: Sendable, Equatable {
    /// How the output names the input: `the Figma file`, `the tokens`, `the code`.
    var input: String
    /// Names it gives (a Figma file's name, a resolver's, a package.json's, a project folder).
    var names: [String] = []
    /// The words of everything else it holds that can name a system: its file's and folders'
    /// names, its tokens' extension namespaces and context names, the paths its code records.
    var words: Set<String> = []
  }

  struct Choice: Sendable, Equatable {
    var name: String
    /// The inputs that back it, and the names the other inputs gave: for init's output line.
    var backers: [String]
    var others: [(input: String, name: String)]

    static func == (lhs: Choice, rhs: Choice) -> Bool {
      lhs.name == rhs.name && lhs.backers == rhs.backers
        && lhs.others.map { [$0.input, $0.name] } == rhs.others.map { [$0.input, $0.name] }
    }
  }

  /// The name the most inputs back: each input that gives it, holds all of its words or gives a
  /// short form of it counts once; a tie goes to the input listed first (the Figma file, then the
  /// tokens, then the code).
  static func choose(_ evidence: [Evidence]) -> Choice? {
    var best: (name: String, backers: [String])?
    for input in evidence {
      for name in input.names {
        let words = Set(InitText.words(name))
        guard !words.isEmpty else { continue }
        // An input backs a name it holds every word of, or whose own name is a short form of it
        // (a resolver's "Fixture" backs the Figma file's "Fixture UI").
        let backers = evidence.filter { other in
          words.isSubset(of: other.words.union(other.names.flatMap(InitText.words)))
            || other.names.contains { name in
              let own = Set(InitText.words(name))
              return !own.isEmpty && own.isSubset(of: words)
            }
        }.map(\.input)
        if best == nil || backers.count > best?.backers.count ?? 0 { best = (name, backers) }
      }
    }
    guard let best else { return nil }
    let chosen = Set(InitText.words(best.name))
    var others: [(input: String, name: String)] = []
    for input in evidence where !input.names.isEmpty {
      let differing = input.names.filter { Set(InitText.words($0)) != chosen }
      if let first = differing.first, !input.names.contains(where: { Set(InitText.words($0)) == chosen }) {
        others.append((input.input, first))
      }
    }
    return Choice(name: displayName(best.name), backers: best.backers, others: others)
  }

  /// Init's line on the name: `named SDS as the tokens and the code call it (the Figma file is
  /// called Figma Export); --name NAME names it otherwise`.
  static func reason(_ choice: Choice) -> String {
    var backers: [String] = []
    for backer in choice.backers where !backers.contains(backer) { backers.append(backer) }
    var text = "named \(choice.name) as \(InitText.list(backers)) \(backers.count == 1 ? "calls" : "call") it"
    var others: [String] = []
    for other in choice.others where !backers.contains(other.input) {
      let line =
        "\(other.input) \(other.input == "the code" || other.input == "the tokens" ? "are" : "is") called \(other.name)"
      if !others.contains(line) { others.append(line) }
    }
    if !others.isEmpty { text += " (" + InitText.list(others) + ")" }
    return text + "; --name NAME names it otherwise"
  }

  /// A package or folder name as a reader writes it: `sds` → `SDS` (a short name without a
  /// vowel is an initialism), `acme-design` → `Acme design`; a name with capitals or spaces
  /// (a Figma file's) as it is.
  static func displayName(_ name: String) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" }) else { return trimmed }
    if trimmed.count <= 5, trimmed.allSatisfy(\.isLetter), !trimmed.contains(where: "aeiouy".contains) {
      return trimmed.uppercased()
    }
    return InitText.title(trimmed)
  }

  /// The words of a path's file and the two folders above it: `figma-sds/tokens.json` →
  /// `figma`, `sds`, `tokens`, `json`. Folders further up (a home folder, a checkout's) say
  /// nothing about the system.
  static func pathWords(_ path: String) -> Set<String> {
    Set(path.split(separator: "/").suffix(3).flatMap { InitText.words(String($0)) })
  }

  /// The words of `$extensions` namespaces (`com.figma.sds`) and context names (`sds_light`).
  static func words(of names: some Sequence<String>) -> Set<String> {
    Set(names.flatMap(InitText.words))
  }

  /// The folder a project was checked out in, as react-docgen-typescript records it: a prop's
  /// declaring file `sds/src/ui/primitives/Fieldset/Fieldset.tsx` beside the component's own
  /// `src/ui/primitives/Radio/Radio.tsx` was read from the folder `sds`. The folder most such
  /// paths give, or nil.
  static func projectFolder(componentFiles: [String], declaringFiles: [String]) -> String? {
    let starts = Set(componentFiles.compactMap { $0.hasPrefix("/") ? nil : $0.split(separator: "/").first })
    var counts: [String: Int] = [:]
    for file in declaringFiles where !file.contains("node_modules/") {
      let parts = file.split(separator: "/")
      guard let index = parts.firstIndex(where: starts.contains), index > 0 else { continue }
      counts[String(parts[index - 1]), default: 0] += 1
    }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }

  /// The `name` of the nearest package.json at or above the folder of `path`, without its npm
  /// scope (`@acme/tokens` → `tokens`), looking no further up than the first folder that holds
  /// `.git` (the repository's root).
  static func packageName(near path: String) -> String? {
    var isFolder: ObjCBool = false
    var folder =
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
      ? path : (path as NSString).deletingLastPathComponent
    for _ in 0..<12 {
      let file = folder + "/package.json"
      if let bytes = SourceText.bytes(of: file), let root = try? JSONReader.parse(bytes: bytes, file: file),
        let name = root["name"]?.string, !name.isEmpty
      {
        return String(name.split(separator: "/").last ?? Substring(name))
      }
      if FileManager.default.fileExists(atPath: folder + "/.git") || folder == "/" || folder.isEmpty { return nil }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }
}
