/// The `Retry-After` of a 429, read as RFC 9110 §10.2.3 writes it: delay-seconds (a non-negative
/// decimal integer) or an HTTP-date (§5.6.7: IMF-fixdate, or the obsolete RFC 850 and asctime
/// forms), which counts from the response's `Date` so that a server clock ahead of or behind ours
/// does not change the wait.
enum RetryAfter: Equatable, Sendable {
  /// Seconds to wait; 0 when the date has passed.
  case seconds(Int)
  /// Absent, negative, not a number or a date, or further off than any real rate limit; the
  /// caller backs off on its own.
  case unreadable

  /// Waits longer than this are taken as a broken header rather than a request to come back in
  /// years (Figma's longest limits are counted in days).
  static let longest = 366 * 86_400

  /// `value` is the header's, `date` the response's `Date`; `now` (seconds since 1970) is used
  /// when `Date` is absent or unreadable.
  static func read(_ value: String?, date: String?, now: Int) -> RetryAfter {
    guard let value else { return .unreadable }
    let text = value.trimmingCharacters(in: [" ", "\t"])
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      // Digits alone, so the only way to fail is to be too large; leading zeros are allowed.
      guard let seconds = Int(text), seconds <= longest else { return .unreadable }
      return .seconds(seconds)
    }
    guard let retryAt = HTTPDate.seconds(text, now: now) else { return .unreadable }
    let reference = date.flatMap { HTTPDate.seconds($0.trimmingCharacters(in: [" ", "\t"]), now: now) } ?? now
    let wait = retryAt - reference
    guard wait <= longest else { return .unreadable }
    return .seconds(max(0, wait))
  }
}

/// An HTTP-date (RFC 9110 §5.6.7) as seconds since 1970, in any of its three forms:
///
///     Sun, 06 Nov 1994 08:49:37 GMT    IMF-fixdate
///     Sunday, 06-Nov-94 08:49:37 GMT   obsolete RFC 850 form
///     Sun Nov  6 08:49:37 1994         ANSI C's asctime() form
enum HTTPDate {
  private static let shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  private static let longDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// Nil for anything that is not one of the three forms or not a real time (February 30th,
  /// 25:00). `now` places a two-digit RFC 850 year.
  static func seconds(_ text: String, now: Int) -> Int? {
    // Names are compared as written: the grammar gives their case, and the field is ASCII.
    guard text.utf8.count <= 64, text.allSatisfy(\.isASCII) else { return nil }
    let words = text.split(separator: " ")
    if let first = words.first, first.hasSuffix(",") {
      let day = first.dropLast()
      if shortDays.contains(String(day)), words.count == 6, words[5] == "GMT" {
        // Sun, 06 Nov 1994 08:49:37 GMT
        return moment(day: words[1], month: words[2], year: year(words[3], digits: 4), time: words[4])
      }
      if longDays.contains(String(day)), words.count == 4, words[3] == "GMT" {
        // Sunday, 06-Nov-94 08:49:37 GMT
        let parts = words[1].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let short = year(parts[2], digits: 2) else { return nil }
        return moment(day: parts[0], month: parts[1], year: centuryYear(short, now: now), time: words[2])
      }
      return nil
    }
    // Sun Nov  6 08:49:37 1994 (a day below 10 is padded with a space, so split drops it)
    guard words.count == 5, shortDays.contains(String(words[0])) else { return nil }
    return moment(day: words[2], month: words[1], year: year(words[4], digits: 4), time: words[3])
  }

  private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  private static func year(_ text: Substring, digits: Int) -> Int? {
    number(text, digits: digits...digits)
  }

  /// RFC 9110: a two-digit year that would be more than 50 years ahead is the latest past year
  /// with those digits.
  private static func centuryYear(_ twoDigits: Int, now: Int) -> Int {
    let current = civilYear(days: floorDivide(now, 86_400))
    var year = current - current % 100 + twoDigits
    if year > current + 50 { year -= 100 }
    return year
  }

  private static func moment(day: Substring, month: Substring, year: Int?, time: Substring) -> Int? {
    guard let year, let day = number(day, digits: 1...2), let monthIndex = months.firstIndex(of: String(month))
    else { return nil }
    let clock = time.split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, let hour = number(clock[0], digits: 2...2), let minute = number(clock[1], digits: 2...2),
      let second = number(clock[2], digits: 2...2), hour < 24, minute < 60, second <= 60
    else { return nil }
    let month = monthIndex + 1
    guard day >= 1, day <= daysIn(month: month, year: year) else { return nil }
    // A leap second (:60) counts as the next second.
    return civilDays(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's
  /// days_from_civil).
  static func civilDays(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year of a day counted from 1970-01-01 (civil_from_days).
  static func civilYear(days: Int) -> Int {
    let z = days + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (shiftedMonth >= 10 ? 1 : 0)
  }

  private static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a / b - (a % b < 0 ? 1 : 0)
  }
}
