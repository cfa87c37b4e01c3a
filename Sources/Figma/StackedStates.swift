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
  /// label over every state) is drawn with each.
  mutating func splitStackedStates() {
    guard isLoose, publishedVariants.count == 1, let tree = publishedVariants[0].tree,
      let states = Self.stackedStates(of: tree),
      !properties.contains(where: { $0.name == Self.stackedStateProperty })
    else { return }
    let base = publishedVariants[0]
    let ids = Set(states.map(\.id))
    publishedVariants = states.map { state in
      var shown = tree
      for index in shown.children.indices where ids.contains(shown.children[index].id) {
        shown.children[index].visible = shown.children[index].id == state.id
      }
      let value = VariantValue(property: Self.stackedStateProperty, value: state.name)
      var variant = Variant(
        nodeID: state.id, name: "\(Self.stackedStateProperty)=\(state.name)", values: [value],
        bounds: base.bounds, location: state.location, texts: base.texts)
      variant.tree = shown
      return variant
    }
    properties.insert(
      ComponentProperty(
        rawName: Self.stackedStateProperty, name: Self.stackedStateProperty, kind: .variant,
        defaultValue: .text(states[0].name), options: states.map(\.name), preferredValues: [],
        defaultComponentName: nil, location: states[0].location),
      at: 0)
    statesStacked = true
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
