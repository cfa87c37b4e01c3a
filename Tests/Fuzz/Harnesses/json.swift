import SpecimenCore

// The JSON reader that token files, resolvers, Figma snapshots and template data go through.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let node = try? JSONReader.parse(text, file: "fuzz.json")
  // The flat tree large files are read into holds the same document and refuses the same texts.
  let compact = try? JSONReader.parse(bytes: Array(text.utf8), file: "fuzz.json")
  guard (node == nil) == (compact == nil), node.map({ $0 == compact }) ?? true else {
    fatalError("the flat JSON tree and the node reader disagree on:\n\(text)")
  }
  if let node {
    // Written back and read again: the writer's output must be JSON the reader accepts.
    let written = node.jsonText(pretty: true)
    guard (try? JSONReader.parse(written, file: "written.json")) != nil else {
      fatalError("the JSON writer produced text the reader refuses:\n\(written)")
    }
  }
  return 0
}
