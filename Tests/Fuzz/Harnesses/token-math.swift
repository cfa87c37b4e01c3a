import SpecimenCore

@testable import TokenImport

// One Tokens Studio math expression (the input's first line) with the values its references
// take (each later line: a number and an optional unit), evaluated as the reader evaluates a
// token's value. Besides not trapping, an expression that evaluates gives a finite number or the
// failure says why (never infinity or NaN, which would reach tokens.css), and evaluating the same text twice gives the same answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", maxSplits: 64, omittingEmptySubsequences: false)
  guard let first = lines.first else { return 0 }
  let values: [MathExpression.Quantity] = lines.dropFirst().map { line in
    let digits = line.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E" || $0 == "+" }
    return MathExpression.Quantity(value: Double(digits) ?? 1, unit: String(line.dropFirst(digits.count)))
  }
  _ = MathExpression.looksLikeMath(String(first))
  guard let expression = MathExpression(String(first)) else { return 0 }
  var index = 0
  func evaluate() -> Result<MathExpression.Quantity, MathExpression.Failure> {
    index = 0
    return Result { () throws(MathExpression.Failure) in
      try expression.evaluate { name throws(MathExpression.Failure) in
        guard !values.isEmpty else { throw MathExpression.Failure(message: "no value for {\(name)}") }
        defer { index += 1 }
        return values[index % values.count]
      }
    }
  }
  let once = evaluate()
  let again = evaluate()
  switch (once, again) {
  case (.success(let a), .success(let b)):
    precondition(a.value.isFinite && abs(a.value) <= 1e12, "an evaluated value that is not a finite, bounded number")
    precondition(a == b || (a.value.isNaN && b.value.isNaN && a.unit == b.unit), "two evaluations differ")
  case (.failure(let a), .failure(let b)):
    precondition(!a.message.isEmpty && a.message == b.message, "a failure without a reason, or two reasons")
  default:
    preconditionFailure("one evaluation failed and the other did not")
  }
  return 0
}
