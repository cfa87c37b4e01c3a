import Foundation
import SpecimenCore

@testable import Site

// A Markdown page of the bundled site (front matter, directives, `{{…}}` references, links to the
// other pages), rendered and laid out through the site's page template as the build does; the
// site's tokens, Figma sets, models and templates are loaded once.
let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardizedFileURL.path
struct Loaded: Sendable {
  let site: SiteModel
  let templates: SiteTemplates
}
let loaded: Loaded = {
  var state = BuildState(options: BuildOptions(siteDirectory: site, write: false))
  SiteBuilder.run(SiteBuilder.loadSteps, on: &state)
  guard !state.hasErrors, let site = state.loaded, case .read(let templates) = site.templates else {
    fatalError("the bundled site does not load: \(state.allDiagnostics)")
  }
  return Loaded(site: site.model, templates: templates)
}()
let pagePath: String = {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-\(getpid())").path
  do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  } catch {
    fatalError("the fuzz harness cannot make its page folder \(directory): \(error)")
  }
  atexit { try? FileManager.default.removeItem(atPath: pagePath.components(separatedBy: "/fuzz.md")[0]) }
  return directory + "/fuzz.md"
}()

/// Loads the bundled site before the first input, so its reading is not timed as that input's.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> CInt {
  _ = loaded
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard FileManager.default.createFile(atPath: pagePath, contents: Data(UnsafeBufferPointer(start: data, count: size)))
  else { fatalError("cannot write \(pagePath)") }
  var diagnostics = Diagnostics()
  guard let page = PageSource.load(path: pagePath, relativePath: "components/fuzz.md", into: &diagnostics)
  else { return 0 }
  var model = loaded.site
  model.pages.append(page)
  model.pageIndex[page.relativePath] = model.pages.count - 1
  let navigation = Navigation(pages: model.pages, configuration: model.configuration, into: &diagnostics)
  let context = PageContext(site: model, pageNumber: model.pages.count - 1)
  let body = context.render(into: &diagnostics)
  _ = try? loaded.templates.render(
    PageLayout.context(for: context.pageNumber, body: body, site: model, navigation: navigation))
  return 0
}
