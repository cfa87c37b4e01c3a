import Figma

extension FigmaLibrary {
  /// The set a hint's example names: the page's own when the page is about one, else the site's
  /// first, so the example is a name the reader has, not one of another design system.
  func exampleSetName(pageTitle: String?) -> String {
    if let pageTitle, let set = componentSet(named: pageTitle) { return set.name }
    return componentSets.first?.name ?? "<component set>"
  }
}
