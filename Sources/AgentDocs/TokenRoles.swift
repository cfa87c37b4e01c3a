import Geometry

/// Which layers paint with which token, and in how many variants, gathered as each published
/// variant is laid out: the answer to "which token colours the track when it is on?".
struct TokenRoles {
  private struct Use: Hashable {
    var token: String
    var layer: String
    var role: String
  }

  /// Each use's variant count, and each token's uses in the order first met (the drawing's layer order).
  private var counts: [Use: Int] = [:]
  /// The property values every variant with the use shares.
  private var shared: [Use: [String: String]] = [:]
  private var byToken: [String: [Use]] = [:]

  /// Adds one laid-out variant with its property values: each token its layers paint with, once
  /// per layer and role.
  mutating func add(_ component: LaidOutComponent, values: [String: String]) {
    var seen = Set<Use>()
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
        guard seen.insert(use).inserted else { continue }
        if counts[use] == nil {
          byToken[token, default: []].append(use)
          shared[use] = values
        } else {
          shared[use] = shared[use]?.filter { values[$0.key] == $0.value }
        }
        counts[use, default: 0] += 1
      }
    }
  }

  /// The layers and roles `token` was met in, in drawing order.
  func uses(of token: String) -> [ComponentEntry.LayerRole] {
    (byToken[token] ?? []).map {
      ComponentEntry.LayerRole(
        layer: $0.layer, role: $0.role, variants: counts[$0] ?? 0, when: shared[$0] ?? [:])
    }
  }
}
