import Geometry
import SpecimenCore
import Tokens

/// An opaque sRGB color, gamma-encoded channels from 0 to 1, as browsers blend them.
struct OpaqueColor: Sendable, Hashable {
  var red: Double
  var green: Double
  var blue: Double

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  init(_ color: TokenColor) {
    let c = color.srgb
    self.init(red: c.red, green: c.green, blue: c.blue)
  }

  var tokenColor: TokenColor { TokenColor(space: .srgb, components: [red, green, blue]) }
  var hex: String { tokenColor.hex }
  /// The color as a finding keeps it: the bytes its hex is written from.
  var packed: PackedColor {
    let c = tokenColor.srgb
    return PackedColor(red: c.red, green: c.green, blue: c.blue)
  }

  /// `self` shown through at `weight` over `other`, which shows at 1 − weight.
  func mixed(_ weight: Double, over other: OpaqueColor) -> OpaqueColor {
    let w = min(1, max(0, weight))
    return OpaqueColor(
      red: red * w + other.red * (1 - w), green: green * w + other.green * (1 - w),
      blue: blue * w + other.blue * (1 - w))
  }
}

/// A paint with its alpha (the color's, times the paint's own opacity).
struct TranslucentColor: Sendable, Hashable {
  var color: OpaqueColor
  var alpha: Double

  func over(_ backdrop: OpaqueColor) -> OpaqueColor { color.mixed(alpha, over: backdrop) }
}

/// A text or a shape's color against what lies beneath it, after every layer under it has been
/// composited down to the page.
struct Measurement: Sendable, Hashable {
  var foreground: OpaqueColor
  var background: OpaqueColor

  var ratio: Double { Contrast.ratio(foreground.tokenColor, on: background.tokenColor).ratio }
}

/// What a measurement can say: the worst pair over every gradient stop, or why it cannot tell.
enum MeasuredContrast: Sendable, Hashable {
  case measured(Measurement)
  case unknown(String)
}

/// Colors of one variant's layers in one context, composited as the renderer paints them.
struct LayerCompositor {
  var component: LaidOutComponent
  var context: AuditContext

  /// Every color a paint can show: its color, or each stop of its gradient.
  func colors(of paint: GeometryPaint) -> [TranslucentColor] {
    if let gradient = paint.gradient, !gradient.stops.isEmpty {
      return gradient.stops.map { stop in
        let rgb = stop.color.rgb ?? (0, 0, 0)
        return TranslucentColor(
          color: OpaqueColor(red: Double(rgb.r) / 255, green: Double(rgb.g) / 255, blue: Double(rgb.b) / 255),
          alpha: stop.color.alpha * paint.opacity)
      }
    }
    if let token = paint.token, let color = context.color(token) {
      return [TranslucentColor(color: OpaqueColor(color), alpha: color.alpha * paint.opacity)]
    }
    let rgb = paint.color.rgb ?? (0, 0, 0)
    return [
      TranslucentColor(
        color: OpaqueColor(red: Double(rgb.r) / 255, green: Double(rgb.g) / 255, blue: Double(rgb.b) / 255),
        alpha: paint.color.alpha * paint.opacity)
    ]
  }

  /// The indices of `index` and its ancestors, root first.
  func chain(of index: Int) -> [Int] {
    var chain: [Int] = []
    var current: Int? = index
    while let i = current {
      chain.append(i)
      current = component.layers[i].parent
    }
    return chain.reversed()
  }

  /// The part of `index`'s box a reader sees: inside the drawing (its view box: the frame, the
  /// bleed its shadows add and where unclipped content overflows) and inside every ancestor that clips; nil when none of it shows.
  func visibleBox(of index: Int) -> Rect? {
    var box: Rect? = component.layers[index].frame.intersection(component.viewBox)
    for ancestor in chain(of: index).dropLast() where component.layers[ancestor].clip {
      box = box?.intersection(component.layers[ancestor].frame)
    }
    return box
  }

  /// Whether `box` of `target` is hidden beneath a layer painted after it: a rectangle outside
  /// `target`'s own subtree, opaque itself and through every ancestor, whose frame covers the
  /// box. figmagic's Button keeps its `:hover` frame beneath its base rectangle: a reader never
  /// sees it there, so it is not measured as though they did.
  func isHidden(_ target: Int, box: Rect) -> Bool {
    func covers(_ frame: Rect) -> Bool {
      frame.x <= box.x + 0.01 && frame.y <= box.y + 0.01 && frame.x + frame.width >= box.x + box.width - 0.01
        && frame.y + frame.height >= box.y + box.height - 0.01
    }
    var own: Set<Int>?
    for index in (target + 1)..<component.layers.count {
      let layer = component.layers[index]
      // The cheap tests first: most layers after a text are small or see-through.
      guard covers(layer.frame), case .frame = layer.shape, !layer.isBackdrop, let fill = layer.fill,
        layer.appearance.unmeasurable == nil, colors(of: fill).allSatisfy({ $0.alpha >= 1 })
      else { continue }
      let painted = chain(of: index)
      guard !painted.contains(target) else { continue }
      let mine = own ?? Set(chain(of: target))
      own = mine
      // Painted at full strength: no group it is in, short of the ones `target` shares, fades it.
      guard painted.allSatisfy({ mine.contains($0) || component.layers[$0].opacity >= 1 }),
        let seen = visibleBox(of: index), covers(seen)
      else { continue }
      return true
    }
    return false
  }

  /// The layers painted before `target` whose fill covers some of `box`, with whether it
  /// covers all of it.
  func layersBeneath(_ target: Int, box: Rect) -> [(index: Int, covers: Bool)] {
    var found: [(Int, Bool)] = []
    for index in 0..<target where !component.layers[index].isBackdrop {
      let layer = component.layers[index]
      guard layer.fill != nil, layer.kind != .text, layer.kind != .icon, layer.kind != .line else { continue }
      let frame = layer.frame
      let overlaps =
        frame.x < box.x + box.width && box.x < frame.x + frame.width && frame.y < box.y + box.height
        && box.y < frame.y + frame.height
      guard overlaps else { continue }
      let covers =
        frame.x <= box.x + 0.01 && frame.y <= box.y + 0.01 && frame.x + frame.width >= box.x + box.width - 0.01
        && frame.y + frame.height >= box.y + box.height - 0.01
      found.append((index, covers))
    }
    return found
  }

  /// Why nothing can be measured for `target` over `box`: an image, a blend mode or a blur in
  /// the layer, its ancestors or what lies beneath it.
  func unmeasurableReason(_ target: Int, box: Rect) -> String? {
    unmeasurableReason(target, beneath: layersBeneath(target, box: box))
  }

  /// `unmeasurableReason(_:box:)` with the layers beneath the box already found.
  func unmeasurableReason(_ target: Int, beneath: [(index: Int, covers: Bool)]) -> String? {
    for index in chain(of: target) {
      let appearance = component.layers[index].appearance
      if let reason = appearance.unmeasurable { return reason }
      if appearance.layerBlur != nil { return "the layer or a group it is in is blurred" }
      if appearance.backgroundBlur != nil { return "the layer or a group it is in blurs what lies beneath it" }
    }
    for (index, _) in beneath {
      let appearance = component.layers[index].appearance
      if let reason = appearance.unmeasurable { return reason + " beneath" }
      if appearance.backgroundBlur != nil { return "a background blur lies beneath" }
    }
    return nil
  }

  /// The worst contrast of `foreground` (colors the target paints) over what lies beneath
  /// `box`: every gradient stop tried, and each fill that covers only part of the box both
  /// counted and not.
  /// `outside`: the target's edge against what lies outside it, so a layer beneath of the very
  /// same box (a state frame stacked under the one shown) is not what its boundary is seen on.
  func measure(_ foreground: [TranslucentColor], of target: Int, box: Rect, outside: Bool = false) -> MeasuredContrast {
    var beneath = layersBeneath(target, box: box)
    if outside {
      let frame = component.layers[target].frame
      beneath.removeAll { item in
        let other = component.layers[item.index].frame
        return abs(other.x - frame.x) <= 0.5 && abs(other.y - frame.y) <= 0.5
          && abs(other.width - frame.width) <= 0.5 && abs(other.height - frame.height) <= 0.5
      }
    }
    if let reason = unmeasurableReason(target, beneath: beneath) { return .unknown(reason) }
    let partial = beneath.filter { !$0.covers }.map(\.index)
    let fills: [Int: [TranslucentColor]] = Dictionary(
      uniqueKeysWithValues: beneath.map { ($0.index, colors(of: component.layers[$0.index].fill!)) })
    // Every combination of stops, at most 256 (a drawing has few gradients beneath a text).
    let varying = fills.filter { $0.value.count > 1 }.keys.sorted()
    let combinations = varying.reduce(1) { $0 * (fills[$1]?.count ?? 1) }
    guard combinations <= 256 else { return .unknown("more gradient stops beneath than can be tried") }
    var worst: Measurement?
    var worstRatio = 0.0
    for omitted in partial.isEmpty ? [false] : [false, true] {
      for combination in 0..<combinations {
        var choice: [Int: Int] = [:]
        var rest = combination
        for index in varying {
          let count = fills[index]!.count
          choice[index] = rest % count
          rest /= count
        }
        for paint in foreground {
          guard
            let measured = composite(
              target: target, paint: paint, fills: fills, choice: choice, omitting: omitted ? Set(partial) : [])
          else { return .unknown("the layer lies outside the component's tree") }
          let ratio = measured.ratio
          if worst == nil || ratio < worstRatio {
            worst = measured
            worstRatio = ratio
          }
        }
      }
    }
    guard let worst else { return .unknown("the layer paints nothing") }
    return .measured(worst)
  }

  /// The pixel under the target without it and with it, painting the tree in order from the
  /// page up: a group's opacity mixes everything it painted with what lay beneath it.
  private func composite(
    target: Int, paint: TranslucentColor, fills: [Int: [TranslucentColor]], choice: [Int: Int], omitting: Set<Int>
  ) -> Measurement? {
    let page = context.backdrop(of: component)
    func walk(_ index: Int, under: Measurement) -> (Measurement, reached: Bool) {
      let layer = component.layers[index]
      var pixel = under
      var reached = false
      if index == target {
        pixel.foreground = paint.over(pixel.background)
        reached = true
      } else {
        if let colors = fills[index], !omitting.contains(index) {
          pixel.background = colors[choice[index] ?? 0].over(pixel.background)
          pixel.foreground = pixel.background
        }
        for child in layer.children where child <= target {
          let (painted, found) = walk(child, under: pixel)
          pixel = painted
          if found {
            reached = true
            break
          }
        }
      }
      let opacity = layer.opacity
      guard opacity < 1 else { return (pixel, reached) }
      return (
        Measurement(
          foreground: pixel.foreground.mixed(opacity, over: under.foreground),
          background: pixel.background.mixed(opacity, over: under.background)),
        reached
      )
    }
    let start = Measurement(foreground: page, background: page)
    let (pixel, reached) = walk(0, under: start)
    return reached ? pixel : nil
  }
}
