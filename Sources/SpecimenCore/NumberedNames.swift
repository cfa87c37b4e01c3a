extension Set<String> {
  /// Takes `base`, or when it is taken the first of `base-2`, `base-3` … that is free, and
  /// returns the name taken: ids and file names handed out once each.
  package mutating func insertNumbered(_ base: String) -> String {
    var name = base
    var number = 2
    while !insert(name).inserted {
      name = "\(base)-\(number)"
      number += 1
    }
    return name
  }
}
