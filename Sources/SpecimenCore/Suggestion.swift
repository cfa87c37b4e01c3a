/// "Did you mean" suggestions: the known names closest to a misspelled one.
package enum Suggestion {
  /// Names and candidates longer than this are not compared: edit distance costs the product of
  /// the two lengths, and a 100,000-character heading is no typo of anything.
  static let maxComparedLength = 64

  /// The candidate nearest to `name` by edit distance, if it is near enough to be a likely typo.
  package static func closest<S: Sequence>(to name: String, in candidates: S) -> String?
  where S.Element == String {
    var best: (String, Int)?
    var limit = 0
    compare(name, with: candidates) { candidate, target, other, within in
      limit = within
      let distance = editDistance(target, other)
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    return distance <= limit ? candidate : nil
  }

  /// "did you mean 'x'?" or nil.
  package static func hint<S: Sequence>(for name: String, in candidates: S) -> String?
  where S.Element == String {
    closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
  }

  /// Calls `body` with each candidate that could be near enough to `name` to suggest, the two
  /// lowercased, and the largest distance that still reads as a typo.
  ///
  /// Edit distance is at least the difference in length, so a candidate whose length differs
  /// from the name's by more than that limit could never be suggested and is not compared.
  static func compare<S: Sequence>(
    _ name: String, with candidates: S, _ body: (String, [Character], [Character], Int) -> Void
  ) where S.Element == String {
    // A character takes at least one byte and rarely more than four: the byte count, known
    // without reading the text, rules out what is far too long before it is lowercased.
    let maxBytes = maxComparedLength * 16
    guard name.utf8.count <= maxBytes else { return }
    let target = Array(name.lowercased())
    guard target.count <= maxComparedLength else { return }
    let limit = max(2, target.count / 3)
    for candidate in candidates where candidate.utf8.count <= maxBytes {
      let other = Array(candidate.lowercased())
      guard other.count <= maxComparedLength, abs(other.count - target.count) <= limit else { continue }
      body(candidate, target, other, limit)
    }
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
