import Figma
import Foundation
import Parity
import SpecimenCore

@testable import CodeProps
@testable import Site

/// The Acme Button set and its docgen props, the other side of every comparison.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("CodePropsTests/Fixtures/props")
let acme: (FigmaLibrary, PropsLibrary) = {
  var diagnostics = Diagnostics()
  let figma = FigmaLibrary.load(
    files: [FigmaSource(path: fixtures.appendingPathComponent("acme-figma.json").path, key: "AbC123xyz")],
    into: &diagnostics)
  let props = PropsLibrary.load(
    paths: [fixtures.appendingPathComponent("docgen-typescript.json").path], into: &diagnostics)
  return (figma, props)
}()

// A Code Connect source file, read as React, SwiftUI and Compose, each compared with the Acme
// Button set and rendered as a parity table.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let (figma, props) = acme
  for path in ["fuzz.figma.tsx", "fuzz.figma.swift", "fuzz.kt"] {
    var diagnostics = Diagnostics()
    var library = props
    library.connections = CodeConnectReader.read(text, path: path, into: &diagnostics)
    let reports = Parity.reports(figma: figma, props: library, pairings: [], into: &diagnostics)
    _ = ParityDirective.render(
      reports, figma: figma, arguments: "Button", body: "", at: SourceLocation(file: "page.md", line: 3))
  }
  return 0
}
