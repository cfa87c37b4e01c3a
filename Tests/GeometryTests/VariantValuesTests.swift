import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// The values a layout is drawn with: a whole variant asked for as it is completes to what the
/// same variant gives when some of its values come as properties instead (the general reading),
/// and a value the set does not have fails either way.
@Suite struct VariantValuesTests {
  @Test func aWholeVariantCompletesAsTheGeneralReadingDoes() throws {
    let library = Bundled.library
    var compared = 0
    for set in library.setNames {
      var none = Diagnostics()
      guard let (_, shape) = library.lookUp(set, at: nil, into: &none) else { continue }
      for variant in shape.publishedVariants {
        let whole = try required {
          GeometryLibrary.values(for: shape, variant: variant, properties: [:], at: nil, into: &$0)
        }
        for property in shape.variantProperties {
          let value = try #require(variant[property.name])
          let rest = variant.filter { $0.key != property.name }
          let general = try required {
            GeometryLibrary.values(for: shape, variant: rest, properties: [property.name: value], at: nil, into: &$0)
          }
          #expect(whole == general, "\(set) \(variant)")
          compared += 1

          var wrong = variant
          wrong[property.name] = value + " (none)"
          var reported = Diagnostics()
          #expect(GeometryLibrary.values(for: shape, variant: wrong, properties: [:], at: nil, into: &reported) == nil)
          #expect(reported.map(\.id) == [.geometryUnknownValue])
        }
      }
    }
    #expect(compared > 50)
  }
}
