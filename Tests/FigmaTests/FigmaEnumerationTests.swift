import SpecimenCore
import Testing

@testable import Figma

/// Figma's enumerations read into cases, a name this version does not know kept as written.
@Suite struct FigmaEnumerationTests {
  @Test(arguments: [
    "FRAME", "GROUP", "COMPONENT", "COMPONENT_SET", "INSTANCE", "RECTANGLE", "ELLIPSE", "LINE", "VECTOR",
    "BOOLEAN_OPERATION", "STAR", "REGULAR_POLYGON", "TEXT", "SECTION", "SLICE",
  ])
  func everyKnownNodeTypeIsACaseWithItsName(name: String) {
    let type = FigmaNodeType(name: name)
    #expect(type != .unknown(name))
    #expect(type.name == name)
  }

  @Test func namesTheReaderDoesNotKnowAreKept() {
    #expect(FigmaNodeType(name: "WASHI_TAPE") == .unknown("WASHI_TAPE"))
    #expect(FigmaNodeType(name: "WASHI_TAPE").name == "WASHI_TAPE")
    #expect(FigmaPaintType(name: "GRADIENT_CONIC") == .unknown("GRADIENT_CONIC"))
    #expect(!FigmaPaintType(name: "GRADIENT_CONIC").isGradient)
    #expect(FigmaEffectType(name: "NOISE").name == "NOISE")
    #expect(FigmaLayoutMode(name: "GRID") == .unknown("GRID"))
    #expect(FigmaAxisAlignment(name: "STRETCH") == .unknown("STRETCH"))
  }

  @Test func paintAndEffectKindsGroupAsFigmaDoes() {
    let gradients = ["GRADIENT_LINEAR", "GRADIENT_RADIAL", "GRADIENT_ANGULAR", "GRADIENT_DIAMOND"]
    #expect(gradients.allSatisfy { FigmaPaintType(name: $0).isGradient && FigmaPaintType(name: $0).name == $0 })
    #expect(["SOLID", "IMAGE", "VIDEO", "PATTERN", "EMOJI"].allSatisfy { !FigmaPaintType(name: $0).isGradient })
    #expect(FigmaEffectType(name: "DROP_SHADOW").isShadow && FigmaEffectType(name: "INNER_SHADOW").isShadow)
    #expect(!FigmaEffectType(name: "LAYER_BLUR").isShadow && !FigmaEffectType(name: "BACKGROUND_BLUR").isShadow)
    #expect(FigmaNodeType(name: "STAR").isVectorLike && !FigmaNodeType(name: "ELLIPSE").isVectorLike)
  }

  /// A node of a type Figma added after this version is read, kept by its name, and drawn as a frame.
  @Test func aNodeOfAnUnknownTypeIsReadWithItsName() throws {
    let text = """
      {"id": "1:1", "name": "Tape", "type": "WASHI_TAPE", "fills": [{"type": "NOISE_FILL"}],
       "layoutMode": "GRID", "primaryAxisAlignItems": "MAX", "counterAxisAlignItems": "STRETCH",
       "effects": [{"type": "NOISE"}]}
      """
    let node = try JSONReader.parse(bytes: Array(text.utf8), file: "tape.json")
    var reader = NodeTreeReader()
    let tree = reader.read(node)
    let read = try #require(tree)
    #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics)")
    #expect(read.type == .unknown("WASHI_TAPE"))
    #expect(read.fills.map(\.type) == [.unknown("NOISE_FILL")])
    #expect(read.effects.map(\.type) == [.unknown("NOISE")])
    #expect(read.autoLayout?.mode == .unknown("GRID"))
    #expect(read.autoLayout?.primaryAxisAlignItems == .max)
    #expect(read.autoLayout?.counterAxisAlignItems == .unknown("STRETCH"))
  }
}
