import SpecimenCore

/// The bounds of a pull (`--max-size`, `--timeout`): how they are read and how messages write them.
package enum PullLimits {
  /// Real files pulled with their geometry run to hundreds of megabytes.
  package static let defaultMaxSize = 512 << 20
  package static let defaultTimeLimit = Duration.seconds(600)
  /// A pull that needs more than a day has another problem.
  static let longestTimeLimit = Duration.seconds(86_400)

  private static let units: [(names: [String], bytes: Int)] = [
    (["", "b"], 1), (["k", "kb", "kib"], 1 << 10), (["m", "mb", "mib"], 1 << 20), (["g", "gb", "gib"], 1 << 30),
    (["t", "tb", "tib"], 1 << 40),
  ]

  /// `1G`, `512M`, `64K` in powers of 1024 (`MiB` and `MB` read the same), or bytes: `1048576`.
  /// Nil for anything else, zero, or a size no machine holds.
  package static func size(_ text: String) -> Int? {
    guard let (number, unit) = split(text),
      let multiplier = units.first(where: { $0.names.contains(unit) })?.bytes
    else { return nil }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: multiplier)
    guard !overflow, bytes > 0 else { return nil }
    return bytes
  }

  /// `10m`, `90s`, `1h`, or seconds: `600`. Nil for anything else, zero, or over a day.
  package static func duration(_ text: String) -> Duration? {
    guard let (number, unit) = split(text) else { return nil }
    let multiplier: Int
    switch unit {
    case "", "s", "sec": multiplier = 1
    case "m", "min": multiplier = 60
    case "h": multiplier = 3600
    default: return nil
    }
    // Compared before multiplying, so no number overflows.
    guard number > 0, number <= 86_400 / multiplier else { return nil }
    return .seconds(number * multiplier)
  }

  /// Digits and the lower-cased unit after them.
  private static func split(_ text: String) -> (Int, String)? {
    let trimmed = text.trimmingSpaces.lowercased()
    let digits = trimmed.prefix { $0.isASCIIDigit }
    guard !digits.isEmpty, digits.count <= 18, let number = Int(digits) else { return nil }
    return (number, trimmed.dropFirst(digits.count).trimmingSpaces)
  }

  /// `512 MiB`, `1 GiB`, `1536 KiB`, `1000 bytes`.
  package static func describe(bytes: Int) -> String {
    for (name, unit) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= unit && bytes % unit == 0
    {
      return "\(bytes / unit) \(name)"
    }
    return Prose.count(bytes, "byte")
  }

  /// The `--max-size` value for twice `bytes`: `1G` after 512 MiB.
  static func doubled(bytes: Int) -> String {
    let twice = bytes.multipliedReportingOverflow(by: 2)
    guard !twice.overflow else { return String(bytes) }
    return written(bytes: twice.partialValue)
  }

  /// `bytes` as an option takes it: `1G`, `512K`, `700`.
  static func written(bytes: Int) -> String {
    for (name, unit) in [("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)] where bytes >= unit && bytes % unit == 0 {
      return "\(bytes / unit)\(name)"
    }
    return String(bytes)
  }

  /// `--min-speed`: a size a second as `size` reads it, or `0`, which turns the check off.
  package static func speed(_ text: String) -> Int? {
    text.trimmingSpaces == "0" ? 0 : size(text)
  }

  /// `3.2 MiB`, `410 KiB`, `900 bytes`: to one decimal under ten units, for a progress line.
  package static func approximate(bytes: Int) -> String {
    for (name, unit) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= unit {
      let tenths = bytes / (unit / 10 == 0 ? 1 : unit / 10)
      return (tenths < 100 ? "\(tenths / 10).\(tenths % 10)" : String(bytes / unit)) + " " + name
    }
    return Prose.count(bytes, "byte")
  }

  /// `10 minutes`, `90 seconds`, `2 hours`, `1500 milliseconds`.
  package static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds == 0 else {
      return Prose.count(Int(min(seconds, 86_400)) * 1000 + Int(attoseconds / 1_000_000_000_000_000), "millisecond")
    }
    let whole = Int(seconds)
    if whole >= 3600, whole % 3600 == 0 { return Prose.count(whole / 3600, "hour") }
    if whole >= 60, whole % 60 == 0 { return Prose.count(whole / 60, "minute") }
    return Prose.count(whole, "second")
  }

  /// The `--timeout` value for twice `duration`, within the longest: `20m` after 10 minutes.
  static func doubled(_ duration: Duration) -> String {
    let seconds = max(1, min(Int(duration.components.seconds), 43_200) * 2)
    if seconds % 3600 == 0 { return "\(seconds / 3600)h" }
    if seconds % 60 == 0 { return "\(seconds / 60)m" }
    return "\(seconds)s"
  }
}
