/// A line of prose as the units its markup is read in: its bytes when it is all ASCII, its
/// characters otherwise. `codes` holds each unit's ASCII value, or 0 for a unit that is not
/// one ASCII character (a letter with a combining mark, `\r\n`); `offset` is where a unit
/// starts in `bytes`.
struct ProseUnits {
  let bytes: [UInt8]
  let codes: [UInt8]
  /// Each unit's first byte, and the end, when units are characters; empty when they are bytes.
  private let starts: [Int]

  init(_ line: Substring) {
    bytes = line.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(line.utf8)
    guard bytes.contains(where: { $0 >= 0x80 }) else {
      codes = bytes
      starts = []
      return
    }
    var codes: [UInt8] = []
    var starts: [Int] = []
    var offset = 0
    for character in line {
      let length = character.utf8.count
      starts.append(offset)
      codes.append(length == 1 ? character.utf8.first! : 0)
      offset += length
    }
    starts.append(offset)
    self.codes = codes
    self.starts = starts
  }

  func offset(_ unit: Int) -> Int { starts.isEmpty ? unit : starts[unit] }
}

/// The first position at or after a start where something is, for starts that only grow: no
/// position is looked at twice, however often it is asked. What matches is asked of the caller
/// each time (always the same test), so the search holds no closure of its own.
struct ForwardSearch {
  let count: Int
  /// Nothing matches from `searchedFrom` up to `found` (`count` when nothing matched at all).
  private var searchedFrom = 0
  private var found: Int? = nil

  init(count: Int) {
    self.count = count
  }

  mutating func first(atOrAfter start: Int, where matches: (Int) -> Bool) -> Int? {
    if let found, start >= searchedFrom, start <= found { return found < count ? found : nil }
    var position = start
    while position < count, !matches(position) { position += 1 }
    searchedFrom = start
    found = position
    return position < count ? position : nil
  }
}
