import Testing

@testable import SpecimenCore

/// `JSONReader.parse(bytes:)` keeps a file in one flat `JSONTree` and decodes values when asked;
/// `parse(_:)` makes every value a node of its own. Both must read the same document.
@Suite struct JSONTreeTests {
  static func compact(_ text: String, file: String = "t.json") throws(Diagnostic) -> Node {
    try JSONReader.parse(bytes: Array(text.utf8), file: file)
  }

  /// A node tree in the shape of a minified `GET /v1/files/:key` response, `count` frames long.
  static func figmaShaped(_ count: Int) -> String {
    let frames = (0..<count).map { i in
      #"{"id":"1:\#(i)","name":"Frame \#(i)","type":"FRAME","scrollBehavior":"SCROLLS","#
        + #""absoluteBoundingBox":{"x":\#(i * 8),"y":-12.5,"width":320,"height":48},"#
        + #""fills":[{"blendMode":"NORMAL","type":"SOLID","color":{"r":0.1,"g":0.2,"b":0.3,"a":1}}],"#
        + #""strokes":[],"strokeWeight":1,"strokeAlign":"INSIDE","cornerRadius":8,"clipsContent":true,"#
        + #""effects":[],"layoutMode":"HORIZONTAL","itemSpacing":8,"characters":"Caf\u00e9 \"\#(i)\"","#
        + #""visible":null}"#
    }
    return #"{"document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":["#
      + frames.joined(separator: ",") + #"]},"name":"Library","version":"1","schemaVersion":0}"#
  }

  @Test(arguments: [
    #"{"b": 1, "a": [true, false, null, "x\u00e9", -1.5e2, 0.040], "c": {}, "d": []}"#,
    "\n  {\"k\": \"line\\nbreak\", \"\\u0041\": {\"deep\": [[[\"é\"]]]}}\n",
    #"["\ud83d\ude00", "tab\tand \"quote\"", 1E+2, 0]"#,
    "\u{FEFF}[1]",
  ])
  func readsWhatTheNodeReaderReads(text: String) throws {
    let made = try JSONReader.parse(text, file: "t.json")
    let read = try Self.compact(text)
    #expect(read.treeSlot != nil && made.treeSlot == nil)
    #expect(read == made)
    #expect(read.jsonText(pretty: true) == made.jsonText(pretty: true))
    #expect(read.hashValue == made.hashValue)
  }

  @Test func accessorsAgreeWithTheValue() throws {
    let text = Self.figmaShaped(3)
    let read = try Self.compact(text)
    let made = try JSONReader.parse(text, file: "t.json")
    let frame = try #require(read["document"]?["children"]?.array?[2])
    let madeFrame = try #require(made["document"]?["children"]?.array?[2])
    #expect(frame == madeFrame)
    #expect(frame["name"]?.string == "Frame 2")
    #expect(frame["characters"]?.string == "Café \"2\"")
    #expect(frame["absoluteBoundingBox"]?["y"]?.number == -12.5)
    #expect(frame["absoluteBoundingBox"]?["width"]?.int == 320)
    #expect(frame["absoluteBoundingBox"]?["y"]?.scalarText == "-12.5")
    #expect(frame["clipsContent"]?.bool == true)
    #expect(frame["visible"]?.isNull == true)
    #expect(frame["missing"] == nil)
    #expect(frame["fills"]?.kindDescription == "an array")
    #expect(frame["fills"]?.string == nil && frame["fills"]?.entries == nil)
    #expect(frame.entries?.map(\.key) == madeFrame.entries?.map(\.key))
    #expect(frame.location(ofKey: "fills") == madeFrame.location(ofKey: "fills"))
    #expect(frame["effects"]?.location == madeFrame["effects"]?.location)
    #expect(frame.isIdentical(to: try #require(read["document"]?["children"]?.array?[2])))
  }

  @Test func keysAreComparedAsStrings() throws {
    // "é" written precomposed in the key and decomposed in the question: Swift calls them equal.
    let read = try Self.compact("{\"caf\u{E9}\": 1, \"\\u0041\": 2}")
    #expect(read["cafe\u{301}"]?.number == 1)
    #expect(read["A"]?.number == 2)
    #expect(read["B"] == nil)
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9),
    ("[1 2]", 1, 4),
    ("{\"a\": 1, \"\\u0061\": 2}", 1, 10),
    ("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}", 1, 13),
    ("\n  {\"a\": tru}", 2, 9),
    ("[1e999]", 1, 2),
    ("{" + (0..<20).map { "\"a\($0)\": 0, " }.joined() + "\"a3\": 1}", 1, 192),
  ])
  func errorsAreTheNodeReadersErrors(text: String, line: Int, column: Int) {
    var errors: [Diagnostic] = []
    do { _ = try JSONReader.parse(text, file: "bad.json") } catch { errors.append(error) }
    do { _ = try Self.compact(text, file: "bad.json") } catch { errors.append(error) }
    #expect(errors.count == 2)
    #expect(errors.first?.location == SourceLocation(file: "bad.json", line: line, column: column))
    #expect(errors.first?.message == errors.last?.message)
    #expect(errors.first?.location == errors.last?.location)
    #expect(errors.first?.id == errors.last?.id)
  }

  /// The memory bound: one 16-byte slot per value, kept beside the text itself. As a node per
  /// value (48 bytes, 80 with its key in an object, an allocation per object and array) the same
  /// text took over five times its size.
  @Test func aMinifiedFileTakesAtMostTwoAndAHalfTimesItsSize() throws {
    let text = Self.figmaShaped(4_000)
    let tree = try JSONReader.parseTree(Array(text.utf8), file: "figma.json")
    // A frame: itself, 12 scalars, the box (itself and 4 numbers), fills (itself and a paint:
    // itself, 2 strings, a color of 1 + 4), strokes and effects; keys take no slot of their own.
    // Around them: 9 slots of the document and the response.
    #expect(tree.slotCount == 4_000 * (1 + 12 + 5 + (1 + 1 + 2 + 5) + 2) + 9)
    #expect(MemoryLayout<JSONTree.Slot>.stride == 16)
    #expect(Double(tree.bytes.count + tree.slotBytes) <= 2.5 * Double(text.utf8.count))
  }
}
