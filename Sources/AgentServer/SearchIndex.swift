import Foundation
import SpecimenCore

/// The site's own search index (`search/`, the files `assets/search.js` reads), loaded whole,
/// and the same ranking the page's search box gives: each query word matches the words it
/// begins, an exact word counts twice, rarer words count more, and a page must match every word;
/// a place whose name the query is comes first.
package struct SearchIndex: Sendable {
  package struct Page: Sendable {
    package var url: String
    package var title: String
    /// `(anchor, label, text)` of each place a result can link to.
    package var places: [(anchor: String, label: String, text: String)]
  }

  struct Posting: Sendable {
    var page: Int
    var weight: Int
    var place: Int
  }

  package var pages: [Page]
  /// Every word with its postings, sorted by word.
  var words: [(term: String, postings: [Posting])]

  package struct Hit: Sendable {
    package var page: Int
    package var score: Double
    package var place: Int
  }

  /// The folder of the index under the site root.
  static let folder = "search"

  /// The index from its files, which `file` gives by path from the `search/` folder; nil when
  /// the site has no search (or the files are not a build's).
  static func load(file: (String) -> String?) -> SearchIndex? {
    func json(_ path: String) -> Node? {
      guard let text = file(path) else { return nil }
      return try? JSONReader.parse(text, file: path)
    }
    guard let manifest = json("index.json"), let count = manifest["pages"]?.int,
      let shards = manifest["shards"]?.array, count >= 0
    else { return nil }
    var pages: [Page] = []
    for number in 0..<count {
      guard let record = json("p/\(number).json"), let url = record["u"]?.string, let title = record["t"]?.string
      else { return nil }
      let places = (record["s"]?.array ?? []).map { place -> (String, String, String) in
        let parts = place.array ?? []
        return (
          parts.count > 0 ? parts[0].string ?? "" : "", parts.count > 1 ? parts[1].string ?? "" : "",
          parts.count > 2 ? parts[2].string ?? "" : ""
        )
      }
      pages.append(Page(url: url.removingPercentEncoding ?? url, title: title, places: places))
    }
    var words: [(term: String, postings: [Posting])] = []
    for number in shards.indices {
      guard let shard = json("t/\(number).json"), let entries = shard.entries else { return nil }
      for entry in entries {
        let numbers = (entry.value.array ?? []).compactMap(\.int)
        var postings: [Posting] = []
        var page = 0
        var index = 0
        while index + 2 < numbers.count {
          page += numbers[index]
          postings.append(Posting(page: page, weight: numbers[index + 1], place: numbers[index + 2]))
          index += 3
        }
        words.append((entry.key, postings.filter { $0.page >= 0 && $0.page < count }))
      }
    }
    words.sort { $0.term < $1.term }
    return SearchIndex(pages: pages, words: words)
  }

  /// The words a query is searched by: lower-case runs of letters and digits, two or more long.
  package static func terms(_ query: String) -> [String] {
    var terms: [String] = []
    for word in words(query) where word.count >= 2 && !terms.contains(word) { terms.append(word) }
    return terms
  }

  /// The query's lower-case runs of letters and digits, of any length, in order.
  private static func words(_ query: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in query.lowercased() + " " {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    return words
  }

  /// The query as a name (`bg/sub-200`, `bg sub 200` → `bg/sub/200`): its runs of letters and
  /// digits of any length joined by "/", as the build joins a place's name; nil for one word.
  package static func name(_ query: String) -> String? {
    let words = words(query)
    return words.count >= 2 ? words.joined(separator: "/") : nil
  }

  /// Whether two words are one edit apart: a letter added, dropped, changed, or two beside each other swapped.
  static func oneEditApart(_ first: String, _ second: String) -> Bool {
    let a = Array(first)
    let b = Array(second)
    guard a != b, abs(a.count - b.count) <= 1 else { return false }
    var i = 0
    while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
    if a.count > b.count { return a[(i + 1)...] == b[i...] }
    if a.count < b.count { return a[i...] == b[(i + 1)...] }
    if a[min(i + 1, a.count)...] == b[min(i + 1, b.count)...] { return true }
    return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
  }

  /// Each page's best score for the index words `matches` gives a factor (2 exact, 1 lesser, 0
  /// none), and whether it is exact; with `exactFirst` (a name) an exact match before any lesser one.
  private func scores(
    from start: String, exactFirst: Bool = false, _ matches: (String) -> Double
  ) -> [Int: (hit: Hit, exact: Bool)] {
    var best: [Int: (hit: Hit, exact: Bool)] = [:]
    var index = lowerBound(start)
    while index < words.count, words[index].term.hasPrefix(start) {
      let (found, postings) = words[index]
      index += 1
      let factor = matches(found)
      guard factor > 0 else { continue }
      let exact = factor == 2
      let rarity = log(1 + Double(pages.count) / Double(max(1, postings.count)))
      for posting in postings {
        let score = Double(posting.weight) * rarity * factor
        let better: Bool
        if let known = best[posting.page] {
          better = exactFirst && exact != known.exact ? exact : known.hit.score < score
        } else {
          better = true
        }
        if better {
          best[posting.page] = (Hit(page: posting.page, score: score, place: posting.place), exact)
        }
      }
    }
    return best
  }

  /// Each page's best score for the words one edit away from `term` (the client looks for them
  /// in a few shards; on a large site it may find fewer).
  private func typoScores(_ term: String) -> [Int: Hit] {
    var best: [Int: Hit] = [:]
    for (found, postings) in words where !found.contains("/") && Self.oneEditApart(term, found) {
      let rarity = log(1 + Double(pages.count) / Double(max(1, postings.count)))
      for posting in postings where (best[posting.page]?.score ?? -1) < Double(posting.weight) * rarity {
        best[posting.page] = Hit(page: posting.page, score: Double(posting.weight) * rarity, place: posting.place)
      }
    }
    return best
  }

  /// The pages that match every word of the query, best first: as `assets/search.js` ranks
  /// them, a place whose whole name the query is first, then one whose name it begins; a word
  /// that begins no index word stands for the words one edit away from it.
  package func search(_ query: String, limit: Int) -> [Hit] {
    let terms = Self.terms(query)
    let name = Self.name(query)
    guard !terms.isEmpty || name != nil else { return [] }
    let named = name.map { name in scores(from: name, exactFirst: true) { $0 == name ? 2 : 1 } } ?? [:]
    var totals: [Int: Hit]? = nil
    for term in terms {
      var best = scores(from: term) { $0.contains("/") ? 0 : $0 == term ? 2 : 1 }.mapValues(\.hit)
      if best.isEmpty, named.isEmpty, term.count >= 4 {
        best = typoScores(term)
      }
      guard let earlier = totals else {
        totals = best
        continue
      }
      var joined: [Int: Hit] = [:]
      for (page, hit) in earlier {
        guard let other = best[page] else { continue }
        joined[page] = Hit(
          page: page, score: hit.score + other.score, place: other.score > hit.score ? other.place : hit.place)
      }
      totals = joined
    }
    var ranked = (totals ?? [:]).mapValues { (hit: $0, rank: 0) }
    for (page, name) in named {
      let score = name.hit.score + (ranked[page]?.hit.score ?? 0)
      ranked[page] = (Hit(page: page, score: score, place: name.hit.place), name.exact ? 2 : 1)
    }
    return ranked.values.sorted { ($0.rank, $0.hit.score, -$0.hit.page) > ($1.rank, $1.hit.score, -$1.hit.page) }
      .prefix(limit).map(\.hit)
  }

  private func lowerBound(_ term: String) -> Int {
    var low = 0
    var high = words.count
    while low < high {
      let middle = (low + high) / 2
      if words[middle].term < term { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
