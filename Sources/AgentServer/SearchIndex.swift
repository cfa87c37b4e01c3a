import Foundation
import SpecimenCore

/// The site's own search index (`search/`, the files `assets/search.js` reads), loaded whole,
/// and the same ranking the page's search box gives: each query word matches the words it
/// begins, an exact word counts twice, rarer words count more, and a page must match every word.
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
    var word = ""
    for character in query.lowercased() + " " {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else {
        if word.count >= 2, !terms.contains(word) { terms.append(word) }
        word = ""
      }
    }
    return terms
  }

  /// The pages that match every word of the query, best first.
  package func search(_ query: String, limit: Int) -> [Hit] {
    let terms = Self.terms(query)
    guard !terms.isEmpty else { return [] }
    var totals: [Int: Hit]? = nil
    for term in terms {
      var best: [Int: Hit] = [:]
      // The words that begin with the term are one run of the sorted list.
      var index = lowerBound(term)
      while index < words.count, words[index].term.hasPrefix(term) {
        let (found, postings) = words[index]
        let rarity = log(1 + Double(pages.count) / Double(max(1, postings.count)))
        let factor: Double = found == term ? 2 : 1
        for posting in postings {
          let score = Double(posting.weight) * rarity * factor
          if (best[posting.page]?.score ?? -1) < score {
            best[posting.page] = Hit(page: posting.page, score: score, place: posting.place)
          }
        }
        index += 1
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
    return (totals ?? [:]).values.sorted { ($0.score, -$0.page) > ($1.score, -$1.page) }.prefix(limit).map { $0 }
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
