import Testing

@testable import SpecimenCLI

/// Which files `specimen init` plans for which data, without the file system.
@Suite struct InitPlannerTests {
  typealias Group = InitInputs.TokenGroup

  static let tokens = InitInputs.TokenInput(
    setting: .source("content/tokens/acme.tokens.json", format: nil),
    shownModifier: .init(name: "theme", contexts: ["light", "dark"]),
    groups: [
      Group(path: "spacing", directTokens: ["spacing/sm", "spacing/md"], tokenCount: 2, mainType: "dimension"),
      Group(
        path: "color", subgroups: ["color/text", "color/background"], tokenCount: 6, mainType: "color",
        varyingModifiers: ["theme"]),
    ])

  static func set(
    _ name: String, description: String = "", variants: Int = 2, drawable: Bool = false, bound: [String] = []
  ) -> InitInputs.ComponentSetInput {
    InitInputs.ComponentSetInput(
      name: name, description: description, propertyCount: 1, variantPropertyCount: 1, variantCount: variants,
      isDrawable: drawable, figmaURL: nil, boundTokens: bound)
  }

  @Test func anEmptyFolderGetsSiteYmlAndAHomePage() throws {
    let plan = InitPlanner.plan(InitInputs(name: "Acme"))
    #expect(plan.paths == ["content/site.yml", "content/pages/index.md"])
    let site = try #require(plan.text(at: "content/site.yml"))
    #expect(site.contains("\nname: Acme\n"))
    #expect(!site.contains("sections:"))
    #expect(try #require(plan.text(at: "content/pages/index.md")).contains("--tokens"))
  }

  @Test func tokensGiveOneFoundationsPagePerTopLevelGroupColorsFirst() throws {
    let plan = InitPlanner.plan(InitInputs(name: "Acme", tokens: Self.tokens))
    #expect(
      plan.paths == [
        "content/site.yml", "content/pages/index.md", "content/pages/foundations/color.md",
        "content/pages/foundations/spacing.md",
      ])
    let color = try #require(plan.text(at: "content/pages/foundations/color.md"))
    #expect(color.contains("order: 1\n"))
    #expect(color.contains("## Text\n\n```token-list color/text\n```"))
    // No color's name says where it goes: the page says so rather than measuring every text on
    // every background.
    #expect(color.contains("## Contrast\n\nThe token names do not say which of `color/text` go on which of"))
    #expect(!color.contains("```contrast-pairs"))
    #expect(color.contains("summary: \"6 color tokens, in Light and Dark.\"\n"))
    // A group that holds other types beside its colours is counted in tokens, not colour tokens.
    var mixed = Self.tokens
    mixed.groups[1].isOneType = false
    let mixedColor = try #require(
      InitPlanner.plan(InitInputs(name: "Acme", tokens: mixed)).text(at: "content/pages/foundations/color.md"))
    #expect(mixedColor.contains("summary: \"6 tokens, in Light and Dark.\"\n"))
    let spacing = try #require(plan.text(at: "content/pages/foundations/spacing.md"))
    // Spacing reads the same in light and dark: its page does not name them.
    #expect(spacing.contains("summary: \"2 dimension tokens.\"\n"), "\(spacing)")
    #expect(spacing.contains("\nEvery token of `spacing`, resolved, with the aliases it goes through.\n"))
    #expect(!spacing.contains("\nThe tables are read"))
    // The page's one table starts open, whatever its length.
    #expect(spacing.contains("```token-list spacing\nopen\n```"))
    let site = try #require(plan.text(at: "content/site.yml"))
    #expect(site.contains("sections: [Foundations]\n"))
    #expect(site.contains("  source: content/tokens/acme.tokens.json\n"))
    #expect(site.contains("  contexts:"))
    #expect(site.contains("    theme: [light, dark]\n"))
  }

  /// Tokens in no group whose source gives each a category (Theo's) are sectioned by it, under
  /// the names Theo's own `html` format gives them, in the order first met.
  @Test func ungroupedTokensAreSectionedByTheirCategory() throws {
    var tokens = InitInputs.TokenInput(setting: .source("tokens", format: "theo"), groups: [])
    tokens.looseTokens = ["color-background", "space-10", "color-background-strong", "z-index-10"]
    tokens.looseCategories = [
      "color-background": "background-color", "space-10": "spacing", "color-background-strong": "background-color",
      "z-index-10": "z-index",
    ]
    let plan = InitPlanner.plan(InitInputs(name: "Acme", tokens: tokens))
    let page = try #require(plan.text(at: "content/pages/foundations/ungrouped-tokens.md"))
    #expect(
      page.contains(
        "\n## Background Colors\n\n```tokens\ncolor-background\ncolor-background-strong\n```\n"
          + "\n## Spacing\n\n```tokens\nspace-10\n```\n\n## z-index\n\n```tokens\nz-index-10\n```\n"),
      "\(page)")
    // Without a category for every token, one table, as before.
    tokens.looseCategories["space-10"] = nil
    let plain = try #require(
      InitPlanner.plan(InitInputs(name: "Acme", tokens: tokens)).text(
        at: "content/pages/foundations/ungrouped-tokens.md"))
    #expect(!plain.contains("## "))
  }

  @Test func smallGroupsShareAPageOfTheirKind() throws {
    // Named like Appetite UI: many small top-level color groups, and one large one.
    let groups = [
      Group(path: "colors", directTokens: (1...8).map { "colors/c\($0)" }, tokenCount: 8, mainType: "color"),
      Group(path: "bg", directTokens: ["bg/white-0", "bg/weak-50"], tokenCount: 2, mainType: "color"),
      Group(path: "radius", directTokens: ["radius/8"], tokenCount: 1, mainType: "dimension"),
      Group(path: "text", directTokens: ["text/strong-950"], tokenCount: 1, mainType: "color"),
      Group(path: "space", directTokens: ["space/4", "space/8"], tokenCount: 2, mainType: "dimension"),
      Group(path: "focusRing", directTokens: ["focusRing/x"], tokenCount: 1, mainType: "shadow"),
    ]
    var tokens = Self.tokens
    tokens.groups = groups
    let layout = InitPlanner.foundationLayout(tokens)
    #expect(layout.map(\.title) == ["Colors", "Spacing and sizes", "Focus ring"])
    #expect(layout[0].groups.map(\.path) == ["colors", "bg", "text"])
    #expect(layout[1].groups.map(\.path) == ["radius", "space"])
    let plan = InitPlanner.plan(InitInputs(name: "Acme", tokens: tokens))
    let colors = try #require(plan.text(at: "content/pages/foundations/colors.md"))
    #expect(colors.contains("## Bg\n\n```token-list bg\n```"))
    #expect(colors.contains("## Contrast\n\nThe token names do not say which of `text` go on which of `bg`"))
    #expect(plan.paths.contains("content/pages/foundations/focus-ring.md"))
  }

  @Test func aComponentPageShowsOnlyWhatTheDataHolds() throws {
    var inputs = InitInputs(name: "Acme", tokens: Self.tokens)
    inputs.figma = [
      .init(
        contentPath: "figma/acme.json",
        sets: [
          Self.set(
            "Button", description: "Triggers an action. Use one per view.", drawable: true, bound: ["color/text"]),
          Self.set("Badge", variants: 1),
        ])
    ]
    inputs.codeComponents = ["Button": "ButtonView"]
    inputs.props = [.init(contentPath: "code/docgen.json", components: [.init(name: "ButtonView")])]
    let plan = InitPlanner.plan(inputs)
    let button = try #require(plan.text(at: "content/pages/components/button.md"))
    let badge = try #require(plan.text(at: "content/pages/components/badge.md"))
    #expect(button.contains("summary: Triggers an action.\n"))
    #expect(button.contains("```figma-description Button\n"))
    for block in ["specimens Button", "properties Button", "variants Button", "props ButtonView", "parity Button"] {
      #expect(button.contains("```" + block + "\n"), "\(block)")
    }
    #expect(button.contains("```tokens\ncolor/text\n```"))
    // No trees, one variant, no description, no code: none of those sections.
    for block in ["specimens", "variants", "figma-description", "props", "parity", "tokens"] {
      #expect(!badge.contains("```" + block), "\(block)")
    }
    #expect(!badge.contains("summary:"))
    // Alphabetical order in the Components section.
    #expect(badge.contains("order: 1\n"))
    #expect(button.contains("order: 2\n"))
    #expect(try #require(plan.text(at: "content/site.yml")).contains("sections: [Foundations, Components]\n"))
  }

  /// A barrel file declaring 300 components: each page links the first dozen of the others and
  /// says how many more, itself never among them.
  @Test func aFileDeclaringManyComponentsLinksADozenAndCountsTheRest() throws {
    var inputs = InitInputs(name: "Acme")
    let names = (0..<300).map { "Part\($0)" }
    inputs.props = [
      .init(
        contentPath: "code/barrel.json",
        components: names.map { name in
          var input = InitInputs.CodeComponentInput(name: name)
          input.sourceFile = "src/index.tsx"
          return input
        })
    ]
    let plan = InitPlanner.plan(inputs)
    let page = try #require(plan.text(at: "content/pages/components/part0.md"))
    let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("- Declared in the same file: ") })
    #expect(line.components(separatedBy: "](").count - 1 == 12)
    #expect(line.hasSuffix(" and 287 more"), "\(line)")
    #expect(!line.contains("[Part0]"))
    #expect(line.contains("[Part1](part1.md)"))
  }

  /// Components only code describes (SDS's docgen output beside a Figma file of other
  /// components), declared in one file: the one the file is named for has the page, which shows
  /// the others' props with its own and names the file its source records; the others get no
  /// page. A component with a Figma set does not say it is code only.
  @Test func aFilesCodeOnlyComponentsShareThePageOfTheOneItIsNamedFor() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [.init(contentPath: "figma/acme.json", sets: [Self.set("Checkbox")])]
    inputs.codeComponents = ["Checkbox": "Checkbox"]
    func code(_ name: String, _ file: String) -> InitInputs.CodeComponentInput {
      var input = InitInputs.CodeComponentInput(name: name)
      input.sourceFile = file
      input.tool = "react-docgen-typescript"
      return input
    }
    inputs.props = [
      .init(
        contentPath: "code/folder",
        components: [
          code("TextareaField", "src/ui/primitives/Textarea/Textarea.tsx"),
          code("Textarea", "src/ui/primitives/Textarea/Textarea.tsx"),
          code("Checkbox", "src/ui/primitives/Checkbox/Checkbox.tsx"), .init(name: "Tooltip"),
        ])
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(plan.text(at: "content/pages/components/textarea-field.md") == nil)
    let textarea = try #require(plan.text(at: "content/pages/components/textarea.md"))
    #expect(
      textarea.contains(
        "\n`Textarea` is a React component, documented here with `TextareaField`, declared in the same file. "
          + "They have no drawings here: the Figma file of this site has no component of their names.\n"), "\(textarea)"
    )
    #expect(
      textarea.contains(
        "\n- Source: `src/ui/primitives/Textarea/Textarea.tsx`, as react-docgen-typescript records it\n\n"
          + "```props Textarea, TextareaField\n```"), "\(textarea)")
    let checkbox = try #require(plan.text(at: "content/pages/components/checkbox.md"))
    #expect(!checkbox.contains("code only"))
    #expect(checkbox.contains("- Source: `src/ui/primitives/Checkbox/Checkbox.tsx`"))
    #expect(!checkbox.contains("Declared in the same file"))
    // A source that records no file: no list, only the sentence and the props.
    let tooltip = try #require(plan.text(at: "content/pages/components/tooltip.md"))
    #expect(!tooltip.contains("- Source:"))
    #expect(
      tooltip.contains(
        "\n`Tooltip` is a code component. It has no drawings here: the Figma file of this site has no component "
          + "of its name.\n"), "\(tooltip)")
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("- [Textarea](components/textarea.md): With TextareaField\n"), "\(home)")
    #expect(home.contains(" and 4 code components ("), "\(home)")
  }

  /// SDS's docgen output and its Code Connect files beside a Figma file that holds none of their
  /// components: a part Code Connect maps still joins its file's page, whose Example block shows
  /// every mapping of the file, and the page does not ask for the Figma file init was given.
  @Test func mappedPartsJoinTheirFilesPageTooWithTheirExamples() throws {
    var inputs = InitInputs(name: "SDS")
    inputs.figma = [.init(contentPath: "figma/other.json", sets: [Self.set("Logo")])]
    func code(_ name: String) -> InitInputs.CodeComponentInput {
      var input = InitInputs.CodeComponentInput(name: name)
      input.sourceFile = "src/ui/primitives/Text/Text.tsx"
      input.tool = "react-docgen-typescript"
      return input
    }
    func mapping(_ name: String) -> InitInputs.CodeComponentInput {
      var input = InitInputs.CodeComponentInput(
        name: name, hasProps: false, codeConnectFile: "code/primitives/Text.figma.tsx")
      input.hasExample = true
      return input
    }
    inputs.props = [
      .init(contentPath: "code/folder", components: [code("Text"), code("TextSmall"), code("TextCode")]),
      .init(contentPath: "code/primitives", components: [mapping("Text"), mapping("TextSmall")]),
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(plan.text(at: "content/pages/components/text-small.md") == nil)
    let text = try #require(plan.text(at: "content/pages/components/text.md"))
    #expect(text.contains("```props Text, TextSmall, TextCode\n```"), "\(text)")
    #expect(text.contains("Code Connect maps `Text` and `TextSmall` to their components in Figma.\n"))
    #expect(
      text.contains("<!-- The code API is read from `content/code/folder` and `content/code/primitives/Text.figma.tsx`")
    )
    #expect(text.contains("```code-connect Text, TextSmall\n```"))
    #expect(!text.contains("Give `specimen init` the Figma file"))
  }

  /// A mapping whose Figma address is a web address (Primer's Label.figma.tsx) links the
  /// component in Figma; a placeholder (SDS's `<FIGMA_…>`) is no link; neither names a file.
  @Test func codeConnectMappingsLinkTheirComponentInFigmaNotTheirFile() throws {
    var inputs = InitInputs(name: "Primer")
    func mapping(_ name: String, _ url: String?) -> InitInputs.CodeComponentInput {
      var input = InitInputs.CodeComponentInput(
        name: name, hasProps: false, codeConnectFile: "code/react/\(name).figma.tsx")
      input.figmaURL = url
      input.hasExample = true
      return input
    }
    let label = "https://www.figma.com/design/GCvY3Qv8czRgZgvl1dG6lp/Primer-Web?node-id=18959-65008&m=dev"
    inputs.props = [.init(contentPath: "code/react", components: [mapping("Label", label), mapping("Search", nil)])]
    let plan = InitPlanner.plan(inputs)
    let page = try #require(plan.text(at: "content/pages/components/label.md"))
    #expect(page.contains("\nCode Connect maps `Label` to [its component in Figma](<\(label)>).\n"), "\(page)")
    let search = try #require(plan.text(at: "content/pages/components/search.md"))
    #expect(search.contains("\nCode Connect maps `Search` to its component in Figma.\n"), "\(search)")
    #expect(search.contains("<!-- The code API is read from `content/code/react/Search.figma.tsx` at each build."))
    #expect(InitSources.linkable("<FIGMA_SEARCH_SEARCH>") == nil)
    #expect(InitSources.linkable(label) == label)
  }

  /// SDS's `Button`, which its docgen output leaves out and only Button.figma.tsx names: the page
  /// of Button.tsx's parts (ButtonDanger, ButtonGroup) is Button's, with the file they are in.
  @Test func aComponentOnlyCodeConnectNamesTakesThePartsOfItsFile() throws {
    var inputs = InitInputs(name: "SDS")
    func code(_ name: String) -> InitInputs.CodeComponentInput {
      var input = InitInputs.CodeComponentInput(name: name)
      input.sourceFile = "src/ui/primitives/Button/Button.tsx"
      input.tool = "react-docgen-typescript"
      return input
    }
    inputs.props = [
      .init(contentPath: "code/folder", components: [code("ButtonDanger"), code("ButtonGroup")]),
      .init(
        contentPath: "code/primitives",
        components: [
          .init(name: "Button", hasProps: false, codeConnectFile: "code/primitives/Button.figma.tsx"),
          .init(name: "Search", hasProps: false, codeConnectFile: "code/primitives/Search.figma.tsx"),
        ]),
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(plan.text(at: "content/pages/components/button-danger.md") == nil)
    let button = try #require(plan.text(at: "content/pages/components/button.md"))
    #expect(button.contains("```props ButtonDanger, ButtonGroup\n```"), "\(button)")
    #expect(button.contains("- Source: `src/ui/primitives/Button/Button.tsx`, as react-docgen-typescript records it\n"))
    #expect(
      button.contains(
        "`Button` is a React component, documented here with `ButtonDanger` and `ButtonGroup`, declared in"))
    // Its own props first: no source describes them, its parts' follow.
    #expect(button.contains("\nNo props source describes `Button`.\n\n- Source: "), "\(button)")
    // The home page lists a mapping's page with its parts, or by its title alone.
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("- [Button](components/button.md): With ButtonDanger and ButtonGroup\n"), "\(home)")
    #expect(home.contains("- [Search](components/search.md)\n"), "\(home)")
  }

  /// A set, the code component of its name and that component's wrapper are one page; a
  /// standalone Figma component and a code component get a page each; an icon family, one page.
  @Test func everyComponentGetsOnePageWithAllItsSources() throws {
    var inputs = InitInputs(name: "Acme")
    let icons = ["IconArrowLeft", "IconArrowRight", "IconClose", "IconMenu", "IconSearch"]
    inputs.figma = [
      .init(
        contentPath: "figma/acme.json", sets: [Self.set("Button")],
        standalones: [
          .init(name: "Logo", description: "The wordmark.", page: "Brand", figmaURL: "https://x/?node-id=1-2")
        ]
          + icons.map { .init(name: $0, page: "Icons") })
    ]
    inputs.codeComponents = ["Button": "Button"]
    inputs.props = [
      .init(
        contentPath: "code/custom-elements.json",
        components: [.init(name: "Button", tag: "ac-button"), .init(name: "Card", description: "Holds content.")]),
      .init(contentPath: "code/docgen.json", components: [.init(name: "Button")]),
    ]
    let plan = InitPlanner.plan(inputs)
    let pages = plan.paths.filter { $0.hasPrefix("content/pages/components/") }
    #expect(
      pages == [
        "content/pages/components/button.md", "content/pages/components/card.md", "content/pages/components/logo.md",
        "content/pages/components/icons.md",
      ])
    let button = try #require(plan.text(at: "content/pages/components/button.md"))
    #expect(button.contains("```props Button\n```"))
    #expect(button.contains("`content/code/custom-elements.json` and `content/code/docgen.json`"))
    #expect(button.contains("```parity Button\n```"))
    let logo = try #require(plan.text(at: "content/pages/components/logo.md"))
    #expect(logo.contains("summary: The wordmark.\n") && logo.contains("figma: \"https://x/?node-id=1-2\"\n"))
    #expect(logo.contains("on the page `Brand`") && !logo.contains("```"))
    let iconPage = try #require(plan.text(at: "content/pages/components/icons.md"))
    // Not drawn (no node trees): listed under the Figma page that holds them, named once.
    #expect(iconPage.components(separatedBy: "On `Icons`:").count == 2)
    #expect(icons.allSatisfy { iconPage.contains("- \($0)\n") })
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(
      home.contains(
        "4 pages for 1 Figma component set, 6 Figma components with no variants and 2 code components (1 is in Figma and in code, on one page); the 5 icons share the Icons page."
      ))
    // Figma pages group the components: two sections of two, then the icons.
    #expect(try #require(plan.text(at: "content/site.yml")).contains("sections: [Components, Icons]\n"))
  }

  /// Figma names written as paths read as their last folder and name, with more folders while
  /// another name of the section has that title; names with no slash keep theirs, each page
  /// keeps its whole name in its address and states it, and no title holds a slash.
  @Test func pathNamedComponentsReadAsTheirLastFolderAndName() throws {
    var inputs = InitInputs(name: "Acme")
    let names = ["figma/logo", "figma/logo/main", "figma/logo/main (bright)", "Logo main", "Cards/ ", "Badge"]
    inputs.figma = [
      .init(contentPath: "figma/acme.json", sets: [], standalones: names.map { .init(name: $0, page: "Brand") })
    ]
    let plan = InitPlanner.plan(inputs)
    let titles = try [
      "figma-logo", "figma-logo-main", "figma-logo-main-bright", "logo-main", "cards", "badge",
    ].map { file in
      let text = try #require(plan.text(at: "content/pages/components/\(file).md"), "\(plan.paths)")
      return text.split(separator: "\n").first { $0.hasPrefix("title: ") }.map { String($0.dropFirst(7)) }
    }
    #expect(
      titles == ["Figma logo", "Figma logo main", "Logo main (bright)", "Logo main", "Cards", "Badge"], "\(titles)")
    let main = try #require(plan.text(at: "content/pages/components/figma-logo-main.md"))
    #expect(main.contains("\nfigma/logo/main is a Figma component with no variants on the page `Brand`.\n"), "\(main)")
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("[Logo main (bright)](components/figma-logo-main-bright.md)"), "\(home)")
  }

  /// Icon folders and pages hold icons; a control's folder (`IconButton/`, `icon-toggle/`) does
  /// not, so its component keeps its own page.
  @Test(arguments: [
    ("Icons", true), ("Icon", true), ("🔣 Icons", true), ("Iconography", true), ("system-icons", true),
    ("octicons-by-github", true), ("Ionicons", true), ("IconButton", false), ("icon-toggle", false),
    ("Icon Menu", false), ("Buttons", false), (nil, false),
  ])
  func iconFoldersAreNotControlFolders(_ name: String?, _ holdsIcons: Bool) {
    #expect(InitComponents.isIconFolder(name) == holdsIcons)
  }

  /// A Figma component outside any set gets the blocks that take a set when its name finds it:
  /// a drawing when its node tree has one, a properties table when it has properties.
  @Test func aLooseFigmaComponentIsDrawnAndListed() throws {
    var inputs = InitInputs(name: "Acme")
    var badge = InitInputs.StandaloneInput(name: "Badge", page: "Parts")
    badge.isAddressable = true
    badge.isDrawable = true
    badge.propertyCount = 3
    var chip = InitInputs.StandaloneInput(name: "Chip", page: "Parts")
    chip.isDrawable = true
    var logo = InitInputs.StandaloneInput(name: "Logo", page: "Parts")
    logo.isAddressable = true
    inputs.figma = [.init(contentPath: "figma/acme.json", sets: [], standalones: [badge, chip, logo])]
    let plan = InitPlanner.plan(inputs)
    let page = try #require(plan.text(at: "content/pages/components/badge.md"))
    #expect(page.contains("## Specimen\n\n```specimens Badge\n```\n"))
    #expect(page.contains("## Properties\n\n```properties Badge\n```\n"))
    // Another node has Chip's name; Logo has nothing to draw or list.
    #expect(try #require(plan.text(at: "content/pages/components/chip.md")).contains("```") == false)
    #expect(try #require(plan.text(at: "content/pages/components/logo.md")).contains("```") == false)
  }

  /// A Figma file's styles give a foundations page a kind, after the token pages.
  @Test func figmaStylesGiveAFoundationsPageAKind() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [
      .init(
        contentPath: "figma/acme.json", sets: [],
        styleCounts: [.init(kind: "color", count: 12), .init(kind: "grid", count: 1)])
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(
      plan.paths.filter { $0.hasPrefix("content/pages/foundations/") } == [
        "content/pages/foundations/color-styles.md", "content/pages/foundations/grid-styles.md",
      ])
    let colour = try #require(plan.text(at: "content/pages/foundations/color-styles.md"))
    #expect(colour.contains("summary: ") && colour.contains("12 color styles of the Figma file."))
    #expect(colour.contains("order: 1\n") && colour.contains("```figma-styles color\n```\n"))
    #expect(try #require(plan.text(at: "content/pages/foundations/grid-styles.md")).contains("order: 2\n"))
    #expect(try #require(plan.text(at: "content/site.yml")).contains("sections: [Foundations]\n"))
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("- [Color styles](foundations/color-styles.md): 12 color styles\n"))
  }

  /// Beside a Color page of tokens, the Figma file's color styles are its last section, not a
  /// second page of one subject: the grid styles, which no token page covers, keep a page.
  @Test func figmaStylesJoinTheTokenPageOfTheirSubject() throws {
    var inputs = InitInputs(name: "Acme", tokens: Self.tokens)
    inputs.figma = [
      .init(
        contentPath: "figma/acme.json", sets: [],
        styleCounts: [.init(kind: "color", count: 12), .init(kind: "grid", count: 1)])
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(
      plan.paths.filter { $0.hasPrefix("content/pages/foundations/") } == [
        "content/pages/foundations/color.md", "content/pages/foundations/spacing.md",
        "content/pages/foundations/grid-styles.md",
      ])
    let color = try #require(plan.text(at: "content/pages/foundations/color.md"))
    #expect(
      color.hasSuffix(
        "\n## Color styles in Figma\n\nThe color styles of the Figma file `content/figma/acme.json`, with the values "
          + "the layers that use them give. The table is read from the file at each build.\n\n```figma-styles color\n```\n"
      ))
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("- [Color](foundations/color.md): 6 tokens and 12 color styles\n"), "\(home)")
  }

  /// `fontSize` and `font-size` both read "Font size", and a `grid-styles` group reads as the
  /// Figma grid styles' page: a section never lists two pages of one title.
  @Test func noTwoPagesOfASectionShareATitle() throws {
    var tokens = Self.tokens
    tokens.groups = ["fontSize", "font-size", "grid-styles"].map { path in
      Group(path: path, directTokens: (1...6).map { "\(path)/t\($0)" }, tokenCount: 6, mainType: "dimension")
    }
    var inputs = InitInputs(name: "Acme", tokens: tokens)
    inputs.figma = [.init(contentPath: "figma/acme.json", sets: [], styleCounts: [.init(kind: "grid", count: 3)])]
    let plan = InitPlanner.plan(inputs)
    var titles: [String] = []
    for path in plan.paths where path.hasPrefix("content/pages/foundations/") {
      let text = try #require(plan.text(at: path))
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("title: ") })
      titles.append(String(line.dropFirst("title: ".count)))
    }
    #expect(titles == ["Font size", "Font size (font-size)", "Grid styles", "Grid styles (Figma)"])
  }

  /// Two groups of one title defined in sets of different tiers: the second is named for its
  /// tier, after the title when the tier is a plural ("Size primitives"), before it otherwise
  /// ("Semantic color"); in sets of one tier, by its group.
  @Test func groupsOfOneTitleAreNamedForTheirSetsTier() throws {
    var tokens = Self.tokens
    let groups: [(String, String, [String])] = [
      ("size", "dimension", ["semantic/style", "primitives/modes/size/medium"]),
      ("_size", "dimension", ["primitives/modes/size/global"]),
      ("color", "color", ["core/palette"]), ("_color", "color", ["semantic/color/accent"]),
      ("radius", "dimension", ["core/radius"]), ("_radius", "dimension", ["core/radius-scale"]),
    ]
    tokens.groups = groups.map { path, type, sets in
      var group = Group(path: path, directTokens: (1...6).map { "\(path)/t\($0)" }, tokenCount: 6, mainType: type)
      group.sets = sets
      return group
    }
    let titles = InitPlanner.foundationLayout(tokens).map(\.title)
    #expect(titles == ["Color", "Semantic color", "Size", "Size primitives", "Radius", "Radius (_radius)"])
    // A group named for a theme holds that theme's values, and says so.
    tokens.groups.append(
      Group(path: "acme", directTokens: (1...6).map { "acme/c\($0)" }, tokenCount: 6, mainType: "color"))
    tokens.contextModifiers = ["acme": "Theme", "dark": "Mode"]
    #expect(InitPlanner.foundationLayout(tokens).map(\.title).dropFirst(2).first == "Acme theme")
  }

  /// Top folders of the code that hold several components each become sections, in the code's
  /// order; a family's members (`accordion/accordion-item`) stay together.
  @Test func codeFoldersBecomeSectionsWhenTheyGroupComponents() throws {
    var inputs = InitInputs(name: "Acme")
    let components: [(String, [String])] = [
      ("Input", ["forms", "input"]), ("Select", ["forms", "select"]), ("AccordionItem", ["layout", "accordion"]),
      ("Card", ["layout", "card"]), ("Accordion", ["layout", "accordion"]),
    ]
    inputs.props = [
      .init(contentPath: "code/cem.json", components: components.map { .init(name: $0.0, folders: $0.1) })
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(try #require(plan.text(at: "content/site.yml")).contains("sections: [Forms, Layout]\n"))
    let order = ["accordion", "accordion-item", "card"].map {
      plan.text(at: "content/pages/components/\($0).md")?.split(separator: "\n").first { $0.hasPrefix("order:") }
    }
    #expect(order == ["order: 1", "order: 2", "order: 3"])
    #expect(try #require(plan.text(at: "content/pages/components/input.md")).contains("section: Forms\n"))
  }

  /// A folder of one component is no section: it joins Components. Past `sectionLimit` groups,
  /// the smallest join it too, the largest keep their sections in the code's order.
  @Test func foldersOfOneComponentAndTheSmallestPastTheLimitJoinComponents() throws {
    var inputs = InitInputs(name: "Acme")
    var components: [InitInputs.CodeComponentInput] = [.init(name: "Notice", folders: ["Notice"])]
    // 26 folders: `G00` holds 27 components, `G01` 26 … `G25` 2; the last two fold.
    let folders: [String] = (0..<26).map { (group: Int) -> String in group < 10 ? "G0\(group)" : "G\(group)" }
    for (group, folder) in folders.enumerated() {
      for member in 0..<(27 - group) { components.append(.init(name: "\(folder)Part\(member)", folders: [folder])) }
    }
    inputs.props = [.init(contentPath: "code/docgen.json", components: components)]
    let (sections, _) = InitComponents.sections(InitComponents.gather(inputs))
    #expect(sections.count == InitComponents.sectionLimit + 1)
    #expect(sections.first?.title == "Components")
    #expect(sections.first?.components.count == 1 + 3 + 2)
    let titles: [String] = sections.dropFirst().map(\.title)
    #expect(titles == Array(folders.prefix(24)))
    let plan = InitPlanner.plan(inputs)
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("\n| G23 | [G23Part0](components/g23-part0.md) · "), "\(home)")
  }

  /// Where react-docgen-typescript says a component is declared: relative paths and the absolute
  /// ones it writes for files reached through tsconfig's `paths`, read from the same folder.
  @Test func declaringFoldersReadAbsoluteAndRelativePathsAlike() {
    #expect(
      InitSources.declaringFolders([
        "src/ui/primitives/Accordion/Accordion.tsx", "/home/ci/sds/src/ui/primitives/Button/Button.tsx", "",
        "src/ui/primitives/Avatar/Avatar.tsx",
      ]) == [["Accordion"], ["Button"], [], ["Avatar"]])
    #expect(InitSources.declaringFolders(["/a/b/X.tsx", "/a/c/Y.tsx"]) == [["b"], ["c"]])
    #expect(InitSources.declaringFolders(["Button.json", "Avatar.json"]) == [[], []])
  }

  /// Figmagic's file has a page called Components: its section is "Components", never
  /// "Components 2", and it keeps its place after the pages before it.
  @Test func aFigmaPageCalledComponentsIsTheComponentsSection() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [
      .init(
        contentPath: "figma/acme.json", sets: [],
        standalones: [
          .init(name: "Button", page: "Elements"), .init(name: "Select", page: "Elements"),
          .init(name: "Form", page: "Components"), .init(name: "Card", page: "Components"),
        ])
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(try #require(plan.text(at: "content/site.yml")).contains("sections: [Elements, Components]\n"))
    #expect(try #require(plan.text(at: "content/pages/components/form.md")).contains("section: Components\n"))
    // The home page lists the sections as the navigation does, each under its heading: no list
    // sits unheaded above the others.
    let home = try #require(plan.text(at: "content/pages/index.md"))
    #expect(home.contains("summary: \"The Acme design system: its foundations"))
    #expect(
      InitPages.homeSummary("Figmagic — Design System template 4.0")
        == "Figmagic — Design System template 4.0: its foundations and components, from its own files.")
    let lines = home.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "## Components"))
    let listed = lines[start...].filter { $0.hasPrefix("- [") || $0.hasPrefix("### ") }.prefix(5)
    #expect(
      listed.map { $0.prefix(12) } == ["### Elements", "- [Button](c", "- [Select](c", "### Componen", "- [Card](com"])
  }

  /// react-docgen-typescript lists SDS's `formEventTargetToFormData`, a function in Fieldset.tsx,
  /// with the file's components: it got a page calling it a component that "takes no props".
  /// A lowercase custom element tag or a lowercase one-word name is still a component.
  @Test func aFunctionTheDocgenListedGetsNoComponentPage() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.props = [
      .init(
        contentPath: "code/folder",
        components: [
          .init(name: "Form"), .init(name: "formEventTargetToFormData"), .init(name: "field"),
          .init(name: "myElement", tag: "my-element"),
        ])
    ]
    let pages = InitPlanner.plan(inputs).paths.filter { $0.hasPrefix("content/pages/components/") }
    #expect(
      pages == [
        "content/pages/components/field.md", "content/pages/components/form.md",
        "content/pages/components/my-element.md",
      ])
    let home = try #require(InitPlanner.plan(inputs).text(at: "content/pages/index.md"))
    #expect(home.contains("3 pages for 3 code components.") && !home.contains("formEvent"))
  }

  @Test func aSetNameTwoFilesShareIsOnePage() {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [
      .init(contentPath: "figma/a.json", sets: [Self.set("Button")]),
      .init(contentPath: "figma/b.json", sets: [Self.set("Button"), Self.set("button")]),
    ]
    let pages = InitPlanner.plan(inputs).paths.filter { $0.hasPrefix("content/pages/components/") }
    #expect(pages == ["content/pages/components/button.md", "content/pages/components/button-2.md"])
  }

  @Test func aSetNameNoBlockCanHoldGetsANoteInstead() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [.init(contentPath: "figma/a.json", sets: [Self.set("Button, large", drawable: true)])]
    let page = try #require(InitPlanner.plan(inputs).text(at: "content/pages/components/button-large.md"))
    #expect(page.contains("title: \"Button, large\"\n"))
    #expect(page.contains("```callout note\n"))
    #expect(!page.contains("```specimens") && !page.contains("{{"))
  }

  @Test func figmaKeysAndPropsAreNamedInSiteYml() throws {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [
      .init(
        contentPath: "figma/Ab12Cd34Ef56Gh78Ij90Kl.json", key: "Ab12Cd34Ef56Gh78Ij90Kl",
        copies: [.init(from: "/in/Ab12Cd34Ef56Gh78Ij90Kl.json", to: "content/figma/Ab12Cd34Ef56Gh78Ij90Kl.json")],
        sets: []),
      .init(contentPath: "figma/library.json", sets: []),
    ]
    inputs.props = [
      .init(
        contentPath: "code/Button.json", copies: [.init(from: "/in/Button.json", to: "content/code/Button.json")],
        components: [.init(name: "Button")])
    ]
    let plan = InitPlanner.plan(inputs)
    let site = try #require(plan.text(at: "content/site.yml"))
    #expect(site.contains("  - file: figma/Ab12Cd34Ef56Gh78Ij90Kl.json\n    key: Ab12Cd34Ef56Gh78Ij90Kl\n"))
    #expect(site.contains("  - file: figma/library.json\n    # key:"))
    #expect(site.contains("props:\n  - code/Button.json\n"))
    #expect(
      plan.files.suffix(2).map(\.contents) == [
        .copy(from: "/in/Ab12Cd34Ef56Gh78Ij90Kl.json"), .copy(from: "/in/Button.json"),
      ])
  }

  @Test func takenAndRepeatedPathsAreFoundBeforeAnythingIsWritten() {
    var inputs = InitInputs(name: "Acme")
    inputs.figma = [
      .init(contentPath: "figma/a.json", copies: [.init(from: "/x/a.json", to: "content/figma/a.json")], sets: []),
      .init(contentPath: "figma/a.json", copies: [.init(from: "/y/a.json", to: "content/figma/a.json")], sets: []),
    ]
    let plan = InitPlanner.plan(inputs)
    #expect(plan.repeatedPaths == ["content/figma/a.json"])
    #expect(plan.taken { $0 == "content/pages/index.md" || $0 == "elsewhere" } == ["content/pages/index.md"])
  }

  @Test func thePaletteComesAfterTheRolesThatAliasIt() {
    #expect(
      InitPages.readingOrder(["color/primitives", "color/background", "color/text"]) == [
        "color/background", "color/text", "color/primitives",
      ])
  }

  @Test func namesBecomeSlugsTitlesAndSafeText() {
    #expect(InitText.slug("Text Input") == "text-input")
    #expect(InitText.slug("_Toggle / Label") == "toggle-label")
    #expect(InitText.slug("???") == "page")
    #expect(InitText.title("font-size") == "Font size")
    #expect(InitText.title("lineHeight") == "Line height")
    #expect(InitText.title("color/background") == "Background")
    // Figma SDS's exporter writes its collections `@color_primitives`.
    #expect(InitText.title("@color_primitives") == "Color primitives")
    #expect(InitText.title("@") == "@")
    #expect(InitText.yaml("Button") == "Button")
    #expect(InitText.yaml("1.0") == "\"1.0\"")
    #expect(InitText.yaml("yes") == "\"yes\"")
    #expect(InitText.yaml("a: b \"c\"") == "\"a: b \\\"c\\\"\"")
    #expect(InitText.markdown("{{token x}} *y*") == "\\{\\{token x\\}\\} \\*y\\*")
    #expect(InitText.firstSentence("Triggers an action. Use one.\nMore") == "Triggers an action.")
    #expect(InitText.firstSentence("  \n") == nil)
  }

  /// figmagic's element settings come before its `description=` line and Markdown after it
  /// (figmagic's own Figma file, exactly as it writes its Checkbox); the summary is the text.
  @Test func aFigmagicDescriptionReadsAsItsText() {
    let checkbox =
      "element=input\ntype=checkbox\ndescription=\n# Input: Checkbox\n\nPerfect for that feeling of completeness: click. And you're done! What a feeling."
    #expect(
      InitText.readable(checkbox) == "Perfect for that feeling of completeness: click. And you're done! What a feeling."
    )
    #expect(InitText.firstSentence(checkbox) == "Perfect for that feeling of completeness: click.")
    #expect(
      InitText.readable("Use **one** per [form](https://x). Keep `snake_case`.") == "Use one per form. Keep snake_case."
    )
    // A description that only looks like a setting stays as written.
    #expect(InitText.readable("a=b is the rule") == "a=b is the rule")
    #expect(InitText.readable("Always more. So much more.") == "Always more. So much more.")
  }

  @Test func theLightDarkModifierIsTheOneShown() {
    let modifiers: [InitInputs.TokenInput.ShownModifier] = [
      .init(name: "platform", contexts: ["ios", "android"]), .init(name: "mode", contexts: ["Light", "Dark"]),
    ]
    #expect(InitSources.shownModifier(modifiers) == .init(name: "mode", contexts: ["Light", "Dark"]))
    #expect(InitSources.shownModifier([.init(name: "density", contexts: ["compact"])]) == nil)
    #expect(
      InitSources.shownModifier(Array(modifiers.prefix(1))) == .init(name: "platform", contexts: ["ios", "android"]))
  }

  /// Brands, sizes and densities of two to four contexts are listed beside the scheme, for a picker.
  @Test func brandsSizesAndDensitiesAreListedForAPicker() {
    let scheme = InitInputs.TokenInput.ShownModifier(name: "Theme", contexts: ["light", "dark"])
    let modifiers: [InitInputs.TokenInput.ShownModifier] = [
      .init(name: "Brand", contexts: ["NVE", "Varsom", "RME"]), scheme,
      .init(name: "Device", contexts: ["desktop", "tablet", "mobile"]),
      .init(name: "density", contexts: ["compact", "comfortable", "relaxed", "roomy", "spacious"]),
      .init(name: "Size", contexts: ["small"]),
    ]
    #expect(InitSources.pickedModifiers(modifiers, besides: scheme) == [modifiers[0]])
    var inputs = InitInputs(name: "Picked")
    inputs.tokens = .init(setting: .source("content/tokens", format: nil), groups: [], copies: [])
    inputs.tokens?.shownModifier = scheme
    inputs.tokens?.pickedModifiers = [modifiers[0]]
    #expect(
      InitSiteFile.text(inputs, sections: []).contains(
        "    Theme: [light, dark]\n    Brand: [NVE, Varsom, RME]   # one at a time, under a picker\n"))
  }

  @Test func chromeCandidatesAreReadFromTheNames() {
    let found = InitSources.chromeCandidates([
      "color/primitives/white", "color/background/default", "color/text/default", "color/text/secondary",
    ])
    #expect(found.map(\.role) == ["background", "text", "mutedText"])
    #expect(found.map(\.token) == ["color/background/default", "color/text/default", "color/text/secondary"])
  }
}
