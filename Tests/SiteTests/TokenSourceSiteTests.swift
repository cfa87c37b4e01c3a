import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import Site

/// `tokens: {source: …}` in site.yml: a Tokens Studio folder beside the content builds the docs,
/// its themes the contexts of the tables and of tokens.css.
@Suite struct TokenSourceSiteTests {
  static let themes = #"""
    [
      {"id": "a1", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled"}},
      {"id": "b2", "name": "Dark", "selectedTokenSets": {"core": "source", "light": "disabled", "dark": "enabled"}}
    ]
    """#

  func studioSite(_ tokens: String) throws -> FixtureSite {
    let site = try FixtureSite("basic")
    try site.write("tokens/studio/$themes.json", Self.themes)
    try site.write("tokens/studio/$metadata.json", #"{"tokenSetOrder": ["core", "light", "dark"]}"#)
    try site.write(
      "tokens/studio/core.json",
      ##"{"space": {"base": {"$value": "4px", "$type": "spacing"}, "lg": {"$value": "{space.base} * 4", "$type": "spacing"}}, "white": {"$value": "#ffffff", "$type": "color"}, "ink": {"$value": "#111111", "$type": "color"}}"##
    )
    try site.write("tokens/studio/light.json", #"{"bg": {"$value": "{white}", "$type": "color"}}"#)
    try site.write("tokens/studio/dark.json", #"{"bg": {"$value": "{ink}", "$type": "color"}}"#)
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n```tokens\nbg\nspace/lg\n```\n")
    let yml = try site.read("content/site.yml")
    try site.write("content/site.yml", yml + "tokens:\n" + tokens)
    return site
  }

  @Test func aTokensStudioFolderBuildsTheSite() throws {
    let site = try studioSite("  source: tokens/studio\n")
    defer { site.remove() }
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(report.diagnostics.contains { $0.id == .studioMath })
    let css = try site.read("Public/tokens.css")
    #expect(css.contains("[data-theme=\"dark\"]"))
    #expect(css.contains("--space-lg: 16px"))
    #expect(css.contains("--bg: #111111"))
    #expect(try site.read("Public/index.html").contains("space/lg"))
  }

  @Test func aNamedFormatAndStrictness() throws {
    let site = try studioSite("  source: tokens/studio\n  format: tokens-studio\n  strict: true\n")
    defer { site.remove() }
    let report = site.build()
    #expect(!report.succeeded)
    #expect(report.diagnostics.contains { $0.id == .studioMath && $0.severity == .error })
  }

  @Test func sourceMistakesAreErrors() throws {
    let site = try studioSite("  source: tokens/studio\n  resolver: tokens/t.resolver.json\n  format: token-studio\n")
    defer { site.remove() }
    let report = site.build()
    #expect(!report.succeeded)
    #expect(report.diagnostics.contains { $0.id == .siteTokensSourceAndResolver })
    let unknown = try #require(report.diagnostics.first { $0.id == .tokenSourceFormatUnknown })
    #expect(unknown.hint == "did you mean 'tokens-studio'?")
    #expect(unknown.location?.line != nil)

    try site.write(
      "content/site.yml",
      try site.read("content/site.yml").replacingOccurrences(
        of: "  source: tokens/studio\n  resolver: tokens/t.resolver.json\n  format: token-studio\n",
        with: "  source: ../outside\n"))
    let escaped = site.build()
    #expect(!escaped.succeeded)
    let outside = try #require(escaped.diagnostics.first { $0.id == .siteTokensSourceOutside })
    #expect(outside.location?.file.hasSuffix("site.yml") == true)
  }

  /// `specimen serve` watches the source's folder and reads the tokens again when a set changes.
  @Test func anEditedSetRebuildsTheTokens() throws {
    let site = try studioSite("  source: tokens/studio\n")
    defer { site.remove() }
    let session = SiteSession(options: BuildOptions(siteDirectory: site.path, outputDirectory: site.output))
    #expect(session.watchedFolders.contains { $0.hasSuffix("/tokens/studio") })
    #expect(try site.read("Public/tokens.css").contains("--space-lg: 16px"))
    try site.write(
      "tokens/studio/core.json",
      try site.read("tokens/studio/core.json").replacingOccurrences(
        of: "\"4px\"", with: "\"5px\""))
    let report = session.rebuild(changedPaths: ["tokens/studio/core.json"])
    #expect(report.succeeded, "\(report.diagnostics)")
    #expect(try site.read("Public/tokens.css").contains("--space-lg: 20px"))
  }
}
