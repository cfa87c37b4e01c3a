import SpecimenCore

// The YAML reader (libyaml) as front matter, site.yml and geometry models use it: any bytes give
// a positioned Node or a positioned diagnostic, never a trap, hang or memory error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let node = try? YAMLReader.parse(text, file: "fuzz.yml", lineOffset: 1) {
    _ = node.jsonText(pretty: true)
  }
  return 0
}
