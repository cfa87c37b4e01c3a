/// Where JSON text is written: a `String`, or UTF-8 bytes (`[UInt8]`) for a file written as it is
/// (an agent's component file), which appending to a String would make slower. Both write the
/// same text: strings through `JSONWriter`'s quoting, the rest as given.
package protocol JSONTextOutput {
  /// Text already JSON (punctuation, a number, an indent), appended as it is.
  mutating func write(_ text: String)
  mutating func write(_ text: Substring)
  /// `text` quoted as `quoting` says: `JSONWriter.quote(text, quoting)`.
  mutating func writeQuoted(_ text: String, _ quoting: JSONWriter.Quoting)
}

extension String: JSONTextOutput {
  package mutating func write(_ text: String) { self += text }
  package mutating func write(_ text: Substring) { self += text }
  package mutating func writeQuoted(_ text: String, _ quoting: JSONWriter.Quoting) {
    JSONWriter.appendQuoted(text, quoting, to: &self)
  }
}

extension Array: JSONTextOutput where Element == UInt8 {
  package mutating func write(_ text: String) { append(contentsOf: text.utf8) }
  package mutating func write(_ text: Substring) { append(contentsOf: text.utf8) }
  package mutating func writeQuoted(_ text: String, _ quoting: JSONWriter.Quoting) {
    JSONWriter.appendQuoted(text, quoting, to: &self)
  }
}
