import Figma
import Synchronization

/// The line `figma pull` keeps up to date on a terminal once a pull has taken two seconds: how much
/// of the answer has come, of how much, and how fast. A pull that ends sooner prints nothing, and
/// the line is cleared when the pull ends, so only the result stays on the screen.
final class PullProgressLine: Sendable {
  static let delay = Duration.seconds(2)
  static let interval = Duration.milliseconds(250)

  private let write: @Sendable (String) -> Void
  /// When the line was last drawn (nil before the first time), and the bytes then, for the speed.
  private let drawn = Mutex<(time: Duration, bytes: Int)?>(nil)

  /// `write` puts text on the terminal as is, without a newline.
  init(write: @escaping @Sendable (String) -> Void) { self.write = write }

  convenience init(output: CommandOutput) { self.init { output.errRaw($0) } }

  func update(_ progress: TransferProgress) {
    let text: String? = drawn.withLock { last in
      guard progress.elapsed >= Self.delay else { return nil }
      if let last, progress.elapsed - last.time < Self.interval { return nil }
      let speed = last.map { Self.bytesPerSecond(from: $0, to: (progress.elapsed, progress.received)) }
      last = (progress.elapsed, progress.received)
      return Self.text(progress, bytesPerSecond: speed)
    }
    // Carriage return and erase-line: the line is drawn over itself.
    if let text { write("\r\u{1B}[K" + text) }
  }

  /// Clears the line, if one was drawn.
  func finish() {
    if drawn.withLock({ $0 != nil }) { write("\r\u{1B}[K") }
  }

  /// `Pulling from Figma: 3.2 MiB of 12 MiB (26%), 410 KiB/s`
  static func text(_ progress: TransferProgress, bytesPerSecond: Int?) -> String {
    var text = "Pulling from Figma: "
    if progress.received == 0 {
      text += "waiting for the answer (\(PullLimits.describe(progress.elapsed.roundedDownToSeconds)))"
      return text
    }
    text += PullLimits.approximate(bytes: progress.received)
    if let expected = progress.expected, expected >= progress.received {
      text += " of \(PullLimits.approximate(bytes: expected)) (\(progress.received * 100 / max(expected, 1))%)"
    }
    if let bytesPerSecond { text += ", \(PullLimits.approximate(bytes: bytesPerSecond))/s" }
    return text
  }

  private static func bytesPerSecond(from start: (time: Duration, bytes: Int), to end: (time: Duration, bytes: Int))
    -> Int
  {
    let seconds =
      Double((end.time - start.time).components.attoseconds) / 1e18
      + Double((end.time - start.time).components.seconds)
    guard seconds > 0 else { return 0 }
    return Int(Double(max(0, end.bytes - start.bytes)) / seconds)
  }
}

extension Duration {
  fileprivate var roundedDownToSeconds: Duration { .seconds(components.seconds) }
}
