import SpecimenCore

/// What preview.js reads from a live preview's `data-live`: the control, the reader's flags, and
/// per drawing its keys, size and the frames of its live text and targets, written by the one
/// JSON encoder on one line. A flag that is off and a part the control lacks are left out.
struct LivePreviewData: Encodable {
  var control: String
  var flags: [String]
  var initial: Int
  var inert: Bool?
  var on: Bool?
  var invalid: Bool?
  var layer: String?
  var lines: Int?
  var reveal: String?
  var clear: [String]?
  var submit: String?
  var cells: [String]?
  var digits: [String]?
  var number: Number?
  var states: [State]

  struct Number: Encodable {
    var min: Double
    var max: Double
    var step: Double
    var value: Double
    var decrease: String
    var increase: String
  }

  struct State: Encodable {
    var keys: [String]
    var size: [Double]
    var origin: [Double]
    var text: [Text]
    /// Each target's frame by its layer, in the order of the layers' names.
    var targets: JSONObject<[Double]>
    var ring: Ring?
  }

  struct Text: Encodable {
    var layer: String
    var frame: [Double]
    var fill: String?
    var format: String?
    var hidden: Bool?
  }

  struct Ring: Encodable {
    var frame: [Double]
    var radius: Double
  }

  /// `[x, y, width, height]`.
  static func frame(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }

  var text: String { JSONOutputEncoder.text(self, .compact) }
}
