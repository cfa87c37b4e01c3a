import Foundation
import Testing

@testable import Site

@Suite struct SearchIndexTests {
  @Test func wordsAreLowercaseRunsAndCamelCaseAlsoByParts() {
    #expect(SearchTerms.terms(in: "focusRing") == ["focusring", "focus", "ring"])
    #expect(SearchTerms.terms(in: "#8E8E93, a b") == ["8e8e93"])
    #expect(
      SearchTerms.terms(in: "color.brand/base-500 OtpInput") == [
        "color", "brand", "base", "500", "otpinput", "otp", "input",
      ])
  }

  /// ASCII text is read by its bytes; its words are those its scalars' properties give.
  @Test func asciiTextGivesTheWordsItsScalarsGive() {
    var texts = [
      "", "a", "ab", "focusRing", "XMLHttpRequest", "iOS 17", "aB", "AB", "a1B2c", "snake_case-words", "x9Y",
      "already lowercase words", "TRAILING camelCaseWordsHere.", "\t\nline\r\nbreaks", "#FFFFFF, then",
      String(repeating: "a", count: 48), String(repeating: "b", count: 49), String(repeating: "aB", count: 30),
      "lowerUPPERlower", "Ab Cd eF gH1i",
    ]
    // Every short string over a few letters, digits and separators, with their case changes.
    let alphabet: [Character] = ["a", "B", "7", " ", "-", "z", "Q"]
    for length in 1...4 {
      var index = [Int](repeating: 0, count: length)
      while true {
        texts.append(String(index.map { alphabet[$0] }))
        var place = length - 1
        while place >= 0 && index[place] == alphabet.count - 1 {
          index[place] = 0
          place -= 1
        }
        if place < 0 { break }
        index[place] += 1
      }
    }
    for text in texts {
      #expect(SearchTerms.terms(in: text) == SearchTerms.scalarTerms(in: text), "\(text.debugDescription)")
    }
    // Text that is not ASCII still goes scalar by scalar.
    #expect(SearchTerms.terms(in: "caféBar naïve") == SearchTerms.scalarTerms(in: "caféBar naïve"))
    #expect(SearchTerms.terms(in: "caféBar") == ["cafébar", "café", "bar"])
  }

  /// A place's snippet: its first words while they fit, an ellipsis where words were left out,
  /// punctuation after a tag without a space; the same for text that is not ASCII.
  @Test func snippetsKeepTheWordsThatFit() {
    let words = Array(repeating: "word", count: 60).joined(separator: " \n ")
    let page = SearchPage(
      url: "a/", title: "A", summary: nil,
      html: "<h2 id=\"a\">Head</h2><p>\(words)</p><h2 id=\"b\">B</h2><p><code>#FFF</code>, then\tmore</p>"
        + "<h2 id=\"c\">C</h2><p>café\u{00A0}au lait</p><p>x</p>",
      drawnNames: [])
    #expect(page.places.map(\.anchor) == ["", "a", "b", "c"])
    #expect(page.places[1].text == Array(repeating: "word", count: 32).joined(separator: " ") + "…")
    #expect(page.places[1].text.count == SearchPage.snippetLength)
    #expect(page.places[2].text == "#FFF, then more")
    #expect(page.places[3].text == "café au lait x")
  }

  @Test func headingsAndTokenRowsArePlacesAndDrawingsAreSkipped() {
    let html = """
      <p>Intro &amp; more</p><h2 id="tokens">Tokens <em>here</em></h2>
      <svg><text>Drawn Label</text><svg><text>inner</text></svg></svg><button>Copy</button>
      <table><tr id="token-bg-soft-200" data-token="bg/soft-200"><th><code>bg/<wbr><span class="sp-name-part">soft-200</span></code></th><td>#E1E4EA</td></tr></table>
      """
    var pieces: [ArticleText.Piece] = []
    ArticleText.scan(html) { pieces.append($0) }
    let words = pieces.compactMap { piece -> String? in
      if case .text(let text) = piece { return text }
      return nil
    }
    #expect(words.joined(separator: " ").contains("Intro & more"))
    #expect(!words.contains { $0.contains("Drawn") || $0.contains("inner") || $0.contains("Copy") })
    #expect(pieces.contains(.place(anchor: "tokens", label: "Tokens here")))
    #expect(pieces.contains(.place(anchor: "token-bg-soft-200", label: "bg/soft-200")))

    let page = SearchPage(
      url: "foundations/color/", title: "Color", summary: "The palette.", html: html, drawnNames: ["Toggle"])
    #expect(page.places.map(\.anchor) == ["", "tokens", "token-bg-soft-200"])
    // Each place keeps its first words for the result's snippet; a row's goes on after its name.
    #expect(page.places.map(\.text) == ["Intro & more", "", "#E1E4EA"])
    #expect(page.terms["e1e4ea"] == SearchPage.Posting(weight: 1, place: 2))
    #expect(page.terms["color"]?.place == 0)
    #expect(page.terms["toggle"]?.weight == SearchPage.Weight.named)
  }

  /// Under a group heading row a token row hides its group part from sight; the index still
  /// reads the whole name, as one word and as the result's label.
  @Test func aGroupedTokenRowIsFoundByItsWholeName() {
    let html = """
      <table><tr class="sp-token-group"><th scope="rowgroup" colspan="3"><code class="sp-token-name">bg/<wbr></code></th></tr>
      <tr id="token-bg-soft-200" data-token="bg/soft-200"><th><code class="sp-token-name"><span class="sp-token-prefix">bg/</span><span class="sp-name-part">soft-200</span></code></th><td>#E1E4EA</td></tr></table>
      """
    var pieces: [ArticleText.Piece] = []
    ArticleText.scan(html) { pieces.append($0) }
    #expect(pieces.contains(.place(anchor: "token-bg-soft-200", label: "bg/soft-200")))
    #expect(pieces.contains(.text("bg/soft-200")))
  }

  /// A place's label is also a name: its words joined by "/", whole and (without white space,
  /// a token name with its group) without its leading words; one word is no name.
  @Test func aLabelIsANameWholeAndWithoutItsGroup() {
    #expect(
      SearchTerms.names(in: "colors/alpha/white/alpha-72") == [
        "colors/alpha/white/alpha/72", "alpha/white/alpha/72", "white/alpha/72", "alpha/72",
      ])
    #expect(SearchTerms.names(in: "bg/sub-200") == ["bg/sub/200", "sub/200"])
    #expect(SearchTerms.names(in: "size/1") == ["size/1"])
    #expect(SearchTerms.names(in: "focusRing/brand") == ["focusring/brand"])
    #expect(SearchTerms.names(in: "Digit Input") == ["digit/input"])
    #expect(SearchTerms.names(in: "Toggle").isEmpty)
    #expect(SearchTerms.names(in: "a heading of more words than a name has").isEmpty)
    #expect(SearchTerms.names(in: "Café/Crème-1") == ["café/crème/1", "crème/1"])
    #expect(SearchTerms.names(in: "a/b/c/d/e/f/g/h/i") == ["a/b/c/d/e/f/g/h/i"])
  }

  /// Each row is found by its own name at its own place, never at a row that shares its words;
  /// the title's whole name opens the page, and a heading's place says it is one.
  @Test func aRowsNameIsFoundAtItsRow() {
    let html = """
      <h2 id="tokens">Tokens</h2><table>
      <tr id="token-bg-soft-200"><th><code>bg/soft-200</code></th><td>Gray fill: bg sub bg sub 200 200</td></tr>
      <tr id="token-bg-sub-200"><th><code>bg/sub-200</code></th><td>Pressed.</td></tr>
      <tr id="token-bg-sub-200-2"><th><code>bg/sub-200</code></th><td>Again.</td></tr></table>
      """
    let page = SearchPage(url: "components/text-input/", title: "Text Input", summary: nil, html: html, drawnNames: [])
    #expect(page.places.map(\.anchor) == ["", "tokens", "token-bg-soft-200", "token-bg-sub-200", "token-bg-sub-200-2"])
    #expect(page.places.map(\.isHeading) == [false, true, false, false, false])
    #expect(page.terms["bg/sub/200"] == SearchPage.Posting(weight: 2 * SearchPage.Weight.name, place: 3))
    #expect(page.terms["sub/200"]?.place == 3)
    #expect(page.terms["bg/soft/200"]?.place == 2)
    #expect(page.terms["text/input"] == SearchPage.Posting(weight: SearchPage.Weight.title, place: 0))
    let files = Dictionary(uniqueKeysWithValues: SearchIndexFiles.files(for: [page]).map { ($0.path, $0.contents) })
    #expect(files["search/p/0.json"]?.contains(#"["tokens","Tokens","","h"]"#) == true)
    #expect(files["search/p/0.json"]?.contains(#"["token-bg-sub-200","bg/sub-200","Pressed."]"#) == true)
  }

  @Test func snippetsStopAtAWholeWordWithinTheirLength() {
    let words = (1...60).map { "word\($0)" }.joined(separator: " ")
    let page = SearchPage(
      url: "a/", title: "A", summary: nil, html: "<h2 id=\"usage\">Usage</h2><p>\(words)</p>", drawnNames: [])
    let text = page.places[1].text
    #expect(text.count <= SearchPage.snippetLength + 1)
    #expect(text.hasPrefix("word1 word2 ") && text.hasSuffix("…"))
    #expect(!text.dropLast().hasSuffix(" "), "ends on a whole word")
  }

  @Test func aPageTitledWithAWordOutweighsAPageThatListsItOften() {
    let list = String(repeating: "<li><a href=\"x/\">Amber Avatar</a></li>", count: 40)
    let home = SearchPage(url: "", title: "Bench", summary: nil, html: "<ul>\(list)</ul>", drawnNames: [])
    let own = SearchPage(
      url: "components/amber-avatar/", title: "Amber Avatar", summary: nil,
      html: "<h2 id=\"usage\">Usage</h2><p>Use an avatar for a person.</p>", drawnNames: [])
    #expect(home.terms["avatar"]!.weight == SearchPage.Weight.most)
    #expect(own.terms["avatar"]! == SearchPage.Posting(weight: SearchPage.Weight.title + 1, place: 0))
  }

  /// What a query fetches, by the rule assets/search.js follows: the manifest, the shard whose key
  /// is each word's longest key prefix, and the records of the six results shown.
  static func fetched(_ words: [String], files: [String: String], results: Int = 6) throws -> (bytes: Int, pages: [Int])
  {
    let manifest = try #require(files["search/index.json"])
    let keys = try #require(
      (try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])?["shards"] as? [String])
    var bytes = manifest.utf8.count
    var pagesPerWord: [Set<Int>] = []
    for word in words {
      let shard = try #require(keys.indices.filter { word.hasPrefix(keys[$0]) }.max { keys[$0].count < keys[$1].count })
      let text = try #require(files["search/t/\(shard).json"])
      bytes += text.utf8.count
      let terms = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Int]])
      let postings = try #require(terms[word], "\(word) is not in shard \(keys[shard])")
      var page = 0
      var pages = Set<Int>()
      for triple in stride(from: 0, to: postings.count, by: 3) {
        page += postings[triple]
        pages.insert(page)
      }
      pagesPerWord.append(pages)
    }
    let found = pagesPerWord.dropFirst().reduce(pagesPerWord.first ?? []) { $0.intersection($1) }.sorted()
    for page in found.prefix(results) { bytes += try #require(files["search/p/\(page).json"]).utf8.count }
    return (bytes, found)
  }

  static func next(_ state: inout UInt64) -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }

  /// Pages of a synthetic site: a shared vocabulary, words of their own, and one rare phrase.
  static func syntheticPages(_ count: Int) -> [SearchPage] {
    // A fixed linear congruential sequence: the same pages on every run.
    var state: UInt64 = 7
    let common = (0..<200).map { "word\($0)" }
    return (0..<count).map { number in
      var text = ""
      for heading in 0..<8 {
        text += "<h2 id=\"section-\(heading)\">Section \(heading)</h2><p>"
        for _ in 0..<80 { text += common[Int(next(&state) % 200)] + " " }
        text += "page\(number)x\(heading) </p>"
      }
      if number == count / 2 { text += "<p>Digit Input focusRing #8E8E93</p>" }
      return SearchPage(
        url: "components/page-\(number)/", title: "Page \(number)", summary: nil, html: text,
        drawnNames: ["Set \(number)"])
    }
  }

  /// A query fetches the manifest, one shard per word and six records: a rare word's cost hardly
  /// grows with the site (only the manifest does), a word on every page costs a few bytes a page,
  /// and every shard but a single word's stays within its limit.
  @Test func aQueryFetchesABoundedPartOfTheIndex() throws {
    var rareCosts: [Int] = []
    for count in [200, 800] {
      let pages = Self.syntheticPages(count)
      let files = Dictionary(uniqueKeysWithValues: SearchIndexFiles.files(for: pages).map { ($0.path, $0.contents) })
      for (path, text) in files where path.hasPrefix("search/t/") {
        let words = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Int]])
        #expect(words.count == 1 || text.utf8.count <= SearchIndexFiles.shardLimit + 64, "\(path)")
      }
      let rare = try Self.fetched(["digit", "input"], files: files)
      #expect(rare.pages == [count / 2])
      let common = try Self.fetched(["word17", "word42"], files: files)
      #expect(common.pages.count > count * 3 / 4)
      #expect(common.bytes < 12 * count + 20_000, "\(common.bytes) bytes for \(count) pages")
      rareCosts.append(rare.bytes)
    }
    #expect(rareCosts[1] < rareCosts[0] * 2, "\(rareCosts)")
  }

  @Test func theSameRecordsGiveTheSameFiles() {
    let pages = Self.syntheticPages(40)
    let first = SearchIndexFiles.files(for: pages)
    let second = SearchIndexFiles.files(for: pages)
    #expect(first.map(\.path) == second.map(\.path) && first.map(\.contents) == second.map(\.contents))
  }

  /// The client makes a link of a record's URL: a page named like a script URL, or with `#`, `?`,
  /// `%` or a space in its name, is recorded as a relative, percent-encoded path.
  @Test func recordURLsAreRelativeAndPercentEncoded() throws {
    let urls = ["", "javascript:alert(1)/", "a b#c?d%e/", "JavaScript:x/data:y/"]
    let pages = urls.map { SearchPage(url: $0, title: "T", summary: nil, html: "", drawnNames: []) }
    let files = Dictionary(uniqueKeysWithValues: SearchIndexFiles.files(for: pages).map { ($0.path, $0.contents) })
    let written = try urls.indices.map { number in
      let record = try #require(files["search/p/\(number).json"])
      let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
      return try #require(object["u"] as? String)
    }
    #expect(written == ["", "javascript%3Aalert%281%29/", "a%20b%23c%3Fd%25e/", "JavaScript%3Ax/data%3Ay/"])
    for url in written { #expect(HTML.scheme(of: url) == nil, "\(url)") }
  }

  @Test func jsonStringsAreEscaped() {
    // A file of the index is one line.
    #expect(SearchIndexFiles.json("a\"b\\c\n</script>\u{1}") == "\"a\\\"b\\\\c\\n\\u003c/script>\\u0001\"\n")
  }
}
