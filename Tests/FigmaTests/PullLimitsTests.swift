import Testing

@testable import Figma

/// The values of --max-size and --timeout, and how messages write them.
@Suite struct PullLimitsTests {
  @Test(arguments: [
    ("1G", 1 << 30), ("512M", 512 << 20), ("512MiB", 512 << 20), ("2 GB", 2 << 30), ("64k", 64 << 10),
    ("1048576", 1 << 20), (" 1g ", 1 << 30), ("1T", 1 << 40), ("100b", 100),
  ])
  func sizes(text: String, bytes: Int) {
    #expect(PullLimits.size(text) == bytes)
  }

  @Test(arguments: ["", "0", "0M", "-1G", "1.5G", "G", "1X", "1 G B", "99999999999999999999", "9999999999T"])
  func notSizes(text: String) {
    #expect(PullLimits.size(text) == nil)
  }

  @Test func durations() {
    #expect(PullLimits.duration("10m") == .seconds(600))
    #expect(PullLimits.duration("90s") == .seconds(90))
    #expect(PullLimits.duration("1h") == .seconds(3600))
    #expect(PullLimits.duration("600") == .seconds(600))
    #expect(PullLimits.duration("24h") == .seconds(86_400))
    for bad in ["", "0", "0s", "25h", "86401", "1d", "1.5m", "-5m", "m", "99999999999999999999h"] {
      #expect(PullLimits.duration(bad) == nil, "\(bad)")
    }
  }

  @Test func limitsInMessages() {
    #expect(PullLimits.describe(bytes: 512 << 20) == "512 MiB")
    #expect(PullLimits.describe(bytes: 1 << 30) == "1 GiB")
    #expect(PullLimits.describe(bytes: 1536 << 10) == "1536 KiB")
    #expect(PullLimits.describe(bytes: 1000) == "1000 bytes")
    #expect(PullLimits.describe(bytes: 1) == "1 byte")
    #expect(PullLimits.doubled(bytes: 512 << 20) == "1G")
    #expect(PullLimits.doubled(bytes: 1 << 20) == "2M")
    #expect(PullLimits.doubled(bytes: 1000) == "2000")
    #expect(PullLimits.describe(.seconds(600)) == "10 minutes")
    #expect(PullLimits.describe(.seconds(1)) == "1 second")
    #expect(PullLimits.describe(.seconds(90)) == "90 seconds")
    #expect(PullLimits.describe(.seconds(7200)) == "2 hours")
    #expect(PullLimits.describe(.milliseconds(1500)) == "1500 milliseconds")
    #expect(PullLimits.doubled(.seconds(600)) == "20m")
    #expect(PullLimits.doubled(.seconds(2)) == "4s")
    #expect(PullLimits.doubled(.seconds(86_400)) == "24h")
  }
}
