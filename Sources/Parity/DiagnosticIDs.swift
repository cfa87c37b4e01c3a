import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  static let parityAcceptUnused = Self("parity.accept-unused")
  static let parityDefaultDiffers = Self("parity.default-differs")
  static let parityMappingUnknownNode = Self("parity.mapping-unknown-node")
  static let parityMappingUnknownOption = Self("parity.mapping-unknown-option")
  static let parityMappingUnknownProp = Self("parity.mapping-unknown-prop")
  package static let parityMappingUnknownProperty = Self("parity.mapping-unknown-property")
  package static let parityNoFigma = Self("parity.no-figma")
  static let parityOnlyInCode = Self("parity.only-in-code")
  static let parityOnlyInFigma = Self("parity.only-in-figma")
  static let parityOptionOnlyInCode = Self("parity.option-only-in-code")
  static let parityOptionOnlyInFigma = Self("parity.option-only-in-figma")
  static let parityPairingUnknown = Self("parity.pairing-unknown")
  static let parityTypeDiffers = Self("parity.type-differs")
}
