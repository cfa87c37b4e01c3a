// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Specimen",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "specimen", targets: ["specimen"]),
    .library(name: "Templates", targets: ["Templates"]),
  ],
  targets: [
    // C libraries from Debian's -dev packages, each behind one Swift module.
    .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
    .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
    // libcurl's header only, without pkg-config or a link line: `figma pull` opens libcurl at run
    // time, so no other command pays for loading it and its TLS and auth libraries at start-up.
    .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),

    .target(name: "SpecimenCore", dependencies: ["CYAML"]),
    .target(name: "Templates", dependencies: ["SpecimenCore"]),
    .target(name: "Tokens", dependencies: ["SpecimenCore"]),
    // Token sources in other tools' formats (Tokens Studio, Style Dictionary, Figma variables),
    // read into the DTCG resolver document Tokens resolves.
    .target(name: "TokenImport", dependencies: ["SpecimenCore", "Tokens"]),
    .target(name: "Figma", dependencies: ["SpecimenCore", "CCurl"]),
    // Code metadata as its tools write it (Custom Elements Manifests, docgen output, Code Connect,
    // Specimen's own JSON), read into one props model.
    .target(name: "CodeProps", dependencies: ["SpecimenCore"]),
    // Design against code: each component set's Figma properties against its code components.
    .target(name: "Parity", dependencies: ["SpecimenCore", "Figma", "CodeProps"]),
    // Geometry reads tokens and component sets through small input types of its own (FigmaGeometry
    // adapts Tokens and Figma to them), so it can be tested from literals.
    .target(name: "Geometry", dependencies: ["SpecimenCore", "CHarfBuzz"]),
    // A page's tree is one array of records edited in place by every pass: the run-time exclusivity
    // check on each access to it was 4 % of a pages-only build. Accesses are still checked when
    // compiled; the tree never lends its records to two writers at once.
    .target(
      name: "Markdown", dependencies: ["SpecimenCore", "CCmark"],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
    // Figma and tokens as Geometry's inputs: component sets' shapes, tokens as geometry values, each
    // variant's node tree laid out as the layers the renderer draws, and models written from them.
    .target(name: "FigmaGeometry", dependencies: ["SpecimenCore", "Figma", "Geometry", "Tokens"]),
    // The accessibility audit of every published variant's drawing: contrast, target size and focus.
    .target(name: "Accessibility", dependencies: ["SpecimenCore", "Geometry", "Tokens"]),
    // The output folder as a whole: a build staged beside it and swapped in, the spare kept for the
    // next build, versions side by side with their versions.json.
    .target(name: "SiteOutput", dependencies: ["SpecimenCore"]),
    // What coding agents and tools read: the components manifest and the token listing, as data.
    .target(
      name: "AgentDocs",
      dependencies: ["SpecimenCore", "Figma", "CodeProps", "Parity", "Geometry", "Tokens", "Accessibility"]),
    .target(
      name: "Site",
      dependencies: [
        "SpecimenCore", "Templates", "Tokens", "TokenImport", "Figma", "CodeProps", "Parity", "Geometry",
        "FigmaGeometry", "Markdown", "SiteOutput", "AgentDocs", "Accessibility",
      ]),
    // `specimen mcp`: a Model Context Protocol server over stdio, answering from a built site's files
    // for agents.
    .target(name: "AgentServer", dependencies: ["AgentDocs", "SpecimenCore"]),
    // What changed between two versions of a site's data.
    .target(name: "Releases", dependencies: ["Site", "Tokens", "Figma", "Geometry", "SpecimenCore"]),
    // `specimen serve`: the HTTP server (libmicrohttpd behind one file), file watching, live reload.
    .target(name: "Serve", dependencies: ["Site", "Tokens", "SpecimenCore", "CMicroHTTPD"]),
    // The commands, in a library so tests run them in-process; the executable is main.swift alone.
    .target(
      name: "SpecimenCLI",
      dependencies: [
        "Site", "Releases", "Serve", "Figma", "FigmaGeometry", "CodeProps", "Parity", "Tokens", "TokenImport",
        "Accessibility", "SpecimenCore", "AgentServer",
      ]),
    .executableTarget(
      name: "specimen", dependencies: ["SpecimenCLI"],
      // The toolchain's own linker: it links the static Swift runtime of release builds (see
      // the Makefile) without gold's warnings about C functions Foundation's archives name.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),

    // What every test target shares: the repository root, fixtures and golden files.
    .target(name: "TestSupport", dependencies: ["SpecimenCore"], path: "Tests/TestSupport"),
    .testTarget(name: "SpecimenCoreTests", dependencies: ["SpecimenCore", "TestSupport"]),
    .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
    // What the tests of Tokens and TokenImport share: comparisons with independently resolved values.
    .target(name: "TokensTestSupport", dependencies: ["Tokens", "TestSupport"], path: "Tests/TokensTestSupport"),
    .testTarget(
      name: "TokensTests", dependencies: ["Tokens", "TestSupport", "TokensTestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "TokenImportTests", dependencies: ["TokenImport", "Tokens", "TestSupport", "TokensTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "FigmaTests", dependencies: ["Figma", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "CodePropsTests", dependencies: ["CodeProps", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ParityTests", dependencies: ["Parity", "CodeProps", "Figma", "TestSupport"]),
    .testTarget(name: "FigmaGeometryTests", dependencies: ["FigmaGeometry", "Figma", "Tokens", "TestSupport"]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "AccessibilityTests", dependencies: ["Accessibility", "Geometry", "Tokens", "TestSupport"]),
    .testTarget(
      name: "ReleasesTests", dependencies: ["Releases", "Site", "SiteOutput", "Tokens", "SpecimenCLI", "TestSupport"],
      exclude: ["Fixtures", "Snapshots"]),
    // Depends on the executable too: some tests run the built `specimen` in a process of its own.
    .testTarget(
      name: "SpecimenCommandTests", dependencies: ["SpecimenCLI", "specimen", "AgentServer", "Site", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "ServeTests", dependencies: ["Serve", "Site", "Tokens", "SpecimenCore", "TestSupport"]),
    .testTarget(name: "SiteOutputTests", dependencies: ["SiteOutput", "SpecimenCore"]),
    .testTarget(name: "AgentServerTests", dependencies: ["AgentServer", "AgentDocs", "SpecimenCore", "TestSupport"]),
    .testTarget(
      name: "SiteTests",
      dependencies: [
        "Site", "Geometry", "FigmaGeometry", "Tokens", "Figma", "CodeProps", "Parity", "SiteOutput", "TestSupport",
        "AgentDocs",
      ],
      resources: [.copy("Fixtures"), .copy("Snapshots")]),
  ],
  swiftLanguageModes: [.v6]
)
