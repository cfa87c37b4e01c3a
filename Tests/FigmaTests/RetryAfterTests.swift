import Testing

@testable import Figma

/// Retry-After as RFC 9110 §10.2.3 writes it, and HTTP-dates in their three forms (§5.6.7).
@Suite struct RetryAfterTests {
  /// Sun, 06 Nov 1994 08:49:37 GMT, the RFC's example.
  static let example = 784_111_777
  /// 2026-03-01 00:00:00 GMT.
  static let now2026 = HTTPDate.civilDays(year: 2026, month: 3, day: 1) * 86_400

  @Test(arguments: [
    ("0", RetryAfter.seconds(0)), ("5", .seconds(5)), (" 120\t", .seconds(120)), ("007", .seconds(7)),
    ("31622400", .seconds(31_622_400)),
  ])
  func delaySeconds(value: String, expected: RetryAfter) {
    #expect(RetryAfter.read(value, date: nil, now: Self.example) == expected)
  }

  @Test(arguments: [
    "-1", "+5", "5.0", "1e3", "0x10", "", " ", "soon", "5 seconds", "99999999999999999999999", "31622401",
    "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC", "06 Nov 1994 08:49:37 GMT",
    "Fri, 31 Dec 9999 23:59:59 GMT",
  ])
  func unreadable(value: String) {
    #expect(RetryAfter.read(value, date: nil, now: Self.example) == .unreadable)
  }

  @Test func absentIsUnreadable() {
    #expect(RetryAfter.read(nil, date: nil, now: Self.example) == .unreadable)
  }

  @Test(arguments: [
    "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    "Sun Nov 6 08:49:37 1994",
  ])
  func theThreeFormsOfAnHTTPDate(text: String) {
    #expect(HTTPDate.seconds(text, now: Self.now2026) == Self.example)
  }

  @Test(arguments: [
    "Sun, 30 Feb 2026 00:00:00 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
    "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 nov 1994 08:49:37 GMT",
    "Sunday, 06 Nov 1994 08:49:37 GMT", "Sun, 06-Nov-94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
    "Sun Nov  6 08:49:37 94", "Sun Nov  6 08:49:37 1994 GMT", "Sun, 00 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT\u{1B}", "Mon, 29 Feb 2100 00:00:00 GMT", "",
  ])
  func notAnHTTPDate(text: String) {
    #expect(HTTPDate.seconds(text, now: Self.now2026) == nil)
  }

  @Test func leapDaysAndLeapSeconds() {
    let leapDay = HTTPDate.seconds("Sat, 29 Feb 2020 00:00:00 GMT", now: Self.now2026)
    #expect(leapDay == HTTPDate.civilDays(year: 2020, month: 2, day: 29) * 86_400)
    #expect(HTTPDate.seconds("Tue, 29 Feb 2000 12:00:00 GMT", now: Self.now2026) != nil)
    let leapSecond = HTTPDate.seconds("Sat, 31 Dec 2016 23:59:60 GMT", now: Self.now2026)
    #expect(leapSecond == HTTPDate.civilDays(year: 2017, month: 1, day: 1) * 86_400)
  }

  @Test func aTwoDigitYearIsNeverMoreThanFiftyYearsAhead() {
    func year(_ twoDigits: String) -> Int? {
      HTTPDate.seconds("Monday, 01-Jan-\(twoDigits) 00:00:00 GMT", now: Self.now2026).map {
        HTTPDate.civilYear(days: $0 / 86_400)
      }
    }
    #expect(year("26") == 2026)
    #expect(year("76") == 2076)
    #expect(year("77") == 1977)
    #expect(year("94") == 1994)
    #expect(year("00") == 2000)
  }

  @Test func civilDaysAndYearsRoundTrip() {
    #expect(HTTPDate.civilDays(year: 1970, month: 1, day: 1) == 0)
    #expect(HTTPDate.civilDays(year: 1969, month: 12, day: 31) == -1)
    for (year, month, day) in [(1, 1, 1), (1600, 2, 29), (1969, 12, 31), (2000, 2, 29), (2000, 3, 1), (9999, 12, 31)] {
      let days = HTTPDate.civilDays(year: year, month: month, day: day)
      #expect(HTTPDate.civilYear(days: days) == year, "\(year)-\(month)-\(day)")
    }
    #expect(HTTPDate.civilYear(days: -1) == 1969)
    #expect(HTTPDate.civilYear(days: 10_956) == 1999)
    #expect(HTTPDate.civilYear(days: 10_957) == 2000)
    #expect(HTTPDate.civilYear(days: HTTPDate.civilDays(year: 9999, month: 12, day: 31)) == 9999)
  }

  @Test func aDateCountsFromTheAnswersDate() {
    // The server's clock is a day behind ours: the wait is still the 7 seconds it means.
    let wait = RetryAfter.read(
      "Sun, 06 Nov 1994 08:49:44 GMT", date: "Sun, 06 Nov 1994 08:49:37 GMT", now: Self.example + 86_400)
    #expect(wait == .seconds(7))
  }

  @Test func withoutAReadableDateADateCountsFromNow() {
    let value = "Sun, 06 Nov 1994 08:50:07 GMT"
    #expect(RetryAfter.read(value, date: nil, now: Self.example) == .seconds(30))
    #expect(RetryAfter.read(value, date: "yesterday", now: Self.example) == .seconds(30))
    #expect(RetryAfter.read(value, date: nil, now: Self.example + 3600) == .seconds(0))
  }
}
