/// An element whose key an earlier element of the same sequence has: the second of two sets,
/// properties or layers of one name, with the first, for a "the first is here" note.
package struct Repeat<Element> {
  package var element: Element
  package var first: Element
}

extension Sequence {
  /// Every element whose key an earlier element has, in order, each with the first of its key.
  package func repeats<Key: Hashable>(by key: (Element) -> Key) -> [Repeat<Element>] {
    var first: [Key: Element] = [:]
    var found: [Repeat<Element>] = []
    for element in self {
      let key = key(element)
      if let earlier = first[key] {
        found.append(Repeat(element: element, first: earlier))
      } else {
        first[key] = element
      }
    }
    return found
  }
}
