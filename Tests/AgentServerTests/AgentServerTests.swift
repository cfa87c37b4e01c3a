import Foundation
import SpecimenCore
import Testing

@testable import AgentDocs
@testable import AgentServer

/// The request parser and the dispatcher, from JSON-RPC lines to the lines answered, over a
/// small library made in the test: a toggle of two properties with one hole.
@Suite struct AgentServerTests {
  static func library() -> DocsLibrary {
    func variant(_ state: String, _ active: String) -> ComponentEntry.Variant {
      ComponentEntry.Variant(
        name: "State=\(state), Active=\(active)", values: ["State": state, "Active": active], width: 52, height: 44,
        parts: [ComponentEntry.Part(name: "track", width: 44, height: 28)])
    }
    let toggle = ComponentEntry(
      name: "Toggle", slug: "toggle", page: "components/toggle/", markdown: "components/toggle/index.md",
      description: .init(figma: "A switch.", page: nil), status: "stable", figma: nil, published: true,
      properties: [
        .init(name: "State", kind: "variant", options: ["Default", "Pressed", "Disabled"], default: "Default"),
        .init(name: "Active", kind: "variant", options: ["Off", "On"], default: "Off"),
        .init(name: "Label", kind: "text", options: [], default: "Wi-Fi"),
      ],
      variants: .init(
        combinations: 6,
        published: [
          variant("Default", "Off"), variant("Default", "On"), variant("Pressed", "Off"), variant("Pressed", "On"),
          variant("Disabled", "Off"),
        ], holes: [["State": "Disabled", "Active": "On"]]),
      tokens: [.init(name: "brand/base", values: [ContextValue(context: "Light", value: "#0A84FF")], usedBy: [])],
      props: [],
      parity: [], guidelines: [.init(heading: "Guidelines", text: "Name the state.")])
    let manifest = ComponentsManifest(
      site: "Test", version: "1.0",
      components: [
        ComponentSummary(
          name: "Toggle", slug: "toggle", file: "components/toggle.json", page: "components/toggle/",
          description: "A switch.", status: "stable", variantCount: 5)
      ])
    let tokens = TokenListing(
      contexts: ["Light", "Dark"],
      tokens: [
        .init(
          name: "brand/base", type: "color", description: nil, cssVariable: "--brand-base",
          values: [ContextValue(context: "Light", value: "#0A84FF"), ContextValue(context: "Dark", value: "#409CFF")],
          aliasChain: ["brand/base", "colors/blue/500"], codeSyntax: nil),
        .init(
          name: "space/4", type: "dimension", description: nil, cssVariable: "--space-4",
          values: [ContextValue(context: "Light", value: "16px"), ContextValue(context: "Dark", value: "16px")],
          aliasChain: ["space/4"], codeSyntax: nil),
      ])
    return DocsLibrary(
      manifest: manifest, components: [toggle], tokens: tokens,
      documents: [
        "llms.txt": "# Test\n", "components/toggle/index.md": "---\ntitle: Toggle\n---\n\n# Toggle\n\nA switch.\n",
      ],
      documentOrder: ["components/toggle/index.md"], search: nil)
  }

  let server = AgentServer(library: library(), version: "0.1.0")

  func reply(_ line: String) throws -> Node {
    let text = try #require(server.reply(to: line))
    #expect(!text.contains("\n"))
    return try JSONReader.parse(text, file: "reply")
  }

  /// The text of a tools/call answer, parsed.
  func call(_ tool: String, _ arguments: String) throws -> (Node, isError: Bool) {
    let answer = try reply(
      #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
    let result = try #require(answer["result"])
    let text = try #require(result["content"]?.array?.first?["text"]?.string)
    let isError = result["isError"]?.bool ?? false
    return (
      isError ? Node(.string(text), at: SourceLocation(file: "answer")) : try JSONReader.parse(text, file: "answer"),
      isError
    )
  }

  @Test func initializeAnswersWithTheRevisionAsked() throws {
    let answer = try reply(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
    )
    #expect(answer["id"]?.int == 1)
    #expect(answer["result"]?["protocolVersion"]?.string == "2025-06-18")
    #expect(answer["result"]?["serverInfo"]?["name"]?.string == "specimen")
    let newer = try reply(
      #"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"2099-01-01"}}"#)
    #expect(newer["id"]?.string == "a")
    #expect(newer["result"]?["protocolVersion"]?.string == "2025-11-25")
  }

  @Test func discoverListsEveryRevisionAndStampsResults() throws {
    let meta =
      #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#
    let answer = try reply(#"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\#(meta)}}"#)
    #expect(answer["result"]?["supportedVersions"]?.array?.first?.string == "2026-07-28")
    #expect(answer["result"]?["resultType"]?.string == "complete")
    let tools = try reply(#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{\#(meta)}}"#)
    #expect(tools["result"]?["resultType"]?.string == "complete")
    let unknown = try reply(
      #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"1999-01-01"}}}"#
    )
    #expect(unknown["error"]?["code"]?.int == -32022)
  }

  @Test func toolsListNamesEveryTool() throws {
    let answer = try reply(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
    let names = try #require(answer["result"]?["tools"]?.array).compactMap { $0["name"]?.string }
    #expect(
      names == ["list_components", "get_component", "search_docs", "get_tokens", "get_guidelines", "check_usage"])
  }

  @Test func badMessagesGetJSONRPCErrors() throws {
    let cases: [(String, Int)] = [
      ("{", -32700), ("[1,2]", -32600), (#"{"jsonrpc":"2.0","id":1}"#, -32600), (#"{"id":1,"method":"ping"}"#, -32600),
      (#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#, -32600),
      (#"{"jsonrpc":"2.0","id":1,"method":"nope"}"#, -32601),
      (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":3}"#, -32602),
      (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope"}}"#, -32602),
      (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_component","arguments":{}}}"#, -32602),
      (
        #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_component","arguments":{"name":3}}}"#,
        -32602
      ),
      (
        #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"a","limit":99}}}"#,
        -32602
      ),
      (#"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"specimen:///../../etc/passwd"}}"#, -32602),
      (#"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"file:///etc/passwd"}}"#, -32602),
    ]
    for (line, code) in cases {
      let answer = try reply(line)
      #expect(answer["error"]?["code"]?.int == code, "\(line)")
      #expect(answer["result"] == nil)
    }
    // A notification and a response get no answer.
    #expect(server.reply(to: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
    #expect(server.reply(to: #"{"jsonrpc":"2.0","id":1,"result":{}}"#) == nil)
  }

  @Test func getComponentGivesSizesAndSectionsOnRequest() throws {
    let (overview, isError) = try call("get_component", #"{"name":"toggle"}"#)
    #expect(!isError)
    #expect(overview["name"]?.string == "Toggle")
    #expect(overview["variants"]?["published"]?.int == 5)
    #expect(overview["variants"]?["holes"]?.int == 1)
    #expect(overview["variants"]?["sizes"]?["52×44"]?.int == 5)
    #expect(overview["variants"]?["parts"]?["track"]?.string == "44×28")
    #expect(overview["holes"] == nil)
    let (holes, _) = try call("get_component", #"{"name":"Toggle","sections":["holes","tokens"]}"#)
    #expect(holes["holes"]?.array?.count == 1)
    #expect(holes["tokens"]?.array?.first?["name"]?.string == "brand/base")
    let (missing, missingIsError) = try call("get_component", #"{"name":"Togle"}"#)
    #expect(missingIsError)
    #expect(missing.string?.contains("did you mean 'Toggle'") == true)
  }

  @Test func checkUsageSaysWhyAndWhatIsNearest() throws {
    let (published, _) = try call("check_usage", #"{"component":"Toggle","properties":{"State":"Pressed"}}"#)
    #expect(published["valid"]?.bool == true)
    #expect(published["variant"]?.string == "State=Pressed, Active=Off")
    #expect(published["defaultsUsed"]?["Active"]?.string == "Off")
    #expect(published["size"]?.string == "52×44")

    let (hole, _) = try call("check_usage", #"{"component":"Toggle","properties":{"State":"Disabled","Active":"On"}}"#)
    #expect(hole["valid"]?.bool == false)
    #expect(
      hole["problems"]?.array?.first?.string
        == "the combination is not a published variant: no published variant has State=Disabled with Active=On")
    let nearest = try #require(hole["nearest"]?.array).compactMap { $0["variant"]?.string }
    #expect(nearest.first == "State=Disabled, Active=Off")

    let (hover, _) = try call("check_usage", #"{"component":"Toggle","properties":{"State":"Hover"}}"#)
    #expect(hover["valid"]?.bool == false)
    #expect(hover["problems"]?.array?.first?.string == "'Hover' is not an option of State: Default, Pressed, Disabled.")

    let (unknown, _) = try call("check_usage", #"{"component":"Toggle","properties":{"Size":"Large","Label":"x"}}"#)
    #expect(unknown["problems"]?.array?.count == 1)
  }

  @Test func tokensByPrefixAndContext() throws {
    let (all, _) = try call("get_tokens", "{}")
    #expect(all["tokens"]?.array?.count == 2)
    let (brand, _) = try call("get_tokens", #"{"prefix":"brand/","context":"Dark"}"#)
    #expect(brand["tokens"]?.array?.count == 1)
    #expect(brand["tokens"]?.array?.first?["value"]?.string == "#409CFF")
    #expect(brand["tokens"]?.array?.first?["aliasOf"]?.string == "colors/blue/500")
    let (_, isError) = try call("get_tokens", #"{"context":"Dim"}"#)
    #expect(isError)
  }

  @Test func resourcesAreTheSiteFilesOnly() throws {
    let list = try reply(#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#)
    let uris = try #require(list["result"]?["resources"]?.array).compactMap { $0["uri"]?.string }
    #expect(uris.contains("specimen:///components/toggle/index.md"))
    let read = try reply(
      #"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"specimen:///components/toggle/index.md"}}"#)
    #expect(read["result"]?["contents"]?.array?.first?["text"]?.string?.contains("A switch.") == true)
    #expect(read["result"]?["contents"]?.array?.first?["mimeType"]?.string == "text/markdown")
  }

  @Test func aBuiltSiteIsReadOnlyInsideItsFolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-mcp-\(UUID().uuidString)").path
    let site = root + "/site"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: site + "/a", withIntermediateDirectories: true)
    try "secret\n".write(toFile: root + "/outside.md", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: site + "/a/index.md", withDestinationPath: root + "/outside.md")
    try "---\ntitle: B\n---\n".write(toFile: site + "/b.md", atomically: true, encoding: .utf8)
    try #"{"site": "S", "components": []}"#.write(toFile: site + "/components.json", atomically: true, encoding: .utf8)
    try "# S\n\n- [A](a/index.md)\n- [Up](../outside.md)\n- [Abs](/etc/hostname.md)\n- [B](b.md)\n".write(
      toFile: site + "/llms.txt", atomically: true, encoding: .utf8)
    let library = try DocsLibrary.load(builtSite: site)
    #expect(library.documentOrder == ["b.md"])
    #expect(!library.documents.values.contains { $0.contains("secret") })
    #expect(library.tokens == nil)
    #expect(throws: DocsLibrary.LoadError.self) { try DocsLibrary.load(builtSite: root) }
  }

  @Test func parserNeverTrapsOnTruncatedMessages() {
    let line =
      #"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"check_usage","arguments":{"component":"Toggle","properties":{"State":"On"}}}}"#
    for end in line.indices {
      _ = server.reply(to: String(line[..<end]))
    }
    #expect(server.reply(to: String(repeating: "[", count: 100_000)) != nil)
  }
}
