import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import AgentServer
@testable import Site
@testable import SpecimenCLI

/// `specimen mcp --site` builds in memory: the files it answers from are the bytes `specimen
/// build` writes, its answers are the same as from the built folder, and it writes nothing.
@Suite(.serialized) struct McpInMemoryTests {
  /// A bundled site copied into a folder of its own, so nothing else writes beside it.
  static func copy(_ site: String) throws -> (folder: URL, site: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-mcp-test-\(UUID().uuidString)")
    let copy = folder.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for part in ["content", "templates"] {
      let source = Repository.path(site + "/" + part)
      if FileManager.default.fileExists(atPath: source) {
        try FileManager.default.copyItem(atPath: source, toPath: copy.appendingPathComponent(part).path)
      }
    }
    return (folder, copy.path)
  }

  /// Every file and folder under `folder` with its size and modification time.
  static func tree(_ folder: String) -> [String: String] {
    var tree: [String: String] = [:]
    let manager = FileManager.default
    for path in manager.subpaths(atPath: folder) ?? [] {
      let attributes = (try? manager.attributesOfItem(atPath: folder + "/" + path)) ?? [:]
      tree[path] = "\(attributes[.size] ?? "-") \(attributes[.modificationDate] ?? "-")"
    }
    return tree
  }

  /// The files of a built folder that agents read: the ones a build in memory hands over.
  static func agentFiles(in folder: String) -> Set<String> {
    Set(
      (FileManager.default.subpaths(atPath: folder) ?? []).filter { path in
        AgentFiles.isGenerated(path) || path.hasPrefix("search/")
          || path == MarkdownTwin.fileName || path.hasSuffix("/" + MarkdownTwin.fileName)
      }.filter { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
          && !isDirectory.boolValue
      })
  }

  /// What a server answers for every tool and resource a library offers.
  static func answers(_ library: DocsLibrary) -> [String] {
    let server = AgentServer(library: library, version: "test")
    func call(_ tool: String, _ arguments: String) -> String {
      server.reply(
        to: #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
        ?? "no reply"
    }
    var answers = [
      server.reply(to: #"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#) ?? "no reply",
      call("list_components", "{}"), call("get_tokens", "{}"), call("get_tokens", #"{"prefix":"color"}"#),
    ]
    for query in ["toggle", "button size", "color token", "otp"] {
      answers.append(call("search_docs", #"{"query":"\#(query)"}"#))
    }
    for component in library.components {
      let sections = AgentTools.componentSections.map { "\"\($0)\"" }.joined(separator: ",")
      answers.append(call("get_component", #"{"name":"\#(component.name)","sections":[\#(sections)]}"#))
      answers.append(call("get_guidelines", #"{"component":"\#(component.name)"}"#))
    }
    for path in library.documents.keys.sorted() {
      answers.append(
        server.reply(
          to: #"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"\#(AgentServer.scheme + path)"}}"#)
          ?? "no reply")
    }
    return answers
  }

  @Test(arguments: [".", "examples/eand"])
  func aLibraryBuiltInMemoryIsTheOneABuiltFolderGives(site bundled: String) async throws {
    let (folder, site) = try Self.copy(bundled)
    defer { try? FileManager.default.removeItem(at: folder) }
    let temporary = FileManager.default.temporaryDirectory.path
    let before = Self.tree(folder.path)
    let temporaryBefore = Set(try FileManager.default.contentsOfDirectory(atPath: temporary))

    let made = McpCommand.agentFiles(site: site)
    #expect(made.report.succeeded, "\(made.report.diagnostics.filter { $0.severity == .error })")
    let memory = try DocsLibrary.load(files: made.files)

    // Nothing written: not beside the site, not in the temporary folder.
    #expect(Self.tree(folder.path) == before)
    let temporaryAfter = Set(try FileManager.default.contentsOfDirectory(atPath: temporary))
    #expect(
      temporaryAfter.subtracting(temporaryBefore).filter {
        $0.hasPrefix("specimen-mcp-") && !$0.hasPrefix("specimen-mcp-test-")
      }.isEmpty)

    let output = folder.appendingPathComponent("built").path
    let build = await run("build", "--site", site, "--output", output)
    #expect(build.status == 0, "\(build.err)")
    // The same files, byte for byte.
    #expect(Set(made.files.keys) == Self.agentFiles(in: output))
    for (path, text) in made.files {
      #expect(FileManager.default.contents(atPath: output + "/" + path) == Data(text.utf8), "\(path)")
    }
    #expect(made.files.keys.contains("llms-full.txt") && made.files.keys.contains("search/index.json"))

    // The one reading of them asks for the same files and gives the same answers.
    var asked: [String] = []
    let reader = DocsLibrary.builtSiteReader(output)
    let disk = try DocsLibrary.load { path in
      asked.append(path)
      return reader(path)
    }
    #expect(!asked.isEmpty)
    for path in asked { #expect(made.files[path] == reader(path), "\(path)") }
    #expect(memory.documents == disk.documents)
    #expect(memory.documentOrder == disk.documentOrder)
    #expect(memory.components.count == disk.components.count && !memory.components.isEmpty)
    #expect(memory.search?.pages.count == disk.search?.pages.count && memory.search != nil)
    #expect(memory.search?.words.map(\.term) == disk.search?.words.map(\.term))
    #expect(Self.answers(memory) == Self.answers(disk))
  }
}
