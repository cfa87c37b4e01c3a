import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Watches folders recursively with inotify (no polling) and reports changed files in batches:
/// an editor's save (a temp file written, then renamed over the page) arrives as several events
/// within a millisecond or two, and becomes one batch once the folders have been quiet for
/// `quiet` milliseconds.
final class FileWatcher: Sendable {
  private let inotify: Int32
  /// A pipe whose write end stops the watching thread.
  private let wake: (read: Int32, write: Int32)
  private let folders = Mutex<[Int32: String]>([:])
  /// Roots that do not exist yet (a templates/ folder a site makes later), and the watches on
  /// the nearest folder above each, which wait for it to appear; those folders are not watched
  /// otherwise, so nothing else in them (a site's Public/) is reported.
  private let awaited = Mutex<(roots: Set<String>, parents: [Int32: String])>(([], [:]))
  private let quiet: Int32
  /// The quiet window, in milliseconds, once a save has completed.
  static let afterSave: Int32 = 2

  /// Starts watching every folder under `roots`, and waits for those that do not exist yet;
  /// `onChange` gets the paths (as `root/relative`) on the watcher's own thread.
  package init(roots: [String], quietMilliseconds: Int = 8, onChange: @escaping @Sendable ([String]) -> Void) throws {
    inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard inotify >= 0 else {
      throw ServerError(description: "cannot watch files: \(String(cString: strerror(errno)))")
    }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      close(inotify)
      throw ServerError(description: "cannot watch files: \(String(cString: strerror(errno)))")
    }
    wake = (ends[0], ends[1])
    quiet = Int32(quietMilliseconds)
    for root in roots { addRoot(root) }
    let thread = Thread { [self] in run(onChange) }
    thread.name = "specimen file watcher"
    thread.start()
  }

  /// Watches one more folder (and the folders under it), unless it is watched already.
  package func watch(_ root: String) {
    guard !folders.withLock({ $0.values.contains(root) }) else { return }
    add(root)
  }

  /// Watches `root` whole once it exists; until then, the nearest folder above it that does,
  /// for the folder on the way to it that appears next.
  private func addRoot(_ root: String) {
    if isFolder(root) {
      add(root)
      return
    }
    var parent = (root as NSString).deletingLastPathComponent
    while !parent.isEmpty, parent != "/", !isFolder(parent) { parent = (parent as NSString).deletingLastPathComponent }
    guard isFolder(parent) else { return }
    // IN_MASK_ADD: the folder may be watched whole already, with a wider mask kept.
    let descriptor = inotify_add_watch(
      inotify, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR) | UInt32(IN_MASK_ADD))
    guard descriptor >= 0 else { return }
    awaited.withLock {
      $0.roots.insert(root)
      $0.parents[descriptor] = parent
    }
    // `mkdir -p` may have made the next folder on the way between the look above and the
    // watch, which reports only what is made after it: look again, one folder deeper each time.
    if let step = root.dropFirst(parent.count + 1).split(separator: "/").first, isFolder(parent + "/" + step) {
      addRoot(root)
    }
  }

  private func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// A folder appeared in a folder that waits for a root: the root is watched whole if it is
  /// the folder, and waited for from the folder if the folder leads to it. Returns the files of
  /// a root that appeared, which are changes.
  private func appeared(_ path: String) -> [String] {
    let roots = awaited.withLock { awaited in
      let reached = awaited.roots.filter { $0 == path || $0.hasPrefix(path + "/") }
      awaited.roots.subtract(reached)
      return reached
    }
    var changed: [String] = []
    for root in roots.sorted() {
      let watched = folders.withLock { $0.values.contains(root) }
      addRoot(root)
      // `mkdir -p` may have made the root too before this watch on its way was placed.
      if !watched, folders.withLock({ $0.values.contains(root) }) { changed += Self.files(under: root) + [root] }
    }
    return changed
  }

  package func stop() {
    var one: UInt8 = 1
    _ = Glibc.write(wake.write, &one, 1)
  }

  static let mask = UInt32(
    IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_DELETE_SELF | IN_ATTRIB)

  /// Adds a watch on `folder` and every folder under it (hidden ones skipped).
  private func add(_ folder: String) {
    guard isFolder(folder) else { return }
    let descriptor = inotify_add_watch(inotify, folder, Self.mask | UInt32(IN_ONLYDIR))
    if descriptor >= 0 { folders.withLock { $0[descriptor] = folder } }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for entry in entries.sorted() where !entry.hasPrefix(".") { add(folder + "/" + entry) }
  }

  private func run(_ onChange: @Sendable ([String]) -> Void) {
    var pending: [String] = []
    var seen: Set<String> = []
    var created: Set<String> = []
    var saved = false
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      var fds = [
        pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      // Wait without end for a first event; then only until the folders are quiet: briefly once
      // a file was closed after writing or renamed into place (a save is done), else longer.
      // Events that arrive while a rebuild runs wait in the queue and make the next batch.
      let ready = poll(&fds, 2, pending.isEmpty ? -1 : (saved ? Self.afterSave : quiet))
      if ready < 0 && errno == EINTR { continue }
      if fds[1].revents != 0 { break }
      if ready == 0 {
        // A file made and gone within the batch (an editor's temporary file) changed nothing.
        pending.removeAll { created.contains($0) && !FileManager.default.fileExists(atPath: $0) }
        if !pending.isEmpty { onChange(pending) }
        created = []
        pending = []
        seen = []
        saved = false
        continue
      }
      let count = read(inotify, &buffer, buffer.count)
      guard count > 0 else { continue }
      for event in events(in: buffer[0..<count]) {
        if event.isNew { created.insert(event.path) }
        if seen.insert(event.path).inserted { pending.append(event.path) }
        saved = saved || event.completesSave
      }
    }
    close(inotify)
    close(wake.read)
    close(wake.write)
  }

  /// The paths inotify's records name; a new folder is watched at once (with what it holds).
  private func events(in bytes: ArraySlice<UInt8>) -> [(path: String, isNew: Bool, completesSave: Bool)] {
    var paths: [(path: String, isNew: Bool, completesSave: Bool)] = []
    var offset = bytes.startIndex
    let header = MemoryLayout<inotify_event>.size
    while offset + header <= bytes.endIndex {
      let (descriptor, mask, length) = bytes.withUnsafeBytes { raw in
        let base = raw.baseAddress! + (offset - bytes.startIndex)
        return (
          base.loadUnaligned(as: Int32.self), base.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
          Int(base.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
        )
      }
      let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.endIndex)]
      let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      offset += header + length
      if let parent = awaited.withLock({ $0.parents[descriptor] }) {
        if mask & UInt32(IN_IGNORED) != 0 { awaited.withLock { _ = $0.parents.removeValue(forKey: descriptor) } }
        if mask & UInt32(IN_ISDIR) != 0, !name.isEmpty {
          paths += appeared(parent + "/" + name).map { ($0, false, false) }
        }
        // A folder watched whole as well reports its own events below.
        if folders.withLock({ $0[descriptor] == nil }) { continue }
      }
      guard let folder = folders.withLock({ $0[descriptor] }) else { continue }
      if mask & UInt32(IN_IGNORED) != 0 {
        folders.withLock { _ = $0.removeValue(forKey: descriptor) }
        continue
      }
      guard !name.isEmpty, !name.hasPrefix(".") else { continue }
      let path = folder + "/" + name
      if mask & UInt32(IN_ISDIR) != 0 {
        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
          add(path)
          paths += Self.files(under: path).map { ($0, false, false) }
          // A root waited for inside a watched folder is watched now, with it.
          awaited.withLock { _ = $0.roots.remove(path) }
        }
        paths.append((path, false, false))
        continue
      }
      // Editors' backup and swap files are not the site's.
      if name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913" { continue }
      paths.append(
        (path, mask & UInt32(IN_CREATE) != 0, mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0))
    }
    return paths
  }

  /// Files already in a folder that appeared (a folder moved in whole, or made and filled at once).
  static func files(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let item = enumerator.nextObject() as? String { files.append(folder + "/" + item) }
    return files.sorted()
  }
}
