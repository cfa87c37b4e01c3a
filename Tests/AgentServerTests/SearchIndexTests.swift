import Testing

@testable import AgentServer

/// The agents' search ranks as the page's search box does: a whole name first, a typo read as
/// the word one edit away.
@Suite struct SearchIndexTests {
  /// Two pages: Input lists `bg/soft-200` and says "sub" often; Toggle lists `bg/sub-200`.
  static let files: [String: String] = [
    "index.json": #"{"version":"0","pages":2,"shards":[""]}"#,
    "p/0.json": #"{"u":"components/input/","t":"Input","s":[["","",""],["token-bg-soft-200","bg/soft-200",""]]}"#,
    "p/1.json": #"{"u":"components/toggle/","t":"Toggle","s":[["","",""],["token-bg-sub-200","bg/sub-200",""]]}"#,
    "t/0.json": """
    {"200":[0,5,1,1,1,1],"bg":[0,5,1,1,1,1],"bg/soft/200":[0,4,1],"bg/sub/200":[1,4,1],"input":[0,30,0],\
    "soft":[0,1,1],"soft/200":[0,4,1],"sub":[0,20,1,1,1,1],"sub/200":[1,4,1],"switch":[1,2,0],"toggle":[1,30,0]}
    """,
  ]

  static let index = SearchIndex.load { files[$0] }!

  @Test func aWholeNameComesFirstAtItsRow() {
    for query in ["bg/sub-200", "bg sub 200", "--bg-sub-200", "sub/200"] {
      let hits = Self.index.search(query, limit: 5)
      #expect(hits.map(\.page) == [1, 0] || hits.map(\.page) == [1], "\(query)")
      #expect(hits.first?.place == 1, "\(query)")
    }
    // A name typed so far goes first too; a word alone favours the page that says it most.
    #expect(Self.index.search("bg/sub", limit: 5).first?.page == 1)
    #expect(Self.index.search("sub", limit: 5).first?.page == 0)
  }

  @Test func aWordIsNeverMatchedByANameItBegins() {
    #expect(Self.index.search("soft", limit: 5).map(\.page) == [0])
    #expect(SearchIndex.name("bg/sub-200") == "bg/sub/200")
    #expect(SearchIndex.name("toggle") == nil)
  }

  @Test func aTypoIsReadAsTheWordOneEditAway() {
    #expect(Self.index.search("toggel", limit: 5).map(\.page) == [1])
    #expect(Self.index.search("swich", limit: 5).map(\.page) == [1])
    #expect(Self.index.search("tgogle", limit: 5).map(\.page) == [1])
    #expect(Self.index.search("zzzz", limit: 5).isEmpty)
    #expect(SearchIndex.oneEditApart("toggel", "toggle"))
    #expect(SearchIndex.oneEditApart("swich", "switch"))
    #expect(SearchIndex.oneEditApart("inptu", "input"))
    #expect(SearchIndex.oneEditApart("inputs", "input"))
    #expect(SearchIndex.oneEditApart("inpat", "input"))
    #expect(!SearchIndex.oneEditApart("input", "input"))
    #expect(!SearchIndex.oneEditApart("tgolge", "toggle"))
  }
}
