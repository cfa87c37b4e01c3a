import Figma
import Synchronization
import Testing

@testable import SpecimenCLI

/// The progress line of a pull on a terminal: nothing for the first two seconds, then at most
/// four redraws a second, and cleared at the end.
@Suite struct PullProgressLineTests {
  final class Screen: Sendable {
    let writes = Mutex<[String]>([])
    var all: [String] { writes.withLock { $0 } }
  }

  static func progress(_ received: Int, of expected: Int? = nil, at milliseconds: Int) -> TransferProgress {
    TransferProgress(received: received, expected: expected, elapsed: .milliseconds(milliseconds))
  }

  @Test func aQuickPullDrawsNothing() {
    let screen = Screen()
    let line = PullProgressLine { text in screen.writes.withLock { $0.append(text) } }
    line.update(Self.progress(0, at: 500))
    line.update(Self.progress(1 << 20, of: 1 << 20, at: 1900))
    line.finish()
    #expect(screen.all.isEmpty)
  }

  @Test func aLongPullIsDrawnOverItselfAndCleared() {
    let screen = Screen()
    let line = PullProgressLine { text in screen.writes.withLock { $0.append(text) } }
    line.update(Self.progress(0, at: 2000))
    line.update(Self.progress(100, at: 2100))  // within a quarter second: not drawn
    line.update(Self.progress(3 << 20, of: 12 << 20, at: 3000))
    line.finish()
    #expect(
      screen.all == [
        "\r\u{1B}[KPulling from Figma: waiting for the answer (2 seconds)",
        "\r\u{1B}[KPulling from Figma: 3.0 MiB of 12 MiB (25%), 3.0 MiB/s",
        "\r\u{1B}[K",
      ])
  }

  @Test func sizesAreShortAndSpeedsOptional() {
    #expect(PullProgressLine.text(Self.progress(900, at: 2500), bytesPerSecond: nil) == "Pulling from Figma: 900 bytes")
    #expect(
      PullProgressLine.text(Self.progress(420 << 10, of: 100 << 20, at: 2500), bytesPerSecond: 1536)
        == "Pulling from Figma: 420 KiB of 100 MiB (0%), 1.5 KiB/s")
  }
}
