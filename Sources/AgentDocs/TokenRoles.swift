import Geometry

/// Which layers paint with which token, and in how many variants, gathered as each published
/// variant is laid out: the answer to "which token colours the track when it is on?".
struct TokenRoles {
  private struct Use: Hashable {
    var token: String
    var layer: String
    var role: String
  }

  /// Each use's variant count, the property values every variant with the use shares and the
  /// last variant that had it, by the use's place in `places`; each token's uses in the order
  /// first met (the drawing's layer order). One lookup a use a layer: a set's variants repeat
  /// the same few uses many times.
  private var places: [Use: Int] = [:]
  private var counts: [Int] = []
  private var shared: [[String: String]] = []
  private var lastVariant: [Int] = []
  private var variants = 0
  private var byToken: [String: [Use]] = [:]

  /// Adds one laid-out variant with its property values: each token its layers paint with, once
  /// per layer and role.
  mutating func add(_ component: LaidOutComponent, values: [String: String]) {
    variants += 1
    for layer in component.layers where !layer.isBackdrop {
      let path = layer.path.isEmpty ? "root" : layer.path
      var found: [(String?, String)] = [
        (layer.appearance.fill?.token, layer.kind == .text ? "text" : "fill"),
        (layer.appearance.stroke?.paint.token, "stroke"),
        (layer.styleToken, "type"),
      ]
      found += layer.appearance.effects.map { ($0.token, "effect") }
      for case (let token?, let role) in found {
        let use = Use(token: token, layer: path, role: role)
        guard let place = places[use] else {
          places[use] = counts.count
          counts.append(1)
          shared.append(values)
          lastVariant.append(variants)
          byToken[token, default: []].append(use)
          continue
        }
        // A use met again in the same variant counts once.
        guard lastVariant[place] != variants else { continue }
        lastVariant[place] = variants
        counts[place] += 1
        if !shared[place].isEmpty { shared[place] = shared[place].filter { values[$0.key] == $0.value } }
      }
    }
  }

  /// The layers and roles `token` was met in, in drawing order.
  func uses(of token: String) -> [ComponentEntry.LayerRole] {
    (byToken[token] ?? []).map {
      ComponentEntry.LayerRole(
        layer: $0.layer, role: $0.role, variants: places[$0].map { counts[$0] } ?? 0,
        when: places[$0].map { shared[$0] } ?? [:])
    }
  }
}
