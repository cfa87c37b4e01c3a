import SpecimenCore

/// The anatomy's redlines as data, in screen units: dimension lines, leader lines from numbered
/// callouts, dashed outlines and labels with the boxes their text fills. The drawing keeps every
/// label off the drawing and off every leader line: callouts sit in a row above with vertical
/// leaders (or, for parts stacked one over another, in a column at the left with leaders to each
/// part's side), widths and left insets in rows below, heights and top insets in columns to the right.
package struct AnatomyDrawing: Sendable {
  package struct Label: Sendable, Hashable {
    package var text: String
    /// The anchor point: x by `anchor`, y the baseline.
    package var x: Double
    package var y: Double
    package var anchor: Anchor
    /// The box the text fills, from its advance width and the font's ascender and descender.
    package var box: Rect
    package var isCallout: Bool
  }

  package enum Anchor: String, Sendable, Hashable { case start, middle, end }

  package struct Segment: Sendable, Hashable {
    package var x1: Double
    package var y1: Double
    package var x2: Double
    package var y2: Double
    package var dashed: Bool
    /// A line from a callout to its part.
    package var isLeader: Bool
    /// Where a leader bends: it runs level from (x1, y1) to this x, then straight to (x2, y2).
    var kneeX: Double? = nil

    /// The straight pieces the line is drawn as: one, or two for a bent leader.
    package var pieces: [(x1: Double, y1: Double, x2: Double, y2: Double)] {
      guard let kneeX else { return [(x1, y1, x2, y2)] }
      return [(x1, y1, kneeX, y1), (kneeX, y1, x2, y2)]
    }
  }

  package struct Outline: Sendable, Hashable {
    package var rect: Rect
    package var circle: Bool
    /// Another position of a moving part: drawn only where the part itself is not, so the
    /// ghost never crosses the real handle.
    var isGhost = false
  }

  package var report: AnatomyReport
  /// The `<svg>` element: the variant enlarged under its redlines.
  package var svg = Markup()
  package var width: Double = 0
  package var height: Double = 0
  /// Where the component's origin lands and how much it is enlarged.
  package var originX: Double = 0
  var originY: Double = 0
  package var scale: Double = 1
  package var labels: [Label] = []
  package var lines: [Segment] = []
  package var outlines: [Outline] = []
  package var callouts: [(number: Int, x: Double, y: Double)] = []
  /// How many pairs (a leader and a part, two parts, a span and a taken span) placing the marks
  /// compared, over every layout tried: for tests, which check that it grows with the layers
  /// linearly (the parts numbered are at most `AnatomyReport.partLimit`).
  var placementWork = 0

  /// A part's frame on screen.
  package func screenFrame(of part: AnatomyReport.Part) -> Rect {
    let frame = report.component.layers[part.layerIndex].frame
    return Rect(
      x: originX + frame.x * scale, y: originY + frame.y * scale, width: frame.width * scale,
      height: frame.height * scale)
  }

  /// How many times a leader crosses a part other than its own (or one holding its own, as the
  /// track holds the handle): each is a line a reader must follow through another part.
  var leaderCrossings: (count: Int, work: Int) {
    let leaders = lines.filter(\.isLeader)
    var count = 0
    var work = 0
    let byNumber = Dictionary(report.parts.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    for (leader, callout) in zip(leaders, callouts) {
      guard let own = byNumber[callout.number] else { continue }
      let target = screenFrame(of: own)
      for other in report.parts where other.number != own.number {
        work += 1
        let box = screenFrame(of: other)
        guard !box.contains(target) else { continue }
        let inside = Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
        if leader.pieces.contains(where: { inside.intersects(segmentFrom: $0.x1, $0.y1, to: $0.x2, $0.y2) }) {
          count += 1
        }
      }
    }
    return (count, work)
  }

  /// The size and place of the enlarged component.
  package var drawingBox: Rect {
    Rect(
      x: originX, y: originY, width: report.component.width * scale, height: report.component.height * scale)
  }

  /// 12 px: the labels are read at the drawing's size at 1400 px and at 92 % of it on a phone.
  package static let fontSize = 12.0
  package static let calloutRadius = 9.0
  /// The redline color; the fallback reads at 5:1 or more on white and on a light gray panel.
  /// Themes set `--specimen-redline` per color scheme (specimen.css), and the callout numbers'
  /// color on it as `--specimen-redline-text`.
  static let color = "var(--specimen-redline, #C62828)"
  static let calloutTextColor = "var(--specimen-redline-text, #FFFFFF)"
  /// How far a callout sits from the part its leader meets, so the circle never touches the
  /// part's first letters.
  static let leaderLength = 20.0
  /// The widest line of the list of heights a narrow drawing gives instead of height columns.
  static let listWidth = 290.0
}
