import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// The default theme compiled into the program, and sites that render with it.
@Suite struct BuiltInThemeTests {
  /// Every file under templates/ (hidden ones aside), by path, with its bytes.
  static func templatesOnDisk() throws -> [String: [UInt8]] {
    let folder = Repository.path("templates")
    var files: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let item = enumerator?.nextObject() as? String {
      if item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory)
      if !isDirectory.boolValue { files[item] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + item))) }
    }
    return files
  }

  @Test func theBuiltInThemeIsTemplatesByteForByte() throws {
    let disk = try Self.templatesOnDisk()
    let builtIn = Dictionary(uniqueKeysWithValues: BuiltInTheme.allFiles.map { ($0.path, $0.bytes) })
    #expect(
      Set(builtIn.keys) == Set(disk.keys),
      "run `make theme`: templates/ and Sources/Site/Theme/BuiltInTheme+Files.swift list different files")
    for (path, bytes) in disk.sorted(by: { $0.key < $1.key }) {
      #expect(builtIn[path] == bytes, "run `make theme`: \(path) differs from templates/\(path)")
    }
    #expect(BuiltInTheme.allFiles.map(\.path) == BuiltInTheme.allFiles.map(\.path).sorted())
    #expect(BuiltInTheme.fingerprint.count == 12 && BuiltInTheme.fingerprint.allSatisfy(\.isHexDigit))
  }

  /// The release notes say when the theme changed: an entry names the hash `specimen theme` prints.
  @Test func theChangelogNamesTheCurrentTheme() throws {
    let changelog = try String(contentsOfFile: Repository.path("CHANGELOG.md"), encoding: .utf8)
    #expect(
      changelog.contains("Built-in theme `\(BuiltInTheme.fingerprint)`"),
      "templates/ changed: say what changed in CHANGELOG.md, ending with \"Built-in theme `\(BuiltInTheme.fingerprint)`.\""
    )
  }

  @Test func aSiteWithoutTemplatesRendersWithTheBuiltInTheme() throws {
    let site = try FixtureSite("sds")
    defer { site.remove() }
    #expect(!FileManager.default.fileExists(atPath: site.path + "/templates"))
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let page = try site.read("Public/index.html")
    #expect(page.contains("assets/specimen.css\">"))
    #expect(page.contains("class=\"sp-theme-toggle\""))
    for asset in BuiltInTheme.assets {
      let written = try Data(contentsOf: site.root.appendingPathComponent("Public/assets/" + asset.path))
      #expect(Array(written) == asset.bytes, "assets/\(asset.path)")
    }
  }

  @Test func aSitesOwnTemplatesExtendTheBuiltInTheme() throws {
    let site = try FixtureSite("sds")
    defer { site.remove() }
    try site.write(
      "templates/page.mustache", "{{<theme/page}}{{$footer}}<footer>own</footer>{{/footer}}{{/theme/page}}")
    try site.write("templates/assets/specimen.css", "/* the site's own */\n")
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let page = try site.read("Public/index.html")
    #expect(page.contains("<footer>own</footer>") && page.contains("class=\"sp-header\""))
    // The site's asset replaces the theme's of the same name; the others come from the theme.
    #expect(try site.read("Public/assets/specimen.css") == "/* the site's own */\n")
    #expect(FileManager.default.fileExists(atPath: site.output + "/assets/specimen.js"))
  }

  /// `theme: default`, no `theme:` and `theme:` naming templates/ build the same bytes.
  @Test func themeDefaultAndTheTemplatesFolderBuildTheSameSite() throws {
    var outputs: [[String: String]] = []
    for theme in ["theme: default\n", "", "theme: \(Repository.path("templates"))\n"] {
      let site = try FixtureSite("sds")
      defer { site.remove() }
      let configuration = try site.read("content/site.yml")
      try site.write("content/site.yml", configuration + theme)
      let report = site.build()
      #expect(report.succeeded, "\(report.messages)")
      outputs.append(try site.outputFiles())
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0] == outputs[2])
  }
}
