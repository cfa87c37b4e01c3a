import CodeProps
import Figma
import Parity
import SpecimenCore

/// site.yml's `props:` and `parity:` keys.
///
///     props:
///       - file: props/custom-elements.json          # format sniffed
///       - {file: props/docgen.json, format: react-docgen-typescript, inherited: true}
///       - code-connect/                             # every *.figma.tsx/ts/swift, *.kt under it
///     parity:
///       - {figma: input-field, code: Input, accept: [default, filled]}
extension SiteConfiguration {
  static func readProps(_ node: Node, into diagnostics: inout Diagnostics) -> [PropsSource] {
    let reader = KeyedReader(.siteConfiguration)
    var sources: [PropsSource] = []
    for item in node.array ?? [node] {
      if let path = item.string {
        sources.append(PropsSource(path: path, declaredAt: item.location))
        continue
      }
      guard item.entries != nil else {
        diagnostics.error(
          "each props entry is a file path or {file, format}", at: item.location,
          hint: "props: [{file: props/custom-elements.json, format: custom-elements}]", id: .sitePropsEntry)
        continue
      }
      reader.entries(of: item, known: ["file", "format", "inherited"], in: "props", into: &diagnostics)
      guard let path = reader.string(item, "file", required: true, into: &diagnostics) else { continue }
      var source = PropsSource(path: path, declaredAt: item["file"]?.location ?? item.location)
      if let name = reader.string(item, "format", into: &diagnostics) {
        if let format = PropsFormat(rawValue: name) {
          source.format = format
        } else {
          diagnostics.error(
            "unknown props format '\(name)'", at: item["format"]?.location,
            hint: Suggestion.hint(for: name, in: PropsFormat.names)
              ?? "known formats: \(PropsFormat.names.joined(separator: ", "))", id: .sitePropsFormat)
        }
      }
      source.keepsInherited = reader.bool(item, "inherited", into: &diagnostics) ?? false
      sources.append(source)
    }
    return sources
  }

  static func readParity(_ node: Node, into diagnostics: inout Diagnostics) -> [ParityPairing] {
    let reader = KeyedReader(.siteConfiguration)
    var pairings: [ParityPairing] = []
    for item in node.array ?? [node] {
      guard reader.entries(of: item, known: ["figma", "code", "accept"], in: "parity", into: &diagnostics) != nil,
        let figma = reader.string(item, "figma", required: true, into: &diagnostics)
      else { continue }
      var pairing = ParityPairing(
        figma: figma, code: reader.string(item, "code", into: &diagnostics), location: item.location)
      if let accept = item["accept"] {
        for entry in accept.array ?? [accept] {
          if let text = entry.scalarText {
            pairing.accepted.append(ParityPairing.Accepted(text: text, location: entry.location))
          } else {
            diagnostics.error(
              "each accepted difference is a name or property=option", at: entry.location,
              hint: "accept: [default, \"type=otp\"]", id: .siteParityEntry)
          }
        }
      }
      pairings.append(pairing)
    }
    return pairings
  }
}
