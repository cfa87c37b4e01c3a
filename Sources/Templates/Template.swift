/// A compiled Mustache template. Compile once, render many times, from any thread.
public struct Template: Sendable {
  /// The name errors are reported under (the site passes the template's file path).
  public let name: String
  let nodes: [TemplateNode]
  /// Every `{{>partial}}` tag, in source order, with its position.
  public let partialReferences: [PartialReference]

  public init(_ text: String, name: String = "template") throws(TemplateSyntaxError) {
    self.name = name
    (nodes, partialReferences) = try Parser.parse(text, name: name)
  }

  /// Every partial the template names (the site checks that each exists).
  public var partialNames: Set<String> { Set(partialReferences.map(\.name)) }

  /// Renders with partials looked up by name; each partial is compiled at most once per call.
  /// A partial that cannot be found renders as nothing.
  public func render(_ context: TemplateValue, partials: (String) -> String?) throws -> String {
    try withoutActuallyEscaping(partials) { source in
      var renderer = Renderer(partials: SourcePartials(source: source), root: context)
      try renderer.render(self)
      return renderer.output
    }
  }

  public func render(_ context: TemplateValue, partials: [String: String] = [:]) throws -> String {
    try render(context) { partials[$0] }
  }

  /// Renders with the library's compiled templates as partials: nothing is parsed here.
  public func render(_ context: TemplateValue, library: TemplateLibrary) throws -> String {
    var renderer = Renderer(partials: library, root: context)
    try renderer.render(self)
    return renderer.output
  }

  /// Renders with the library's compiled templates as partials, as UTF-8 bytes, with room for
  /// `capacity` of them made at once: output written straight to a file is never made a String,
  /// whose bytes would be checked once more.
  public func renderUTF8(_ context: TemplateValue, library: TemplateLibrary, capacity: Int = 0) throws -> [UInt8] {
    var renderer = Renderer(partials: library, root: context)
    try renderer.render(self, capacity: capacity)
    return renderer.outputBytes
  }
}

/// Where a template names a partial.
public struct PartialReference: Sendable, Hashable {
  public var name: String
  public var line: Int
  public var column: Int

  public init(name: String, line: Int, column: Int) {
    self.name = name
    self.line = line
    self.column = column
  }
}

/// Named, compiled templates that serve as each other's partials. A library is a value:
/// build it once, then render hundreds of pages from it in parallel.
public struct TemplateLibrary: Sendable {
  private var templates: [String: Template] = [:]

  public init() {}

  /// Compiles every source; the first syntax error, in name order, is thrown.
  public init(sources: [String: String]) throws(TemplateSyntaxError) {
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      try add(text, as: name)
    }
  }

  /// Compiles `text` and files it under `name` (its name in `{{>name}}` tags);
  /// `file` is the name errors are reported under, the name itself by default.
  public mutating func add(_ text: String, as name: String, file: String? = nil)
    throws(TemplateSyntaxError)
  {
    templates[name] = try Template(text, name: file ?? name)
  }

  public mutating func add(_ template: Template, as name: String) {
    templates[name] = template
  }

  public subscript(name: String) -> Template? { templates[name] }

  /// The names in sorted order.
  public var names: [String] { templates.keys.sorted() }

  /// Renders the template filed under `name`, with the library's templates as partials.
  public func render(_ name: String, _ context: TemplateValue) throws -> String {
    guard let template = templates[name] else {
      throw TemplateRenderError(
        templateName: name, line: 1, column: 1, message: "no template named '\(name)'")
    }
    return try template.render(context, library: self)
  }
}

/// Compiles `template` and renders it: the one call most users need.
///
///     let html = try renderMustache(
///       "<h1>{{title}}</h1>{{>footer}}", context: ["title": "Toggle"],
///       partials: { $0 == "footer" ? "<footer>{{title}}</footer>" : nil })
public func renderMustache(
  _ template: String, context: TemplateValue, partials: (String) -> String? = { _ in nil }
) throws -> String {
  try Template(template).render(context, partials: partials)
}
