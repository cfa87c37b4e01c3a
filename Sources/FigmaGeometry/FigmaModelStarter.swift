import Figma
import Foundation
import Geometry
import SpecimenCore
import Tokens

/// `specimen figma model`: a geometry model written from a set's node trees, its bound
/// variables, text styles and shadows named through the site's tokens.
package enum FigmaModelStarter {
  /// The model's text for the set `name` of `library`, its tokens named through `tokens`; nil,
  /// with the problems reported, when the set or its trees cannot be found. `place` names where
  /// the sets were looked for (`the site's Figma files`), at `location` when it is one file.
  package static func model(
    set name: String, in library: FigmaLibrary, tokens: TokenSystem?, place: String, location: SourceLocation?,
    into diagnostics: inout Diagnostics
  ) -> String? {
    // A component outside any set is a set of one variant here, as pages draw it.
    guard let set = library.drawableSets.first(where: { $0.name == name }) else {
      let (sets, standalone) = (library.setNames, library.standaloneComponentNames)
      diagnostics.error(
        "no component set or component named '\(name)' in \(place)", at: location,
        hint: Suggestion.hint(for: name, in: sets + standalone)
          ?? (sets.isEmpty && standalone.isEmpty
            ? "there are no components in \(place)" : "the Figma files have " + FigmaLibrary.listing(sets, standalone)),
        id: .figmaModelUnknownSet)
      return nil
    }
    var writer = ModelWriter(naming: naming(tokens))
    let source = set.provenance.fileName.isEmpty ? set.provenance.path : "Figma file \(set.provenance.fileName)"
    guard let text = writer.model(of: set, source: source) else {
      diagnostics.error(
        "'\(name)' has no node trees to write a model from", at: set.location,
        hint: "pull the file again with 'specimen figma pull': its answer carries each variant's layers",
        id: .figmaModelNoTree)
      return nil
    }
    return text
  }

  /// Token names for variable ids (the tokens' `$extensions`), and for text styles and
  /// shadows, the token with the same values.
  static func naming(_ system: TokenSystem?) -> ModelNaming {
    guard let system else { return ModelNaming() }
    let variables = FigmaVariableNames(tokens: system.defaultResolution.tokens)
    let source = TokenGeometrySource(system: system)
    var typographies: [(String, GeometryTypography)] = []
    var shadows: [(String, [GeometryShadowLayer])] = []
    for name in source.tokenNames.sorted() {
      switch source.token(name) {
      case .typography(let style)?: typographies.append((name, style))
      case .shadow(let layers)?: shadows.append((name, layers))
      default: break
      }
    }
    let foundTypographies = typographies
    let foundShadows = shadows
    return ModelNaming(
      variable: { id in
        variables.token(for: id).map { name in
          let kind: ModelNaming.Kind? =
            switch source.token(name) {
            case .color: .color
            case .dimension, .number: .dimension
            case .typography: .typography
            default: nil
            }
          return (name, kind)
        }
      },
      typography: { style in
        foundTypographies.first { _, token in
          token.fontSize == style.fontSize && token.fontWeight == style.fontWeight
            && (style.fontFamily == nil || token.fontFamily == style.fontFamily)
            && (style.lineHeightPx.map { abs($0 - token.fontSize * token.lineHeight) < 0.01 } ?? true)
        }?.0
      },
      nearestTypography: { style in
        foundTypographies.min { a, b in
          func distance(_ token: GeometryTypography) -> (Int, Double, Double) {
            (
              style.fontFamily == nil || token.fontFamily == style.fontFamily ? 0 : 1,
              abs(token.fontSize - (style.fontSize ?? token.fontSize)),
              abs(token.fontWeight - (style.fontWeight ?? token.fontWeight))
            )
          }
          return distance(a.1) < distance(b.1)
        }?.0
      },
      shadow: { effects in
        foundShadows.first { _, layers in
          layers.count == effects.count
            && zip(layers, effects).allSatisfy { layer, effect in
              layer.offsetX == effect.offsetX && layer.offsetY == effect.offsetY && layer.blur == effect.radius
                && layer.spread == effect.spread && layer.inset == (effect.type == .innerShadow)
                && effect.color.map { $0.hex == layer.paint.color.hex && abs($0.a - layer.paint.color.alpha) < 0.01 }
                  ?? true
            }
        }?.0
      })
  }
}

extension FigmaModelStarter {
  /// Writes `text` to a new file at `path`: through a temporary file linked into place, so a
  /// file that appears meanwhile is not written over and a failed write leaves nothing.
  package static func writeNew(_ text: String, to path: String, into diagnostics: inout Diagnostics) -> Bool {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
    do {
      try Data(text.utf8).write(to: temporary, options: .withoutOverwriting)
      defer { try? FileManager.default.removeItem(at: temporary) }
      try FileManager.default.linkItem(at: temporary, to: url)
      return true
    } catch {
      diagnostics.error(
        FileManager.default.fileExists(atPath: path)
          ? "'\(path)' already exists; the model is not written over it" : "cannot write '\(path)'",
        at: SourceLocation(file: path), hint: "name a new file in a folder that exists with --output",
        id: .figmaModelOutputUnwritable)
      return false
    }
  }
}
