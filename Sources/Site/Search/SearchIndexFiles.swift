import SpecimenCore

/// The search index as static files under `search/`, written by the build from every page's
/// record, read by `assets/search.js`. A query fetches the small manifest once, then one shard
/// per word and one record per result shown, so what it costs does not grow with the site:
///
/// - `search/index.json`: the version (a hash of the files), the page count and the shard keys.
/// - `search/t/<n>.json`: the words starting with key n, each with its postings as a flat list
///   of (page number − previous page number, weight, place) triples.
/// - `search/p/<page>.json`: a page's URL (percent-encoded, relative to the site root), title and
///   places (`[anchor, label, text]`, and `"h"` after a heading's: the text's first words make
///   the result's snippet, the heading above a row names the result's section).
///
/// A word belongs to the shard whose key is its longest key prefix; a key whose words exceed
/// `shardLimit` bytes is split by the next character, and a word equal to a split key stays in
/// that key's own shard, so one shard holds every word with a given prefix down to the key.
enum SearchIndexFiles {
  /// The most bytes of postings a shard holds before its key is split (one word alone may hold
  /// more; its postings are at most a few bytes per page).
  static let shardLimit = 12_000
  /// The output folder the index is written into.
  static let folder = "search"

  static func files(for pages: [SearchPage]) -> [(path: String, contents: String)] {
    var files: [(path: String, contents: String)] = []
    for (number, page) in pages.enumerated() {
      // The client makes a link of "u": a path from the root, encoded, so no file name is a scheme.
      let record = Record(
        u: RelativeURL.path(page.url), t: page.title,
        s: page.places.map {
          $0.isHeading ? [$0.anchor, $0.label, $0.text, Self.heading] : [$0.anchor, $0.label, $0.text]
        })
      files.append(("\(folder)/p/\(number).json", json(record)))
    }
    let words = postings(of: pages)
    var keys: [String] = []
    for shard in shards(words[...], depth: 0, key: "") {
      files.append(("\(folder)/t/\(keys.count).json", json(JSONObject(shard.words.map { ($0.term, $0.postings) }))))
      keys.append(shard.key)
    }
    var hash = FNV1a()
    for file in files { hash.add(file.contents) }
    let manifest = json(Manifest(version: hash.hex, pages: pages.count, shards: keys))
    return [("\(folder)/index.json", manifest)] + files
  }

  /// The fourth field of a heading's place: a result on a row under it names it as its section.
  static let heading = "h"

  /// `search/p/<page>.json`.
  struct Record: Encodable {
    var u: String
    var t: String
    var s: [[String]]
  }

  /// `search/index.json`.
  struct Manifest: Encodable {
    var version: String
    var pages: Int
    var shards: [String]
  }

  struct Word {
    var term: String
    var scalars: [Unicode.Scalar]
    /// (page number − previous page number, weight, place) triples, flat.
    var postings: [Int]
    /// The bytes of the postings as the shard writes them, commas between.
    var postingsLength: Int
  }

  /// Every word with its postings written out, sorted by word.
  static func postings(of pages: [SearchPage]) -> [Word] {
    var byTerm: [String: [(page: Int, posting: SearchPage.Posting)]] = [:]
    for (number, page) in pages.enumerated() {
      for (term, posting) in page.terms { byTerm[term, default: []].append((number, posting)) }
    }
    return byTerm.keys.sorted().map { term in
      var previous = 0
      var numbers: [Int] = []
      for entry in byTerm[term]! {
        numbers += [entry.page - previous, entry.posting.weight, entry.posting.place]
        previous = entry.page
      }
      let length = numbers.reduce(max(numbers.count - 1, 0)) { $0 + digits($1) }
      return Word(term: term, scalars: Array(term.unicodeScalars), postings: numbers, postingsLength: length)
    }
  }

  /// Splits sorted words into shards by prefix, as described above.
  static func shards(_ words: ArraySlice<Word>, depth: Int, key: String) -> [(key: String, words: [Word])] {
    let size = words.reduce(0) { $0 + $1.postingsLength + $1.term.utf8.count + 4 }
    if size <= shardLimit || words.count == 1 { return [(key, Array(words))] }
    var result: [(key: String, words: [Word])] = []
    let exact = words.prefix { $0.scalars.count == depth }
    if !exact.isEmpty { result.append((key, Array(exact))) }
    var rest = words.dropFirst(exact.count)
    while let first = rest.first {
      let next = first.scalars[depth]
      let group = rest.prefix { $0.scalars[depth] == next }
      result += shards(group, depth: depth + 1, key: key + String(Character(next)))
      rest = rest.dropFirst(group.count)
    }
    return result
  }

  /// The text of `String(number)`'s length.
  static func digits(_ number: Int) -> Int {
    var count = number < 0 ? 2 : 1
    var rest = number.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// A file of the index: one line of compact JSON through the one encoder.
  static func json(_ value: some Encodable) -> String { JSONOutputEncoder.text(value, .compact) + "\n" }
}

/// 64-bit FNV-1a: a short, stable version for the index, so browsers never mix two builds' shards.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
  }

  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
