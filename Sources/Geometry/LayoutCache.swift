import SpecimenCore
import Synchronization

/// What a kept layout is found by: its set and the values it was drawn with, in the
/// dictionaries the layout itself holds, so a key costs no memory of its own.
struct LayoutKey: Hashable, Sendable {
  var set: String
  var variant: PropertyValues
  var properties: PropertyValues

  /// The set and the variant's values, in the order of their names: the names are the set's,
  /// and the other properties are their defaults but for a page that fixes one, so hashing them
  /// too would tell no more keys apart. Keys compare whole.
  func hash(into hasher: inout Hasher) {
    hasher.combine(set)
    for (_, value) in variant { hasher.combine(value) }
  }
}

/// Laid-out variants by set and property values, shared by the pages rendering in parallel. A
/// library updated after an edit reads through to the cache of the library before it, except
/// for the sets it checked again, so the layouts of the sets an edit did not touch are kept
/// without copying them.
final class LayoutCache: Sendable {
  /// A layout in a box of its own: the table keeps a word a slot, and about a third of its
  /// slots are empty at any size.
  private final class Kept: Sendable {
    let component: LaidOutComponent
    init(_ component: LaidOutComponent) { self.component = component }
  }

  private let components = Mutex<[LayoutKey: Kept]>([:])
  private let earlier: LayoutCache?
  /// The sets whose layouts in `earlier` no longer hold.
  private let replaced: Set<String>
  private let depth: Int

  init() {
    earlier = nil
    replaced = []
    depth = 0
  }

  private init(earlier: LayoutCache, replaced: Set<String>) {
    self.earlier = earlier
    self.replaced = replaced
    depth = earlier.depth + 1
  }

  func component(for key: LayoutKey) -> LaidOutComponent? {
    if let own = components.withLock({ $0[key] }) { return own.component }
    guard let earlier, !replaced.contains(key.set) else { return nil }
    return earlier.component(for: key)
  }

  func keep(_ component: LaidOutComponent) {
    let key = LayoutKey(set: component.set, variant: component.variant, properties: component.properties)
    let kept = Kept(component)
    components.withLock { $0[key] = kept }
  }

  /// A cache for the library after an update: the layouts of every set but `sets` carry over.
  func replacing(_ sets: Set<String>) -> LayoutCache {
    // A long chain of edits is folded into one dictionary now and then, newest layouts first.
    guard depth >= 32 else { return LayoutCache(earlier: self, replaced: sets) }
    var all: [LayoutKey: Kept] = [:]
    var gone = sets
    var level: LayoutCache? = self
    while let cache = level {
      for (key, component) in cache.components.withLock({ $0 }) where all[key] == nil && !gone.contains(key.set) {
        all[key] = component
      }
      gone.formUnion(cache.replaced)
      level = cache.earlier
    }
    let folded = LayoutCache()
    folded.components.withLock { $0 = all }
    return folded
  }
}
