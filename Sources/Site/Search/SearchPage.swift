import Markdown
import SpecimenCore

/// What the search index knows of one page: its URL and title, the places on it a result can
/// link to (the top, each heading and each table row with an id), and the weight of each word
/// with the place where the word weighs most.
struct SearchPage: Sendable, Equatable {
  struct Place: Sendable, Equatable {
    /// The fragment a result links to; "" is the top of the page.
    var anchor: String
    /// What a result shows under the title: the summary, a heading or a row's name.
    var label: String
    /// The place's first words of text (at most `snippetLength` characters, whole words), from
    /// which a result shows the matched words marked.
    var text: String = ""
    /// Whether the place is a heading (a row's section is the heading above it).
    var isHeading = false
  }

  /// Enough text for a two-line snippet; more would grow every page record for little gain.
  static let snippetLength = 160

  struct Posting: Sendable, Equatable {
    var weight: Int
    var place: Int
  }

  var url: String
  var title: String
  var places: [Place]
  var terms: [String: Posting]

  /// How much one occurrence counts, by where it is.
  enum Weight {
    static let heading = 4
    static let named = 3
    static let summary = 2
    static let text = 1
    /// A place's whole name (`bg/sub-200` as `bg/sub/200`), apart from its words.
    static let name = 4
    /// A word said a hundred times is not a hundred times the answer: a page that lists every
    /// component (a home page) must not outrank the component's own page.
    static let most = 20
    /// A word of the title counts once, above anything the text can add up to.
    static let title = 30
  }

  /// The page's record from its title, summary, article body and the names the page draws only
  /// inside pictures. The body's text is read from the pieces it was rendered in when it has them.
  init(url: String, title: String, summary: String?, body: RenderedMarkdown, drawnNames: [String]) {
    let text: [ArticleText.Piece]
    if let pieces = body.pieces.flatMap(ArticleText.pieces(of:)) {
      text = pieces
    } else {
      var read: [ArticleText.Piece] = []
      ArticleText.scan(body.html) { read.append($0) }
      text = read
    }
    self.init(url: url, title: title, summary: summary, text: text, drawnNames: drawnNames)
  }

  /// The page's record with a body given as HTML.
  init(url: String, title: String, summary: String?, html: String, drawnNames: [String]) {
    self.init(
      url: url, title: title, summary: summary, body: RenderedMarkdown(html: html, headings: []), drawnNames: drawnNames
    )
  }

  private init(url: String, title: String, summary: String?, text: [ArticleText.Piece], drawnNames: [String]) {
    self.url = url
    self.title = title
    var collector = TermCollector()
    collector.add(summary ?? "", weight: Weight.summary, place: 0)
    for name in drawnNames { collector.add(name, weight: Weight.named, place: 0) }
    var places = [Place(anchor: "", label: summary ?? "")]
    var previous: ArticleText.Piece? = nil
    for piece in text {
      defer { previous = piece }
      switch piece {
      case .place(let anchor, let label):
        places.append(Place(anchor: anchor, label: label))
        collector.add(names: SearchTerms.names(in: label), weight: Weight.name, place: places.count - 1)
      case .heading(let text):
        // A heading with an id has just opened its place.
        if case .place(_, let label)? = previous, label == text { places[places.count - 1].isHeading = true }
        collector.add(text, weight: Weight.heading, place: places.count - 1)
      case .text(let text):
        collector.add(text, weight: Weight.text, place: places.count - 1)
        // A row's place is labelled by its first text; the snippet goes on from there.
        let place = places[places.count - 1]
        if !(place.text.isEmpty && ArticleText.collapsed(text) == place.label) {
          places[places.count - 1].text.appendSnippet(text, limit: Self.snippetLength)
        }
      }
    }
    self.places = places
    terms = collector.postings()
    // A title word's result opens the page at its top.
    // A title's whole name (a component's, `Text Input`) opens the page too, above any row's.
    for term in Set(SearchTerms.terms(in: title) + SearchTerms.names(in: title).prefix(1)) {
      terms[term] = Posting(weight: (terms[term]?.weight ?? 0) + Weight.title, place: 0)
    }
  }
}

/// Sums each word's weight per place as the page is read in order.
private struct TermCollector {
  private var weights: [String: [(place: Int, weight: Int)]] = [:]

  mutating func add(_ text: String, weight: Int, place: Int) {
    for term in SearchTerms.terms(in: text) {
      // In place: a copy of the list taken out and put back costs an allocation a word.
      Self.add(weight, at: place, to: &weights[term, default: []])
    }
  }

  /// A place's names (`SearchTerms.names`), each counted once at the place.
  mutating func add(names: [String], weight: Int, place: Int) {
    for name in names { Self.add(weight, at: place, to: &weights[name, default: []]) }
  }

  private static func add(_ weight: Int, at place: Int, to list: inout [(place: Int, weight: Int)]) {
    if let last = list.last, last.place == place {
      list[list.count - 1].weight += weight
    } else {
      list.append((place, weight))
    }
  }

  /// The total weight (at most `Weight.most`) and the place where the word weighs most, the first on a tie.
  func postings() -> [String: SearchPage.Posting] {
    weights.mapValues { list in
      let total = list.reduce(0) { $0 + $1.weight }
      var best = list[0]
      for entry in list.dropFirst() where entry.weight > best.weight { best = entry }
      return SearchPage.Posting(weight: min(total, SearchPage.Weight.most), place: best.place)
    }
  }
}

/// The words a text is searched by. The client splits a query the same way (lowercase, runs of
/// letters and digits); a camelCase word is kept whole and also as its parts, so `focusRing`
/// is found by "focusring" and by "focus ring".
enum SearchTerms {
  static let shortest = 2
  static let longest = 48
  /// A name's words joined by this, which no word holds: `bg/sub-200` is `bg/sub/200`.
  static let nameSeparator: Character = "/"
  /// The most words a label with spaces is a name by (a longer one is a sentence).
  static let longestName = 6
  /// The most words a name is also found without its leading words by, so a label's names stay few.
  static let longestGroupedName = 8

  /// The whole names a place's label is found by: its lowercase runs of letters and digits (of
  /// any length, `size/1` keeps its `1`) joined by `nameSeparator`, when there are two or more.
  /// A label without white space is a name with a group (`colors/gray/300`) and, up to
  /// `longestGroupedName` words, is also found without its leading words (`gray/300`), so a
  /// query of the name as a table shows it under its group finds the row; a label with spaces
  /// (`Digit Input`) is a name of at most `longestName` words, found only whole.
  static func names(in label: String) -> [String] {
    let words = nameWords(in: label)
    guard (2...longestName).contains(words.count) || (words.count > 1 && !label.contains(where: \.isWhitespace))
    else { return [] }
    let whole = words.joined(separator: String(nameSeparator))
    guard whole.count <= 2 * longest else { return [] }
    guard !label.contains(where: \.isWhitespace), words.count <= longestGroupedName else { return [whole] }
    return (0..<(words.count - 1)).map { words[$0...].joined(separator: String(nameSeparator)) }
  }

  /// Lowercase runs of letters and digits, as `terms` reads them but of any length and whole.
  static func nameWords(in text: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType != nil {
        word.append(scalar)
      } else if !word.isEmpty {
        words.append(String(word).lowercased())
        word = String.UnicodeScalarView()
      }
    }
    if !word.isEmpty { words.append(String(word).lowercased()) }
    return words
  }

  static func terms(in text: String) -> [String] {
    // Most text is ASCII: its letters and digits are known by their bytes, where asking each
    // scalar's Unicode properties was most of the index's cost. The words are the same.
    if let terms = text.utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.allSatisfy { $0 < 0x80 } ? asciiTerms(bytes) : nil
    }) {
      if let terms { return terms }
    }
    return scalarTerms(in: text)
  }

  /// The terms of ASCII text, read by its bytes: letters and digits make words, a lowercase
  /// letter followed by an uppercase one starts a part.
  static func asciiTerms(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var terms: [String] = []
    func lowercased(_ range: Range<Int>) -> String {
      String(decoding: bytes[range].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
    var wordStart: Int? = nil
    var partStarts: [Int] = []
    var previousLower = false
    func endWord(at end: Int) {
      guard let start = wordStart else { return }
      wordStart = nil
      previousLower = false
      guard (shortest...longest).contains(end - start) else { return }
      terms.append(lowercased(start..<end))
      guard partStarts.count > 1 else { return }
      for (place, partStart) in partStarts.enumerated() {
        let partEnd = place + 1 < partStarts.count ? partStarts[place + 1] : end
        if partEnd - partStart >= shortest { terms.append(lowercased(partStart..<partEnd)) }
      }
    }
    for offset in bytes.indices {
      let byte = bytes[offset]
      let isUpper = byte >= 0x41 && byte <= 0x5A
      let isLower = byte >= 0x61 && byte <= 0x7A
      guard isUpper || isLower || (byte >= 0x30 && byte <= 0x39) else {
        endWord(at: offset)
        continue
      }
      if wordStart == nil {
        wordStart = offset
        partStarts.removeAll(keepingCapacity: true)
        partStarts.append(offset)
      } else if previousLower && isUpper {
        partStarts.append(offset)
      }
      previousLower = isLower
    }
    endWord(at: bytes.count)
    return terms
  }

  /// The terms of any text, read scalar by scalar with their Unicode properties.
  static func scalarTerms(in text: String) -> [String] {
    var terms: [String] = []
    var word = String.UnicodeScalarView()
    var part = String.UnicodeScalarView()
    var parts: [String] = []
    var previousLower = false
    func endWord() {
      if !part.isEmpty { parts.append(String(part).lowercased()) }
      let whole = String(word).lowercased()
      if (shortest...longest).contains(whole.count) {
        terms.append(whole)
        if parts.count > 1 { terms += parts.filter { $0.count >= shortest } }
      }
      word = String.UnicodeScalarView()
      part = String.UnicodeScalarView()
      parts = []
      previousLower = false
    }
    for scalar in text.unicodeScalars {
      let properties = scalar.properties
      guard properties.isAlphabetic || properties.numericType != nil else {
        endWord()
        continue
      }
      if previousLower && properties.isUppercase {
        parts.append(String(part).lowercased())
        part = String.UnicodeScalarView()
      }
      previousLower = properties.isLowercase
      word.append(scalar)
      part.append(scalar)
    }
    endWord()
    return terms
  }
}

extension String {
  /// Adds the words of `text` (white space collapsed) while they fit in `limit` characters, then
  /// an ellipsis where words were left out.
  fileprivate mutating func appendSnippet(_ text: String, limit: Int) {
    guard count < limit, !hasSuffix("…") else { return }
    // ASCII on both sides: a byte is a character, and the white space is the bytes 9 to 13 and
    // the space, so the words and their lengths are the bytes'. Only the words that fit are read.
    if utf8.allSatisfy({ $0 < 0x80 }), text.utf8.allSatisfy({ $0 < 0x80 }) {
      appendASCIISnippet(text, limit: limit)
      return
    }
    for word in text.split(whereSeparator: \.isWhitespace) {
      guard count + 1 + word.count <= limit else {
        self += "…"
        return
      }
      // Text after a tag that goes on with punctuation ("#FFFFFF</code>, then") takes no space.
      if !isEmpty, !(word.first.map { ",.;:)".contains($0) } ?? false) { self += " " }
      self += word
    }
  }

  private mutating func appendASCIISnippet(_ text: String, limit: Int) {
    var length = utf8.count
    let bytes = text.utf8
    var index = bytes.startIndex
    while index != bytes.endIndex {
      guard !Self.isASCIISpace(bytes[index]) else {
        index = bytes.index(after: index)
        continue
      }
      let start = index
      while index != bytes.endIndex, !Self.isASCIISpace(bytes[index]) { index = bytes.index(after: index) }
      let wordLength = bytes.distance(from: start, to: index)
      guard length + 1 + wordLength <= limit else {
        self += "…"
        return
      }
      if length > 0, !",.;:)".utf8.contains(bytes[start]) {
        self += " "
        length += 1
      }
      self += text[start..<index]
      length += wordLength
    }
  }

  private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
