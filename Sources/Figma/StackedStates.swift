import SpecimenCore

extension ComponentSet {
  /// The property a component outside any set gets when its frame stacks the frames of its
  /// states at one place, each the size of the others (figmagic's Checkbox: a Normal and a
  /// Checked group; its ButtonWithFrames: Error, Warning and Normal frames). Figma shows the top
  /// one alone; read as variants of this property, each state is drawn, and audited, on its own.
  package static let stackedStateProperty = "State"

  /// The state frames among `root`'s children: at least two visible frames, groups, components
  /// or instances with one box, the largest such stack, top first as Figma's layer panel lists
  /// them; nil when there is none, or two of them share a name (no label would tell them apart).
  static func stackedStates(of root: FigmaNode) -> [FigmaNode]? {
    var stacks: [[FigmaNode]] = []
    for child in root.children where child.visible && child.isContainer {
      guard let box = child.box, box.width > 0, box.height > 0 else { continue }
      if let index = stacks.firstIndex(where: { $0[0].box.map { Self.sameBox($0, box) } == true }) {
        stacks[index].append(child)
      } else {
        stacks.append([child])
      }
    }
    guard let stack = stacks.filter({ $0.count >= 2 }).max(by: { $0.count < $1.count }) else { return nil }
    guard Set(stack.map(\.name)).count == stack.count, !stack.contains(where: { $0.name.isEmpty }) else {
      return nil
    }
    return stack.reversed()
  }

  /// Boxes within half a pixel of each other on every side.
  static func sameBox(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
  }

  /// A loose component whose frame stacks its states, read as one variant a state: each
  /// variant's tree is the component's with the other states hidden, so what else it holds (a
  /// label over every state) is drawn with each. A state's frame (or, where the root stacks
  /// none, a frame at its root) may stack states of its own one level deeper, the frames
  /// figmagic names as CSS pseudo-classes (`:hover`, `:disabled`): each is a variant too, named
  /// after both (`Warning :hover`), drawn with its frame shown over its parent's own layers.
  mutating func splitStackedStates() {
    guard isLoose, publishedVariants.count == 1, let tree = publishedVariants[0].tree,
      !properties.contains(where: { $0.name == Self.stackedStateProperty })
    else { return }
    let states = Self.stateDrawings(of: tree)
    guard states.count >= 2, Set(states.map(\.name)).count == states.count else { return }
    let base = publishedVariants[0]
    publishedVariants = states.map { state in
      let value = VariantValue(property: Self.stackedStateProperty, value: state.name)
      var variant = Variant(
        nodeID: state.frame.id, name: "\(Self.stackedStateProperty)=\(state.name)", values: [value],
        bounds: base.bounds, location: state.frame.location, texts: base.texts)
      variant.tree = state.tree
      return variant
    }
    properties.insert(
      ComponentProperty(
        rawName: Self.stackedStateProperty, name: Self.stackedStateProperty, kind: .variant,
        defaultValue: .text(states[0].name), options: states.map(\.name), preferredValues: [],
        defaultComponentName: nil, location: states[0].frame.location),
      at: 0)
    statesStacked = true
  }

  /// One drawing of a state: its name, the frame that holds it and the tree that shows it.
  struct StateDrawing {
    var name: String
    var frame: FigmaNode
    var tree: FigmaNode
  }

  /// Each state `tree` draws, top first: the states its root stacks, each shown alone (none when
  /// it stacks none), each followed by the states nested in its frame.
  static func stateDrawings(of tree: FigmaNode) -> [StateDrawing] {
    var drawings: [StateDrawing] = []
    if let states = stackedStates(of: tree) {
      let ids = Set(states.map(\.id))
      for state in states {
        var shown = tree
        for index in shown.children.indices where ids.contains(shown.children[index].id) {
          shown.children[index].visible = shown.children[index].id == state.id
        }
        guard let holder = shown.children.firstIndex(where: { $0.id == state.id }) else { continue }
        drawings.append(StateDrawing(name: state.name, frame: state, tree: shown))
        drawings += nestedDrawings(in: shown, holder: holder)
      }
      return drawings
    }
    // No stack at the root: a frame there that nests states is a state itself, its layers as
    // the file shows them.
    for holder in tree.children.indices where tree.children[holder].visible && tree.children[holder].isContainer {
      let nested = nestedDrawings(in: tree, holder: holder)
      guard !nested.isEmpty else { continue }
      let frame = tree.children[holder]
      drawings.append(StateDrawing(name: frame.name, frame: frame, tree: tree))
      drawings += nested
    }
    return drawings
  }

  /// The states nested in the root's child `holder`, each drawn over the rest of `tree`: its
  /// frame shown (a hidden state is a state the file keeps off), the other nested states
  /// hidden, the holder's layers painted over it hidden (the state's own rectangle figmagic
  /// lays on top), and its texts hidden where a text of the root lies over every state (the
  /// label each state shows in its own text's stead, as the file hides the top state's).
  static func nestedDrawings(in tree: FigmaNode, holder: Int) -> [StateDrawing] {
    let parent = tree.children[holder]
    let states = nestedStates(of: parent)
    guard !states.isEmpty else { return [] }
    let ids = Set(states.map(\.id))
    let labels = tree.children.filter { $0.visible && $0.type == .text }.compactMap(\.box)
    return states.map { state in
      var shown = tree
      var frame = parent
      let position = frame.children.firstIndex { $0.id == state.id } ?? 0
      let box = Self.extent(of: state)
      for index in frame.children.indices {
        let child = frame.children[index]
        if ids.contains(child.id) {
          frame.children[index].visible = child.id == state.id
          if child.id == state.id {
            frame.children[index] = Self.hidingTexts(under: labels, in: frame.children[index])
          }
        } else if index > position, let childBox = child.box, let box, childBox.intersection(box) != nil {
          frame.children[index].visible = false
        }
      }
      shown.children[holder] = frame
      return StateDrawing(name: "\(parent.name) \(state.name)", frame: state, tree: shown)
    }
  }

  /// The frames in `parent` that hold states of it: containers named as a pseudo-class (`:hover`),
  /// at the parent's own place, top first.
  static func nestedStates(of parent: FigmaNode) -> [FigmaNode] {
    guard let place = parent.box else { return [] }
    let states = parent.children.filter { child in
      guard child.isContainer, child.name.count > 1, child.name.hasPrefix(":"),
        let first = child.name.dropFirst().first, first.isLetter, let box = extent(of: child)
      else { return false }
      return sameBox(box, place)
    }
    guard Set(states.map(\.name)).count == states.count else { return [] }
    return states.reversed()
  }

  /// A node's box, or where it has none of any size (Figma gives a hidden group 0 × 0), its
  /// children's.
  static func extent(of node: FigmaNode) -> Rect? {
    if let box = node.box, box.width > 0, box.height > 0 { return box }
    return node.children.compactMap(\.box).filter { $0.width > 0 && $0.height > 0 }.reduce(nil) { $0?.union($1) ?? $1 }
  }

  /// `node` with its texts that lie under one of `labels` hidden.
  static func hidingTexts(under labels: [Rect], in node: FigmaNode) -> FigmaNode {
    var node = node
    if node.type == .text, let box = node.box, labels.contains(where: { $0.intersection(box) != nil }) {
      node.visible = false
    }
    node.children = node.children.map { hidingTexts(under: labels, in: $0) }
    return node
  }
}

extension FigmaNode {
  /// A node that holds others and is drawn as what it holds: a frame, group, component or instance.
  var isContainer: Bool {
    switch type {
    case .frame, .group, .component, .instance: true
    default: false
    }
  }
}
