import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// The repository root (tests read the bundled content from there).
let repositoryRoot = Repository.root.path

let appetiteResolver = repositoryRoot + "/content/tokens/appetite.resolver.json"
let eandResolver = repositoryRoot + "/examples/eand/content/tokens/eand.resolver.json"

/// Loads plain token JSON given inline (one file, one context).
func loadTokens(_ json: String, file: String = "/t/a.tokens.json", strictness: TokenStrictness = .lenient)
  -> (TokenSystem, Diagnostics)
{
  collecting { TokenSystem.load(tokenFiles: [file], strictness: strictness, files: .memory([file: json]), into: &$0) }
}

/// Loads a resolver and its files from a dictionary of paths.
func loadResolver(_ files: [String: String], resolver: String = "/t/r.resolver.json", show: [ContextSelection]? = nil)
  -> (TokenSystem, Diagnostics)
{
  collecting { TokenSystem.load(resolverPath: resolver, show: show, files: .memory(files), into: &$0) }
}

/// An sRGB color token value written from a hex string, for fixtures.
func srgb(_ hex: String, alpha: Double? = nil) -> String {
  let v = Int(hex.dropFirst(), radix: 16)!
  let c = [(v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF].map { formatNumber(Double($0) / 255) }
  var s = "{\"colorSpace\": \"srgb\", \"components\": [\(c.joined(separator: ", "))]"
  if let alpha { s += ", \"alpha\": \(formatNumber(alpha))" }
  return s + "}"
}
