import Figma
import Geometry
import SpecimenCore
import Synchronization

/// Figma's drawings of a site's sets, each made when it is first asked for, the set's node trees
/// let go as soon as it is drawn. A set a model draws needs Figma's drawing only to compare the
/// model with it, so a build that asks set by set holds neither the drawings of every set nor,
/// once they are drawn, every set's trees.
package final class FigmaSetDrawings: SetDrawings {
  /// One name: its sets in file order until one is drawn, then what each drawing tried left to say,
  /// with its place in the file order.
  private struct Slot: Sendable {
    var candidates: [(order: Int, set: ComponentSet)] = []
    var drawn: [(order: Int, set: FigmaDrawing.DrawnSet)] = []
  }

  package let setNames: [String]
  private let index: [String: Int]
  private let slots: Mutex<[Slot]>
  private let variables: FigmaVariableNames
  private let cssVariable: @Sendable (String) -> String
  private let measurer: TextMeasurer

  /// `sets`: sets with node trees. Of sets that share a name, the first in file order with a
  /// variant to draw is drawn.
  package init(
    sets: [ComponentSet], variables: FigmaVariableNames, cssVariable: @escaping @Sendable (String) -> String,
    measurer: TextMeasurer
  ) {
    var names: [String] = []
    var index: [String: Int] = [:]
    var slots: [Slot] = []
    for (order, set) in sets.enumerated() {
      let number = index[set.name] ?? names.count
      if number == names.count {
        index[set.name] = number
        names.append(set.name)
        slots.append(Slot())
      }
      slots[number].candidates.append((order, set))
    }
    self.setNames = names
    self.index = index
    self.slots = Mutex(slots)
    self.variables = variables
    self.cssVariable = cssVariable
    self.measurer = measurer
  }

  package func drawing(of name: String) -> [LaidOutComponent]? {
    guard let number = index[name] else { return nil }
    let candidates = slots.withLock { slots in
      defer { slots[number].candidates = [] }
      return slots[number].candidates
    }
    var drawn: [(order: Int, set: FigmaDrawing.DrawnSet)] = []
    var found: [LaidOutComponent]?
    for (order, set) in candidates {
      let (components, drawing) = FigmaDrawing.drawing(
        of: set, variables: variables, cssVariable: cssVariable, measurer: measurer)
      let notes = components.isEmpty ? nil : drawing.map(FigmaDrawing.DrawingNotes.init)
      drawn.append((order, FigmaDrawing.DrawnSet(name: set.name, location: set.location, notes: notes)))
      if notes != nil {
        found = components
        break
      }
    }
    slots.withLock { $0[number].drawn.append(contentsOf: drawn) }
    return found
  }

  /// What each set's drawing could not name or draw exactly, by set, in file order; a set not
  /// asked for is drawn for it first.
  package func notes() -> [String: [Diagnostic]] {
    for name in setNames { _ = drawing(of: name) }
    let drawn = slots.withLock { $0.flatMap(\.drawn) }.sorted { $0.order < $1.order }.map(\.set)
    return FigmaDrawing.notes(drawn, measurer: measurer)
  }
}
