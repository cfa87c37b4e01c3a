import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let parityAcceptUnused = Self("parity.accept-unused")
  package static let parityDefaultDiffers = Self("parity.default-differs")
  package static let parityMappingUnknownNode = Self("parity.mapping-unknown-node")
  package static let parityMappingUnknownOption = Self("parity.mapping-unknown-option")
  package static let parityMappingUnknownProp = Self("parity.mapping-unknown-prop")
  package static let parityMappingUnknownProperty = Self("parity.mapping-unknown-property")
  package static let parityNoFigma = Self("parity.no-figma")
  package static let parityOnlyInCode = Self("parity.only-in-code")
  package static let parityOnlyInFigma = Self("parity.only-in-figma")
  package static let parityOptionOnlyInCode = Self("parity.option-only-in-code")
  package static let parityOptionOnlyInFigma = Self("parity.option-only-in-figma")
  package static let parityPairingUnknown = Self("parity.pairing-unknown")
  package static let parityTypeDiffers = Self("parity.type-differs")
}
