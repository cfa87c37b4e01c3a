import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// site.yml accepts '…' for …, which is no difference
  static let parityAcceptUnused = Self("parity.accept-unused")
  /// a property's default differs between Figma and code (both values given)
  static let parityDefaultDiffers = Self("parity.default-differs")
  /// Code Connect maps a node the Figma file does not have
  static let parityMappingUnknownNode = Self("parity.mapping-unknown-node")
  /// Code Connect's variant names the Figma property '…', which … does not have
  static let parityMappingUnknownOption = Self("parity.mapping-unknown-option")
  /// a Code Connect mapping names a code prop the props source does not have
  static let parityMappingUnknownProp = Self("parity.mapping-unknown-prop")
  /// Code Connect reads the Figma property '…', which … does not have
  package static let parityMappingUnknownProperty = Self("parity.mapping-unknown-property")
  /// the site has no Figma file, so its … Code Connect mappings cannot be checked (once a build)
  static let parityNoFigma = Self("parity.no-figma")
  /// a code prop with no Figma counterpart
  static let parityOnlyInCode = Self("parity.only-in-code")
  /// a Figma property with no code counterpart
  static let parityOnlyInFigma = Self("parity.only-in-figma")
  /// an option the code has and Figma does not
  static let parityOptionOnlyInCode = Self("parity.option-only-in-code")
  /// an option Figma has and the code does not
  static let parityOptionOnlyInFigma = Self("parity.option-only-in-figma")
  /// site.yml pairs the component set '…', which no Figma snapshot has
  static let parityPairingUnknown = Self("parity.pairing-unknown")
  /// a property's kind differs between Figma and code (both given)
  static let parityTypeDiffers = Self("parity.type-differs")
}
