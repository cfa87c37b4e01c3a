import Templates

// A Mustache template. The input is split at NUL bytes: the first part is the template, the
// others are partials named a, b, c…; "self" names the template itself, so recursion is reachable.
let templateData: TemplateValue = {
  do {
    return try TemplateValue(jsonText: templateJSON)
  } catch {
    fatalError("the fuzz harness's own data does not parse: \(error)")
  }
}()

let templateJSON = """
  {"title": "Toggle <b>", "html": "<i>x</i>", "on": true, "off": false, "none": null, "n": 3.5,
   "list": [{"name": "a", "items": [1, 2]}, {"name": "b", "items": []}],
   "nested": {"deeper": {"value": "v", "list": ["x", "y"]}}, "empty": [], "text": ""}
  """

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  guard let text = parts.first else { return 0 }
  var sources: [String: String] = ["self": text]
  for (index, partial) in parts.dropFirst().prefix(8).enumerated() {
    sources[String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))] = partial
  }
  guard let template = try? Template(text, name: "fuzz.mustache") else { return 0 }
  _ = try? template.render(templateData, partials: sources)
  if let library = try? TemplateLibrary(sources: sources) {
    _ = try? library.render("self", templateData)
  }
  return 0
}
