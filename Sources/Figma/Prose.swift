/// Small pieces of English for generated sentences.
package enum Prose {
  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

  /// `0...99` in words ("thirty-eight"), nil beyond.
  package static func words(_ n: Int) -> String? {
    guard n >= 0, n < 100 else { return nil }
    if n < 20 { return ones[n] }
    return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10])
  }

  /// Inside a sentence: words up to twenty, digits above ("eight", "122").
  package static func number(_ n: Int) -> String {
    n <= 20 ? (words(n) ?? String(n)) : String(n)
  }

  /// At the start of a sentence: words below a hundred, capitalised ("Thirty-eight").
  static func sentenceNumber(_ n: Int) -> String {
    capitalized(words(n) ?? String(n))
  }

  package static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// "a", "a and b", "a, b and c".
  package static func list(_ items: [String], conjunction: String = "and") -> String {
    items.joinedAsList(conjunction: conjunction)
  }

  /// "1 variant", "2 variants" with the number in digits (for headings and tables).
  package static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : (plural ?? singular + "s"))"
  }

  /// "one hole", "eight variants" with the number as `number(_:)` writes it.
  package static func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number(n)) \(n == 1 ? singular : (plural ?? singular + "s"))"
  }
}
