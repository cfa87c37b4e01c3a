import SpecimenCore

/// A token or group marked `$deprecated`, with the reason when one is written.
package enum Deprecation: Sendable, Hashable {
  case deprecated(reason: String?)
}

/// A token as written, before its aliases are followed.
///
/// Immutable and shared: the resolver and the memo pass it around and compare it for every
/// token of every context, so a copy is a reference.
final class RawToken: Sendable, Equatable {
  let path: TokenPath
  let object: Node
  let keyLocation: SourceLocation
  let explicitType: TokenType?
  let explicitTypeLocation: SourceLocation?
  /// The nearest group `$type` and the group that declares it.
  let inheritedType: InheritedType?
  /// The `$type` as written, for a type outside 2025.10.
  let typeName: String
  /// A `$type` outside 2025.10 on the token or a group above it, read leniently.
  let deviations: [TokenDeviation]
  let description: String?
  let deprecation: Deprecation?
  let extensions: Node?

  init(
    path: TokenPath, object: Node, keyLocation: SourceLocation, explicitType: TokenType?,
    explicitTypeLocation: SourceLocation?, inheritedType: InheritedType?, typeName: String,
    deviations: [TokenDeviation], description: String?, deprecation: Deprecation?, extensions: Node?
  ) {
    self.path = path
    self.object = object
    self.keyLocation = keyLocation
    self.explicitType = explicitType
    self.explicitTypeLocation = explicitTypeLocation
    self.inheritedType = inheritedType
    self.typeName = typeName
    self.deviations = deviations
    self.description = description
    self.deprecation = deprecation
    self.extensions = extensions
  }

  /// Written the same way at the same place, with the same type and group settings.
  static func == (a: RawToken, b: RawToken) -> Bool {
    a === b
      || (a.keyLocation == b.keyLocation && a.path == b.path && a.object == b.object
        && a.explicitType == b.explicitType && a.explicitTypeLocation == b.explicitTypeLocation
        && a.inheritedType == b.inheritedType && a.typeName == b.typeName && a.deviations == b.deviations
        && a.description == b.description && a.deprecation == b.deprecation && a.extensions == b.extensions)
  }

  var valueNode: Node? { object["$value"] }
  var pointer: (text: String, location: SourceLocation)? {
    guard object["$value"] == nil, let ref = object["$ref"] else { return nil }
    return (ref.string ?? "", ref.location)
  }
}

struct InheritedType: Sendable, Equatable {
  var type: TokenType
  var group: TokenPath
  var name: String
  var deviation: TokenDeviation?
}

struct GroupInfo: Sendable {
  var path: TokenPath
  var location: SourceLocation
  var hasRoot: Bool
}
