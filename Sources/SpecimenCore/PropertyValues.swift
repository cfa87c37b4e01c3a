/// A component's property values by property name: `State` → `Pressed`, `Show Label` → `true`.
///
/// What a variant is (its variant properties' values) and what it shows (the other properties'),
/// as Figma's variants give them, a model's rules match them, a query selects them and a drawing
/// is laid out for them. Its own type, so a map of something else by name (an id, a file)
/// cannot stand for it. Unordered, as a set's properties are named, not placed: whatever shows
/// them puts them in the set's order or sorts them.
package struct PropertyValues: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
  private var values: [String: String]

  package init() { values = [:] }
  package init(_ values: [String: String]) { self.values = values }
  package init(dictionaryLiteral elements: (String, String)...) {
    values = Dictionary(elements) { first, _ in first }
  }
  package init(uniqueKeysWithValues pairs: some Sequence<(String, String)>) {
    values = Dictionary(uniqueKeysWithValues: pairs)
  }

  /// The value of the property `name`, or nil when these values do not name it.
  package subscript(name: String) -> String? {
    get { values[name] }
    set { values[name] = newValue }
  }

  package var isEmpty: Bool { values.isEmpty }
  package var count: Int { values.count }
  /// The property names, in no order.
  package var keys: Dictionary<String, String>.Keys { values.keys }

  /// These values with `other`'s, `combine` choosing for a property both name.
  package func merging(_ other: PropertyValues, uniquingKeysWith combine: (String, String) -> String) -> PropertyValues
  {
    PropertyValues(values.merging(other.values, uniquingKeysWith: combine))
  }

  /// Takes `other`'s values in, `combine` choosing for a property both name.
  package mutating func merge(_ other: PropertyValues, uniquingKeysWith combine: (String, String) -> String) {
    values.merge(other.values, uniquingKeysWith: combine)
  }

  /// Only the values `isIncluded` keeps.
  package func filter(_ isIncluded: (Element) -> Bool) -> PropertyValues {
    PropertyValues(values.filter(isIncluded))
  }

  /// As the values' dictionary prints, so a message that shows them reads as it always has.
  package var description: String { values.description }

  package func makeIterator() -> Dictionary<String, String>.Iterator { values.makeIterator() }
}
