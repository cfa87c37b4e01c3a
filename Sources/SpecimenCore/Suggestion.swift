/// "Did you mean" suggestions: the known names closest to a misspelled one.
package enum Suggestion {
  /// The candidate nearest to `name` by edit distance, if it is near enough to be a likely typo.
  package static func closest<S: Sequence>(to name: String, in candidates: S) -> String?
  where S.Element == String {
    let target = Array(name.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(2, target.count / 3)
    return distance <= limit ? candidate : nil
  }

  /// "did you mean 'x'?" or nil.
  package static func hint<S: Sequence>(for name: String, in candidates: S) -> String?
  where S.Element == String {
    closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
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
