/// The one order of names Specimen sorts where a source gives none (token paths, token files in
/// a folder): runs of ASCII digits compare as numbers, so `size/2` comes before `size/10`, and
/// the rest by Unicode scalars. Names that compare equal that way (`01` and `1`) fall back to
/// their plain order, so the order is total and the same on every machine.
package enum NameOrder {
  /// Whether `a` comes before `b`.
  package static func precedes(_ a: String, _ b: String) -> Bool {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    var i = 0
    var j = 0
    while i < x.count, j < y.count {
      if isDigit(x[i]), isDigit(y[j]) {
        let (endX, endY) = (digitsEnd(x, from: i), digitsEnd(y, from: j))
        // Leading zeros do not count: compare the significant digits by length, then by digit.
        let digitsX = x[i..<endX].drop { $0 == "0" }
        let digitsY = y[j..<endY].drop { $0 == "0" }
        if digitsX.count != digitsY.count { return digitsX.count < digitsY.count }
        for (p, q) in zip(digitsX, digitsY) where p != q { return p.value < q.value }
        (i, j) = (endX, endY)
        continue
      }
      if x[i] != y[j] { return x[i].value < y[j].value }
      i += 1
      j += 1
    }
    if x.count - i != y.count - j { return x.count - i < y.count - j }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
  }

  /// Whether path `a` comes before path `b`, part by part.
  package static func precedes(_ a: [String], _ b: [String]) -> Bool {
    for (p, q) in zip(a, b) where p != q { return precedes(p, q) }
    return a.count < b.count
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func digitsEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var end = start
    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
    return end
  }
}

extension Sequence<String> {
  /// The names in `NameOrder`.
  package func sortedAsNames() -> [String] { sorted(by: NameOrder.precedes) }
}
