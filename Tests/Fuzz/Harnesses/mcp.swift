import SpecimenCore

@testable import AgentDocs
@testable import AgentServer

// `specimen mcp`'s request parser and dispatcher: every line of the input is one message. Each
// answer must be one line of JSON the reader accepts, a JSON-RPC 2.0 response.
let library = DocsLibrary(
  manifest: ComponentsManifest(
    site: "Fuzz", version: "1",
    components: [
      ComponentSummary(
        name: "Toggle", slug: "toggle", file: "components/toggle.json", page: "t/", description: "A switch.",
        status: "stable", variantCount: 2)
    ]),
  components: [
    ComponentEntry(
      name: "Toggle", slug: "toggle", page: "t/", markdown: "t/index.md", description: .init(figma: nil, page: nil),
      status: "stable", figma: nil, published: true,
      properties: [
        .init(name: "State", kind: "variant", options: ["Default", "Disabled"], default: "Default"),
        .init(name: "Active", kind: "variant", options: ["Off", "On"], default: "Off"),
        .init(name: "Label", kind: "text", options: [], default: "x"),
      ],
      variants: .init(
        combinations: 4,
        published: [
          .init(
            name: "State=Default, Active=Off", values: ["State": "Default", "Active": "Off"], width: 52, height: 44,
            parts: []),
          .init(
            name: "State=Default, Active=On", values: ["State": "Default", "Active": "On"], width: 52, height: 44,
            parts: []),
          .init(
            name: "State=Disabled, Active=Off", values: ["State": "Disabled", "Active": "Off"], width: nil, height: nil,
            parts: []),
        ], holes: [["State": "Disabled", "Active": "On"]]),
      tokens: [], props: [], parity: [], guidelines: [.init(heading: "Use", text: "Name the state.")])
  ],
  tokens: TokenListing(
    contexts: ["Light"],
    tokens: [
      .init(
        name: "brand/base", type: "color", description: nil, cssVariable: "--brand-base",
        values: [ContextValue(context: "Light", value: "#0A84FF")], aliasChain: ["brand/base"], codeSyntax: nil)
    ]),
  documents: ["llms.txt": "# Fuzz\n", "t/index.md": "---\ntitle: Toggle\n---\n"], documentOrder: ["t/index.md"],
  search: nil)
let server = AgentServer(library: library, version: "0")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
    guard let answer = server.reply(to: String(line)) else { continue }
    guard !answer.contains("\n"), let node = try? JSONReader.parse(answer, file: "answer"),
      node["jsonrpc"]?.string == "2.0", (node["result"] == nil) != (node["error"] == nil)
    else {
      fatalError("not one line of a JSON-RPC response for:\n\(line)\n→ \(answer)")
    }
  }
  return 0
}
