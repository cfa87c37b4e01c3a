extension String {
  /// The text of `scalars`, written as UTF-8 into one allocation: building it through
  /// `String.UnicodeScalarView` appends the scalars one at a time, growing the string as it goes.
  init(scalars: some Collection<Unicode.Scalar>) {
    var length = 0
    for scalar in scalars { length += scalar.utf8.count }
    guard length > 0 else {
      self = ""
      return
    }
    self.init(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for scalar in scalars {
        for byte in scalar.utf8 {
          buffer[offset] = byte
          offset += 1
        }
      }
      return offset
    }
  }
}
