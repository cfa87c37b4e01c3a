extension Array where Element == String {
  /// "a", "a and b", "a, b and c": a list as a sentence writes it.
  package func joinedAsList(conjunction: String = "and") -> String {
    switch count {
    case 0: ""
    case 1: self[0]
    default: dropLast().joined(separator: ", ") + " \(conjunction) " + self[count - 1]
    }
  }
}
