import Foundation
import SpecimenCore
import Testing

@testable import Figma

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What no server can make a pull do: read without limit (a gzip bomb, an endless body) or run
/// forever (a body trickled a byte at a time, an answer that never comes). A failed pull leaves
/// the snapshot it would have replaced as it was.
extension PullTests {
  /// A folder with a snapshot already in it, to check that a failed pull leaves it as it was.
  func folderWithSnapshot() throws -> (directory: String, snapshot: String) {
    let directory = Self.temporaryDirectory()
    let snapshot = directory + "/toggle.json"
    try Data("{\"old\": true}\n".utf8).write(to: URL(fileURLWithPath: snapshot))
    return (directory, snapshot)
  }

  /// The snapshot is byte for byte the old one, and nothing else was left beside it.
  func expectUntouched(_ directory: String, _ snapshot: String) {
    #expect((try? Data(contentsOf: URL(fileURLWithPath: snapshot))) == Data("{\"old\": true}\n".utf8))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: directory)) == ["toggle.json"])
  }

  static let oneMiB = 1 << 20

  @Test func aGzipBombStopsAtTheSizeLimit() async throws {
    let problem = try await pullGzipBomb(maxSize: Self.oneMiB)
    #expect(problem?.id == .figmaPullTooLarge, "\(String(describing: problem))")
    #expect(
      problem?.hint == "raise the limit with --max-size 2M, or pull only the nodes the site shows with --nodes")
  }

  @Test func theSameBombUnderALargerLimitInflatesWhole() async throws {
    // So the bomb is real: it is the limit that stopped it above, not a broken stream.
    let problem = try await pullGzipBomb(maxSize: 16 << 20)
    #expect(problem?.message.hasPrefix("Figma's answer is not JSON") == true, "\(String(describing: problem))")
  }

  /// 53 KB of gzip that inflates to 8 MB of zeros, pulled with `maxSize`: what stopped the pull,
  /// with the snapshot beside it checked untouched.
  private func pullGzipBomb(maxSize: Int) async throws -> Diagnostic? {
    let bomb = GzipBomb.zeros(matches: 32_768)
    #expect(bomb.bytes.count < 60_000 && bomb.inflated > 8 * Self.oneMiB)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [
        .init(status: 200, headers: [("Content-Encoding", "gzip")], bytes: bomb.bytes)
      ]
    ])
    defer { server.stop() }
    let (directory, snapshot) = try folderWithSnapshot()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let request = FigmaPullRequest(fileKey: Self.key, output: snapshot, apiBase: server.base, maxSize: maxSize)
    let problem = failure(await pull(request))
    expectUntouched(directory, snapshot)
    return problem
  }

  /// With a Content-Length the pull stops at the header; without one, when the bytes pass the
  /// limit.
  @Test(arguments: [true, false])
  func aBodyOverTheSizeLimitStops(sendsLength: Bool) async throws {
    let body = [UInt8](repeating: 0x20, count: 3 * Self.oneMiB)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, bytes: body, sendsLength: sendsLength)]
    ])
    defer { server.stop() }
    let (directory, snapshot) = try folderWithSnapshot()
    defer { try? FileManager.default.removeItem(atPath: directory) }

    let request = FigmaPullRequest(fileKey: Self.key, output: snapshot, apiBase: server.base, maxSize: Self.oneMiB)
    let problem = failure(await pull(request))
    #expect(problem?.id == .figmaPullTooLarge, "\(String(describing: problem))")
    expectUntouched(directory, snapshot)
  }

  @Test func anAnswerExactlyAtTheLimitIsRead() async throws {
    let (compact, _) = try Self.compactToggle()
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, body: compact)]
    ])
    defer { server.stop() }
    let directory = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let request = FigmaPullRequest(
      fileKey: Self.key, output: directory + "/toggle.json", apiBase: server.base, maxSize: compact.utf8.count)
    let result = try await pull(request).get()
    #expect(result.file.componentSets.map(\.name) == ["Toggle"])
  }

  @Test(.timeLimit(.minutes(1)))
  func aTrickledBodyStopsAtTheTimeLimit() async throws {
    // Ten bytes a second never stalls (the stall limit is one byte a second for a minute); the
    // body would take a minute.
    let body = [UInt8](repeating: 0x20, count: 600)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, bytes: body, trickle: .milliseconds(100))]
    ])
    defer { server.stop() }
    let (directory, snapshot) = try folderWithSnapshot()
    defer { try? FileManager.default.removeItem(atPath: directory) }

    let request = FigmaPullRequest(fileKey: Self.key, output: snapshot, apiBase: server.base, timeLimit: .seconds(2))
    let problem = failure(await pull(request))
    let message = problem?.message ?? ""
    #expect(
      message.hasPrefix("figma pull stopped after 2 seconds, its time limit: the answer was still arriving ("),
      "\(message)")
    #expect(message.hasSuffix(" so far)"), "\(message)")
    #expect(problem?.hint == "allow more time with --timeout 4s, or pull fewer nodes with --nodes")
    expectUntouched(directory, snapshot)
  }

  @Test(.timeLimit(.minutes(1)))
  func anAnswerSlowerThanTheMinimumSpeedStops() async throws {
    // About 20 bytes a second (a byte every 50 ms), against at least 100 a second over a second.
    let body = [UInt8](repeating: 0x20, count: 400)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, bytes: body, trickle: .milliseconds(50))]
    ])
    defer { server.stop() }
    let (directory, snapshot) = try folderWithSnapshot()
    defer { try? FileManager.default.removeItem(atPath: directory) }

    var request = FigmaPullRequest(fileKey: Self.key, output: snapshot, apiBase: server.base, timeLimit: .seconds(10))
    request.minimumSpeed = MinimumSpeed(bytesPerSecond: 100, seconds: 1)
    let problem = failure(await pull(request))
    let message = problem?.message ?? ""
    #expect(message.hasPrefix("Figma's answer came at less than 100 bytes a second for 1 second, "), "\(message)")
    #expect(message.hasSuffix(" into it"), "\(message)")
    #expect(problem?.id == .figmaPullTooSlow)
    #expect(
      problem?.hint
        == "pull again on a faster connection, or accept a slower one with --min-speed 50 or --min-speed-time 2s (--min-speed 0 turns the check off)"
    )
    expectUntouched(directory, snapshot)
  }

  @Test(.timeLimit(.minutes(1)))
  func aMinimumSpeedOfZeroLeavesOnlyTheTimeLimit() async throws {
    // A byte every 300 ms: under any minimum, but the check is off.
    let body = [UInt8](repeating: 0x20, count: 100)
    let server = try TestHTTPServer(routes: [
      "/v1/files/\(Self.key)?geometry=paths": [.init(status: 200, bytes: body, trickle: .milliseconds(300))]
    ])
    defer { server.stop() }
    var request = FigmaPullRequest(fileKey: Self.key, apiBase: server.base, timeLimit: .seconds(3))
    request.minimumSpeed = MinimumSpeed(bytesPerSecond: 0, seconds: 1)
    let problem = failure(await pull(request))
    #expect(problem?.id == .figmaPullTimeout, "\(problem?.message ?? "")")
  }

  @Test(.timeLimit(.minutes(1)))
  func theWaitBeforeTheAnswerBeginsIsNotTooSlow() async throws {
    // Connected, but no answer at all: the time limit ends it, however strict the minimum speed.
    let (socket, port) = try TestHTTPServer.bindLoopback()
    defer { close(socket) }
    #expect(listen(socket, 4) == 0)
    var request = FigmaPullRequest(fileKey: Self.key, apiBase: "http://127.0.0.1:\(port)", timeLimit: .seconds(3))
    request.minimumSpeed = MinimumSpeed(bytesPerSecond: 1024, seconds: 1)
    let problem = failure(await pull(request))
    #expect(problem?.id == .figmaPullTimeout, "\(String(describing: problem))")
    #expect(problem?.message.hasSuffix("Figma had not answered") == true, "\(String(describing: problem))")
  }

  /// The average over the last `seconds`, from samples at most a tenth of a second apart.
  @Test func theSpeedWindowAveragesOverItsSeconds() {
    var window = SpeedWindow(MinimumSpeed(bytesPerSecond: 1000, seconds: 2))
    var slow = window.isTooSlow(at: .zero, bytes: 0)
    // 1,500 bytes a second for 3 seconds: never too slow.
    for tenth in 1...30 { slow = slow || window.isTooSlow(at: .milliseconds(tenth * 100), bytes: tenth * 150) }
    #expect(!slow)
    // Then nothing: the last 2 seconds fall under 2,000 bytes once 0.7 s of them are empty.
    var stoppedAt: Int?
    for tenth in 31...60 where stoppedAt == nil {
      if window.isTooSlow(at: .milliseconds(tenth * 100), bytes: 4500) { stoppedAt = tenth }
    }
    #expect(stoppedAt == 37)
    // Off at zero.
    var off = SpeedWindow(MinimumSpeed(bytesPerSecond: 0, seconds: 1))
    _ = off.isTooSlow(at: .zero, bytes: 0)
    let offSlow = off.isTooSlow(at: .seconds(100), bytes: 0)
    #expect(!offSlow)
  }

  @Test(.timeLimit(.minutes(1)))
  func anAnswerThatNeverComesStopsAtTheTimeLimit() async throws {
    // Listening, so the connection is made, but nothing accepts it or answers.
    let (socket, port) = try TestHTTPServer.bindLoopback()
    defer { close(socket) }
    #expect(listen(socket, 4) == 0)
    let request = FigmaPullRequest(fileKey: Self.key, apiBase: "http://127.0.0.1:\(port)", timeLimit: .seconds(1))
    let problem = failure(await pull(request))
    #expect(problem?.id == .figmaPullTimeout, "\(String(describing: problem))")
    #expect(problem?.hint == "allow more time with --timeout 2s, or pull fewer nodes with --nodes")
  }
}

/// A gzip stream small on the wire and large inflated, written by hand: one fixed-Huffman deflate
/// block of a zero byte and then matches of 258 bytes at distance 1, 13 bits each (158 times
/// smaller than what they inflate to).
enum GzipBomb {
  static func zeros(matches: Int) -> (bytes: [UInt8], inflated: Int) {
    var bits = BitWriter()
    bits.write(1, count: 1)  // BFINAL: the last block
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    bits.writeCode(0x30, count: 8)  // literal 0
    for _ in 0..<matches {
      bits.writeCode(0xC5, count: 8)  // length code 285: 258 bytes
      bits.writeCode(0, count: 5)  // distance code 0: 1 byte back
    }
    bits.writeCode(0, count: 7)  // end of block
    let inflated = 1 + 258 * matches
    var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
    out += bits.finish()
    out += littleEndian(crc32OfZeros(inflated))
    out += littleEndian(UInt32(truncatingIfNeeded: inflated))
    return (out, inflated)
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// CRC-32 (the gzip trailer's) of `count` zero bytes.
  private static func crc32OfZeros(_ count: Int) -> UInt32 {
    let table = (0..<256).map { (n: UInt32) -> UInt32 in
      (0..<8).reduce(n) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return table.withUnsafeBufferPointer { table in
      var crc: UInt32 = 0xFFFF_FFFF
      for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
      return crc ^ 0xFFFF_FFFF
    }
  }

  /// Deflate's bit order: values from their lowest bit, Huffman codes from their highest.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var buffer: UInt64 = 0
    var used = 0

    mutating func write(_ value: UInt64, count: Int) {
      buffer |= value << UInt64(used)
      used += count
      while used >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        used -= 8
      }
    }

    mutating func writeCode(_ code: UInt64, count: Int) {
      var reversed: UInt64 = 0
      for bit in 0..<count where code & (1 << UInt64(bit)) != 0 { reversed |= 1 << UInt64(count - 1 - bit) }
      write(reversed, count: count)
    }

    mutating func finish() -> [UInt8] {
      if used > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
      return bytes
    }
  }
}
