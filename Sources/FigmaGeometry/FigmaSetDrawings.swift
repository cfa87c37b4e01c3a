import Figma
import Geometry
import SpecimenCore
import Synchronization

/// Figma's drawings of a site's sets, each made when it is first asked for, the set's node trees
/// let go as soon as it is drawn. A set a model draws needs Figma's drawing only to compare the
/// model with it, so a build that asks set by set holds neither the drawings of every set nor,
/// once they are drawn, every set's trees.
package final class FigmaSetDrawings: SetDrawings {
  /// One set: the set until it is drawn, then what its drawing left to say.
  private struct Slot: Sendable {
    var set: ComponentSet?
    var drawn: FigmaDrawing.DrawnSet?
  }

  package let setNames: [String]
  private let index: [String: Int]
  private let slots: Mutex<[Slot]>
  private let variables: FigmaVariableNames
  private let cssVariable: @Sendable (String) -> String
  private let measurer: TextMeasurer

  /// `sets`: sets with node trees. Of sets that share a name the first is drawn, as
  /// `FigmaDrawing.drawingsAndNotes` draws them.
  package init(
    sets: [ComponentSet], variables: FigmaVariableNames, cssVariable: @escaping @Sendable (String) -> String,
    measurer: TextMeasurer
  ) {
    var names: [String] = []
    var index: [String: Int] = [:]
    var slots: [Slot] = []
    for set in sets where index[set.name] == nil {
      index[set.name] = names.count
      names.append(set.name)
      slots.append(Slot(set: set))
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
    let taken = slots.withLock { slots -> ComponentSet? in
      defer { slots[number].set = nil }
      return slots[number].set
    }
    guard let set = taken else { return nil }
    let (components, drawing) = FigmaDrawing.drawing(
      of: set, variables: variables, cssVariable: cssVariable, measurer: measurer)
    let notes = components.isEmpty ? nil : drawing.map(FigmaDrawing.DrawingNotes.init)
    let drawn = FigmaDrawing.DrawnSet(name: set.name, location: set.location, notes: notes)
    slots.withLock { $0[number].drawn = drawn }
    return components.isEmpty ? nil : components
  }

  /// What each set's drawing could not name or draw exactly, by set, as
  /// `FigmaDrawing.drawingsAndNotes` says it; a set not asked for is drawn for it first.
  package func notes() -> [String: [Diagnostic]] {
    for name in setNames where slots.withLock({ $0[index[name]!].set != nil }) { _ = drawing(of: name) }
    let drawn = slots.withLock { $0.compactMap(\.drawn) }
    return FigmaDrawing.notes(drawn, measurer: measurer)
  }
}
