import SpecimenCore

/// site.yml's `parity:` entry: a Figma component set and the code component it is compared
/// with, and the differences the team has accepted.
///
///     parity:
///       - figma: input-field
///         code: Input
///         accept: [default, filled, active, clearable, "type=otp"]
package struct ParityPairing: Sendable, Hashable {
  /// The component set's name.
  package var figma: String
  /// The code component; nil when the entry only accepts differences of a Code Connect mapping.
  package var code: String?
  /// Figma properties, code props or `property=option` pairs whose difference is known.
  package var accepted: [Accepted]
  package var location: SourceLocation

  package struct Accepted: Sendable, Hashable {
    package var text: String
    package var location: SourceLocation
    package init(text: String, location: SourceLocation) {
      self.text = text
      self.location = location
    }
  }

  package init(figma: String, code: String?, accepted: [Accepted] = [], location: SourceLocation) {
    self.figma = figma
    self.code = code
    self.accepted = accepted
    self.location = location
  }
}
