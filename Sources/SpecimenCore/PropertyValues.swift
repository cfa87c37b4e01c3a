/// A component's property values by property name: `State` → `Pressed`, `Show Label` → `true`.
///
/// What a variant is (its variant properties' values) and what it shows (the other properties'),
/// as Figma's variants give them, a model's rules match them, a query selects them and a drawing
/// is laid out for them. Its own type, so a map of something else by name (an id, a file)
/// cannot stand for it. Unordered, as a set's properties are named, not placed: whatever shows
/// them puts them in the set's order or sorts them.
///
/// A set has a few properties and tens of thousands of variants, each kept as its values and
/// used as a key of the layouts made: the values are one array of pairs sorted by name, found
/// by a scan and hashed in one pass, not a hash table each.
package struct PropertyValues: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
  fileprivate struct Entry: Hashable, Sendable {
    var key: String
    var value: String
  }

  /// Sorted by name, each name once.
  private var entries: [Entry]

  package init() { entries = [] }
  package init(_ values: [String: String]) {
    entries = values.map { Entry(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
  }
  package init(dictionaryLiteral elements: (String, String)...) {
    entries = []
    for (name, value) in elements where self[name] == nil { self[name] = value }
  }
  package init(uniqueKeysWithValues pairs: some Sequence<(String, String)>) {
    entries = pairs.map { Entry(key: $0.0, value: $0.1) }.sorted { $0.key < $1.key }
    precondition(zip(entries, entries.dropFirst()).allSatisfy { $0.key != $1.key }, "a property named twice")
  }

  /// Where `name` is, or where it would go.
  private func position(of name: String) -> (index: Int, found: Bool) {
    for (index, entry) in entries.enumerated() {
      if entry.key == name { return (index, true) }
      if name < entry.key { return (index, false) }
    }
    return (entries.count, false)
  }

  /// The value of the property `name`, or nil when these values do not name it.
  package subscript(name: String) -> String? {
    get {
      for entry in entries where entry.key == name { return entry.value }
      return nil
    }
    set {
      let (index, found) = position(of: name)
      switch (newValue, found) {
      case (let value?, true): entries[index].value = value
      case (let value?, false): entries.insert(Entry(key: name, value: value), at: index)
      case (nil, true): entries.remove(at: index)
      case (nil, false): break
      }
    }
  }

  package var isEmpty: Bool { entries.isEmpty }
  package var count: Int { entries.count }
  /// The property names, sorted.
  package var keys: [String] { entries.map(\.key) }

  /// These values with `other`'s, `combine` choosing for a property both name.
  package func merging(_ other: PropertyValues, uniquingKeysWith combine: (String, String) -> String) -> PropertyValues
  {
    var merged = self
    merged.merge(other, uniquingKeysWith: combine)
    return merged
  }

  /// Takes `other`'s values in, `combine` choosing for a property both name.
  package mutating func merge(_ other: PropertyValues, uniquingKeysWith combine: (String, String) -> String) {
    guard !other.entries.isEmpty else { return }
    guard !entries.isEmpty else { return entries = other.entries }
    // Both sorted: one pass.
    var merged: [Entry] = []
    merged.reserveCapacity(entries.count + other.entries.count)
    var (i, j) = (0, 0)
    while i < entries.count || j < other.entries.count {
      if j == other.entries.count || (i < entries.count && entries[i].key < other.entries[j].key) {
        merged.append(entries[i])
        i += 1
      } else if i == entries.count || other.entries[j].key < entries[i].key {
        merged.append(other.entries[j])
        j += 1
      } else {
        merged.append(Entry(key: entries[i].key, value: combine(entries[i].value, other.entries[j].value)))
        i += 1
        j += 1
      }
    }
    entries = merged
  }

  /// Only the values `isIncluded` keeps.
  package func filter(_ isIncluded: (Element) -> Bool) -> PropertyValues {
    var kept = self
    kept.entries.removeAll { !isIncluded(($0.key, $0.value)) }
    return kept
  }

  /// As a dictionary of the values prints.
  package var description: String {
    guard !entries.isEmpty else { return "[:]" }
    return "["
      + entries.map { "\(String(reflecting: $0.key)): \(String(reflecting: $0.value))" }.joined(separator: ", ")
      + "]"
  }

  package struct Iterator: IteratorProtocol {
    fileprivate var base: IndexingIterator<[Entry]>

    package mutating func next() -> (key: String, value: String)? {
      base.next().map { ($0.key, $0.value) }
    }
  }

  package func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }
}
