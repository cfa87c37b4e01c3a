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
    .target(name: "Figma", dependencies: ["SpecimenCore", "CCurl"]),
    // Geometry reads tokens and component sets through small input types of its own (the site
    // adapts Tokens and Figma to them), so it can be tested from literals.
    .target(name: "Geometry", dependencies: ["SpecimenCore", "CHarfBuzz"]),
    .target(name: "Markdown", dependencies: ["SpecimenCore", "CCmark"]),
    .target(
      name: "Site",
      dependencies: ["SpecimenCore", "Templates", "Tokens", "Figma", "Geometry", "Markdown"]),
    // What changed between two versions of a site's data.
    .target(name: "Releases", dependencies: ["Site", "Tokens", "Figma", "Geometry", "SpecimenCore"]),
    // `specimen serve`: the HTTP server (libmicrohttpd behind one file), file watching, live reload.
    .target(name: "Serve", dependencies: ["Site", "Tokens", "SpecimenCore", "CMicroHTTPD"]),
    // The commands, in a library so tests run them in-process; the executable is main.swift alone.
    .target(name: "SpecimenCLI", dependencies: ["Site", "Releases", "Serve", "Figma", "Tokens", "SpecimenCore"]),
    .executableTarget(
      name: "specimen", dependencies: ["SpecimenCLI"],
      // The toolchain's own linker: it links the static Swift runtime of release builds (see
      // the Makefile) without gold's warnings about C functions Foundation's archives name.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),

    // What every test target shares: the repository root, fixtures and golden files.
    .target(name: "TestSupport", dependencies: ["SpecimenCore"], path: "Tests/TestSupport"),
    .testTarget(name: "SpecimenCoreTests", dependencies: ["SpecimenCore"]),
    .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
    .testTarget(name: "TokensTests", dependencies: ["Tokens", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "FigmaTests", dependencies: ["Figma", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
    .testTarget(
      name: "ReleasesTests", dependencies: ["Releases", "Site", "Tokens", "SpecimenCLI", "TestSupport"],
      exclude: ["Fixtures", "Snapshots"]),
    // Depends on the executable too: some tests run the built `specimen` in a process of its own.
    .testTarget(name: "SpecimenCommandTests", dependencies: ["SpecimenCLI", "specimen"]),
    .testTarget(name: "ServeTests", dependencies: ["Serve", "Site", "Tokens", "SpecimenCore", "TestSupport"]),
    .testTarget(
      name: "SiteTests", dependencies: ["Site", "Geometry", "Tokens", "Figma", "TestSupport"],
      resources: [.copy("Fixtures"), .copy("Snapshots")]),
  ],
  swiftLanguageModes: [.v6]
)
