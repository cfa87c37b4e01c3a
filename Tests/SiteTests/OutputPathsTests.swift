import SpecimenCore
import Testing

@testable import Site

/// Two sources on one output path are a collision either may give way in; a source on a path,
/// or in a folder, the build needs for its own file is a kind of its own, since only that
/// source can move.
@Suite struct OutputPathsTests {
  static func at(_ file: String) -> SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

  @Test func twoSourcesOnOnePathCollide() {
    var paths = OutputPaths()
    paths.add(.file("a/index.html", name: "content/pages/a.md", at: Self.at("content/pages/a.md")))
    paths.add(.file("a/index.html", name: "content/pages/a/index.md", at: Self.at("content/pages/a/index.md")))
    let found = paths.conflicts()
    #expect(found.map(\.id) == [.outputPathCollision])
    #expect(found.first?.location == Self.at("content/pages/a/index.md"))
  }

  @Test func aSourceOnTheBuildsOwnPathOrFolderIsReserved() {
    var paths = OutputPaths()
    paths.add(OutputPaths.Source(path: "sitemap.xml", name: "the sitemap", isGenerated: true))
    paths.add(OutputPaths.Source(path: "search", name: "the search index", isGenerated: true, ownsFolder: true))
    paths.add(.file("sitemap.xml", name: "content/pages/sitemap.xml", at: Self.at("content/pages/sitemap.xml")))
    paths.add(.file("search/index.html", name: "content/pages/search.md", at: Self.at("content/pages/search.md")))
    let found = paths.conflicts()
    #expect(found.map(\.id) == [.outputPathReserved, .outputPathReserved])
    #expect(found.map(\.location) == [Self.at("content/pages/sitemap.xml"), Self.at("content/pages/search.md")])
  }
}
