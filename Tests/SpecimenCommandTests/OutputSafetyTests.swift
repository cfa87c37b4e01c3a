import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SpecimenCLI

/// A build replaces its output folder whole, so it must refuse every folder it did not write.
@Suite struct OutputSafetyTests {
  /// A site folder inside a scratch folder, with a file beside it that nothing may delete.
  struct Scratch {
    let root: URL
    var site: String { root.path + "/site" }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-output-\(UUID().uuidString)")
      let fileManager = FileManager.default
      for folder in ["site/content/pages/guides", "site/templates/assets", "other"] {
        try fileManager.createDirectory(atPath: root.path + "/" + folder, withIntermediateDirectories: true)
      }
      try write("site/content/site.yml", "name: Safety\n")
      try write("site/content/pages/index.md", "---\ntitle: Home\n---\n# Home\n")
      try write("site/content/pages/guides/one.md", "---\ntitle: One\n---\n# One\n")
      try write("site/templates/page.mustache", "{{{page.content}}}")
      try write("site/templates/assets/site.css", "body {}\n")
      try write("other/keep.txt", "mine\n")
      try write("notes.txt", "mine too\n")
    }

    func write(_ path: String, _ text: String) throws {
      try text.write(toFile: root.path + "/" + path, atomically: true, encoding: .utf8)
    }

    /// Every file below the scratch folder with its contents: what a refused build must not change.
    func snapshot() -> [String: String] {
      var files: [String: String] = [:]
      let enumerator = FileManager.default.enumerator(atPath: root.path)
      while let path = enumerator?.nextObject() as? String {
        let full = root.path + "/" + path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
          files[path] = (try? String(contentsOfFile: full, encoding: .utf8)) ?? "<unreadable>"
        } else {
          files[path + "/"] = ""
        }
      }
      return files
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  // A refused output folder is a usage error with no identifier or position: the text naming the
  // path and why it is refused is what the user reads.
  @Test(arguments: [
    ("", "error: an empty output path names no folder"),
    ("{site}", "error: '{site}' holds the site folder '{site}'"),
    ("{site}/.", "error: '{site}/.' holds the site folder"),
    ("{root}", "error: '{root}' holds the site folder"),
    ("{site}/content/pages/../..", "error: '{site}/content/pages/../..' holds the site folder"),
    ("{site}/content", "error: '{site}/content' is the site's content/ folder"),
    ("{site}/content/pages", "error: '{site}/content/pages' is inside the site's content/ folder"),
    ("{site}/content/pages/out", "error: '{site}/content/pages/out' is inside the site's content/ folder"),
    ("{site}/templates", "error: '{site}/templates' is the site's templates/ folder"),
    ("{site}/templates/assets", "error: '{site}/templates/assets' is inside the site's templates/ folder"),
    ("{root}/notes.txt", "error: '{root}/notes.txt' is a file, not a folder"),
    ("{root}/other", "error: '{root}/other' holds files that no build wrote"),
  ])
  func refusesWhatItDidNotWrite(output: String, message: String) async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fill = { (text: String) in
      text.replacingOccurrences(of: "{site}", with: scratch.site).replacingOccurrences(
        of: "{root}", with: scratch.root.path)
    }
    let before = scratch.snapshot()
    let result = await run("build", "--site", scratch.site, "--output", fill(output))
    #expect(result.status == 64)
    #expect(result.err.hasPrefix(fill(message)), "\(result.err)")
    #expect(result.err.contains("usage: specimen build"))
    #expect(scratch.snapshot() == before)
  }

  @Test func refusesASymbolicLinkAsTheOutput() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: scratch.site + "/Public", withDestinationPath: scratch.root.path + "/other")
    let before = scratch.snapshot()
    let result = await run("build", "--site", scratch.site)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("error: '\(scratch.site)/Public' is a symbolic link"), "\(result.err)")
    #expect(scratch.snapshot() == before)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.site + "/Public")) != nil)
  }

  @Test func writesANewOrEmptyFolderAndReplacesItsOwnOutput() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let empty = scratch.root.path + "/empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
    #expect(await run("build", "--site", scratch.site, "--output", empty).status == 0)
    #expect(FileManager.default.fileExists(atPath: empty + "/index.html"))
    #expect(FileManager.default.fileExists(atPath: empty + "/.specimen-output"))

    let fresh = scratch.root.path + "/new/deeper/site"
    #expect(await run("build", "--site", scratch.site, "--output", fresh).status == 0)
    #expect(FileManager.default.fileExists(atPath: fresh + "/guides/one/index.html"))

    // A previous build's output is replaced, stale pages and all.
    try scratch.write("empty/stale.html", "old\n")
    try FileManager.default.removeItem(atPath: scratch.site + "/content/pages/guides/one.md")
    #expect(await run("build", "--site", scratch.site, "--output", empty).status == 0)
    #expect(!FileManager.default.fileExists(atPath: empty + "/stale.html"))
    #expect(!FileManager.default.fileExists(atPath: empty + "/guides/one/index.html"))
    #expect(try String(contentsOfFile: scratch.root.path + "/other/keep.txt", encoding: .utf8) == "mine\n")
  }

  @Test func removesTheStagingFoldersOfKilledBuildsOnly() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let dead = try deadProcessID()
    // A live process that is not this one: its staging folder belongs to a build still running.
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleeper.arguments = ["30"]
    try sleeper.run()
    defer { sleeper.terminate() }
    let live = try #require(StagedOutputProbe.owner(of: sleeper.processIdentifier))
    let killed = scratch.site + "/.Public.staging-\(dead)-12345"
    // The same id as the live process but another start time: the id was reused, the build is gone.
    let reused = scratch.site + "/.Public.staging-\(sleeper.processIdentifier)-1"
    let running = scratch.site + "/.Public.staging-\(live)"
    // Named as a build names it, but without the marker: a killed build's indexer wrote it.
    let unmarked = scratch.site + "/.Public.previous-\(dead)-12345"
    // Not a name a build gives, and no marker: somebody else's.
    let foreign = scratch.site + "/.Public.staging-notes"
    for folder in [killed, reused, running, unmarked, foreign] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      try "page\n".write(toFile: folder + "/index.html", atomically: true, encoding: .utf8)
    }
    for folder in [killed, reused, running] {
      try "".write(toFile: folder + "/.specimen-output", atomically: true, encoding: .utf8)
    }
    #expect(await run("build", "--site", scratch.site).status == 0)
    #expect(!FileManager.default.fileExists(atPath: killed))
    #expect(!FileManager.default.fileExists(atPath: reused))
    #expect(FileManager.default.fileExists(atPath: running + "/index.html"))
    #expect(!FileManager.default.fileExists(atPath: unmarked))
    #expect(
      FileManager.default.fileExists(atPath: foreign + "/index.html"), "a folder no build named or marked is not ours")
  }

  /// The id of a process that has just ended, so no process has it.
  func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}

/// Reads a process's start time the way the build names its staging folder.
enum StagedOutputProbe {
  static func owner(of pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 19 ? "\(pid)-\(fields[19])" : nil
  }
}

/// Builds killed at any point never leave the output missing or half-written, and the next build
/// clears away what they left.
@Suite struct InterruptedBuildTests {
  /// The `specimen` executable built beside this test bundle.
  static var executable: String? {
    let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent("specimen").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static var repositoryRoot: URL { Repository.root }

  @Test func killedBuildsNeverBreakTheOutput() throws {
    let executable = try #require(Self.executable, "the specimen executable is built with the tests")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-kill-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    // The bundled site: large enough that a kill lands in every step of the build.
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for folder in ["content", "templates"] {
      try FileManager.default.copyItem(
        at: Self.repositoryRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
    let output = root.path + "/Public"
    #expect(try build(executable, site: root.path).terminationStatus == 0)
    let complete = try Self.files(in: output)
    #expect(complete.keys.contains("index.html"))

    // While builds are started and killed, the output must be the complete site at every look.
    let watcher = OutputWatcher(path: output)
    watcher.start()
    var generator = SplitMix(seed: 16)
    for _ in 0..<14 {
      let process = try build(executable, site: root.path, wait: false)
      usleep(UInt32(generator.next() % 900_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let looks = watcher.stop()
    #expect(looks.count > 100)
    #expect(
      looks.allSatisfy { $0 }, "the output was missing or incomplete at \(looks.count { !$0 }) of \(looks.count) looks")
    #expect(try Self.files(in: output) == complete)

    // A killed build's search indexer outlives it for a moment, still writing into its staging
    // folder; once those are done, the next build removes every staging folder the kills left.
    Self.waitForProcesses(mentioning: root.path)
    #expect(try build(executable, site: root.path).terminationStatus == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
      $0.hasPrefix(".Public.") && $0 != ".Public.spare"
    }
    #expect(
      leftovers.isEmpty,
      "\(leftovers): \(leftovers.map { (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/" + $0)) ?? [] })"
    )
    #expect(try Self.files(in: output) == complete)
  }

  @Test func concurrentBuildsBothSucceed() throws {
    let executable = try #require(Self.executable, "the specimen executable is built with the tests")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-twice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for folder in ["content", "templates"] {
      try FileManager.default.copyItem(
        at: Self.repositoryRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
    // Twice with no output yet (both race to create it), then twice over an existing one.
    for _ in 0..<2 {
      let builds = try (0..<2).map { _ in try build(executable, site: root.path, wait: false) }
      for process in builds { process.waitUntilExit() }
      #expect(builds.map(\.terminationStatus) == [0, 0])
      #expect(FileManager.default.fileExists(atPath: root.path + "/Public/index.html"))
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
      $0.hasPrefix(".Public.") && $0 != ".Public.spare"
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  func build(_ executable: String, site: String, wait: Bool = true) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["build", "--site", site]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if wait { process.waitUntilExit() }
    return process
  }

  /// Waits (up to ten seconds) until no process has `text` on its command line.
  static func waitForProcesses(mentioning text: String) {
    for _ in 0..<100 {
      let running = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { entry in
        guard Int32(entry) != nil, Int32(entry) != getpid(),
          let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8)
        else { return false }
        return command.contains(text)
      }
      if !running { return }
      usleep(100_000)
    }
  }

  static func files(in folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
      }
    }
    return files
  }
}

/// Looks at the output on a thread of its own, as often as it can: each look records whether the
/// output was a whole site (the marker, the home page and the stylesheet all present).
final class OutputWatcher: Sendable {
  private let path: String
  private let state = Mutex<(running: Bool, looks: [Bool])>((true, []))
  private let done = DispatchSemaphore(value: 0)

  init(path: String) { self.path = path }

  func start() {
    Thread.detachNewThread { [self] in
      while state.withLock({ $0.running }) {
        let whole = ["/.specimen-output", "/index.html", "/tokens.css"].allSatisfy {
          FileManager.default.fileExists(atPath: path + $0)
        }
        state.withLock { $0.looks.append(whole) }
        usleep(500)
      }
      done.signal()
    }
  }

  func stop() -> [Bool] {
    state.withLock { $0.running = false }
    done.wait()
    return state.withLock { $0.looks }
  }
}

/// A small deterministic random number generator, so the kill points are the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt32 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: z ^ (z >> 31))
  }
}
