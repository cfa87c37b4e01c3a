import Tokens

/// What `specimen init` found in the files it was given, as plain values: the planner turns
/// them into a site's files without touching the file system, so tests write them as literals.
struct InitInputs: Sendable, Equatable {
  /// The design system's name, for site.yml and the home page.
  var name: String
  /// Why init chose the name, for its output: nil when `--name` gave it.
  var nameReason: String?
  var tokens: TokenInput?
  var figma: [FigmaInput] = []
  var props: [PropsInput] = []
  /// Component set → the code component its props and parity belong to.
  var codeComponents: [String: String] = [:]
  /// The CI whose workflow init writes too (`github`), if any.
  var ci: String?
  /// The repository the nearest package.json names, for site.yml's `repository:`.
  var repository: InitRepository?
  /// The code components some source says how to import (a Code Connect file's imports): a
  /// page of them gets an `import` block.
  var importable: Set<String> = []

  /// A file to copy into the site: from where it is, to a path relative to the site folder.
  struct Copy: Sendable, Equatable {
    var from: String
    var to: String
  }

  struct TokenInput: Sendable, Equatable {
    /// How site.yml names the tokens.
    var setting: Setting
    /// The modifier whose contexts the pages show side by side (`theme: [light, dark]`).
    var shownModifier: ShownModifier?
    /// Brands, sizes and densities the site also lists: each table shows one value at a time
    /// under a picker.
    var pickedModifiers: [ShownModifier] = []
    /// Top-level groups in source order.
    var groups: [TokenGroup]
    /// The modifier each context belongs to, by the context's name in lower case (`designsystemet`
    /// → `Theme`), for contexts no other modifier has: a group named for one holds its values.
    var contextModifiers: [String: String] = [:]
    /// Tokens that sit at the top level, in no group.
    var looseTokens: [String] = []
    /// The category each loose token's source gives it (Theo's `category`), by name: the
    /// loose tokens' page is sectioned by it as Theo's own `html` format groups them.
    var looseCategories: [String: String] = [:]
    /// Color tokens a chrome role could read, found by their names; only suggested in site.yml.
    var chromeCandidates: [ChromeCandidate] = []
    var copies: [Copy] = []
    /// Every color token by full name, in source order: the Color page's contrast pairs are
    /// inferred from their names.
    var colorTokens: [String] = []

    enum Setting: Sendable, Equatable {
      /// `resolver:`, relative to content/.
      case resolver(String)
      /// `source:`, relative to the site folder, with the format when it is not DTCG.
      case source(String, format: String?)
    }

    struct ShownModifier: Sendable, Equatable {
      var name: String
      var contexts: [String]
      /// The names the tokens give their contexts for display (`contextNames`), by context.
      var displayNames: [String: String] = [:]

      /// A context as the token tables' column headings name it (`SDS light` for `sds_light`).
      func displayName(of context: String) -> String {
        displayNames[context] ?? TokenModifier.readableName(context)
      }
    }

    struct ChromeCandidate: Sendable, Equatable {
      var role: String
      var token: String
    }
  }

  /// One top-level token group: its subgroups and how many tokens of each type it holds.
  struct TokenGroup: Sendable, Equatable {
    var path: String
    /// Second-level groups, by full path (`color/text`), in source order.
    var subgroups: [String] = []
    /// Tokens directly in the group, by full name.
    var directTokens: [String] = []
    var tokenCount: Int
    /// The most common type of its tokens (`color`, `dimension`, `typography`…).
    var mainType: String
    /// Whether all of its tokens are of `mainType`: a page's summary names the type only then.
    var isOneType = true
    /// The files its tokens are defined in (a Tokens Studio folder's sets: `primitives/modes/size/global`),
    /// relative to the folder all the token files share and without their extension, those that
    /// define most of them first; empty when every token is in one file.
    var sets: [String] = []
    /// The shown and picked modifiers (by name) some of its tokens read otherwise across: a
    /// page says its tokens are "in Light and Dark" only when they differ between them.
    var varyingModifiers: Set<String> = []
  }

  struct FigmaInput: Sendable, Equatable {
    /// Relative to content/, as site.yml's `figma: file:` names it.
    var contentPath: String
    var key: String?
    var copies: [Copy] = []
    var sets: [ComponentSetInput]
    /// Published components outside any set, in document order.
    var standalones: [StandaloneInput] = []
    /// How many styles of each kind the file has (`color`, `text`, `effect`, `grid`, as the
    /// `figma-styles` block names them), in that order; kinds it has none of are left out.
    var styleCounts: [StyleCount] = []
  }

  struct StyleCount: Sendable, Equatable {
    var kind: String
    var count: Int
  }

  /// A Figma component that is no variant of a set.
  struct StandaloneInput: Sendable, Equatable {
    var name: String
    var description: String = ""
    /// The Figma page that holds it, and the frame or section at the top of that page.
    var page: String?
    var frame: String?
    var figmaURL: String?
    /// The name of the Figma file that holds it.
    var fileName: String?
    /// Whether blocks find it by its name (no set or earlier component of the file has it), and
    /// what they show of it: a drawing of its node tree, its properties.
    var isAddressable = false
    var isDrawable = false
    var propertyCount = 0
    /// Whether it is drawn like an icon: a small square of vector layers, no text.
    var isIconShaped = false
    /// Whether its vector layers come with their outlines, so a drawing shows their shapes.
    var hasOutlines = true
    /// The states its frame stacks at one place, top first, each drawn on its own.
    var stackedStates: [String] = []
  }

  struct ComponentSetInput: Sendable, Equatable {
    var name: String
    var description: String
    var propertyCount: Int
    var variantPropertyCount: Int
    var variantCount: Int
    /// Whether its variants carry node trees, so the build draws them.
    var isDrawable: Bool
    var figmaURL: String?
    /// The tokens its node trees bind, by name.
    var boundTokens: [String] = []
    /// The Figma page that holds it.
    var page: String?
  }

  struct PropsInput: Sendable, Equatable {
    /// Relative to content/, as site.yml's `props:` names it.
    var contentPath: String
    var copies: [Copy] = []
    /// The code components it documents, or (Code Connect) maps to Figma, in source order.
    var components: [CodeComponentInput]
    /// The folder its tool ran in, as the paths it records say (`sds`); nil when they do not.
    var projectFolder: String?
  }

  /// One code component of a props source.
  struct CodeComponentInput: Sendable, Equatable {
    /// The name `props` finds it by, exactly as the source names it.
    var name: String
    /// The custom element's tag, and other names the source gives it (`displayName`).
    var tag: String?
    var aliases: [String] = []
    var description: String?
    /// The folders of the file that declares it, below the folder all of its source's files
    /// share (`["accordion"]` for `src/components/accordion/accordion-item.js`); empty when
    /// the source does not say.
    var folders: [String] = []
    /// The path it is declared in, for order (`src/components/accordion/accordion-item.js`).
    var modulePath: String?
    /// False when only a Code Connect file names it: a mapping, no props to show.
    var hasProps: Bool = true
    /// The Code Connect file that maps it, relative to content/, when one does.
    var codeConnectFile: String?
    /// The Figma address its first Code Connect mapping names, when that is a web address (not
    /// a placeholder such as `<FIGMA_BUTTONS_BUTTON>`, which a team's Code Connect config fills in).
    var figmaURL: String?
    /// Whether a Code Connect mapping of it has an example the `code-connect` block can show.
    var hasExample = false
    /// The code props its Code Connect mappings set on it (`CodeConnection.passedProps`), in order.
    var mappedProps: [String] = []
    /// Its props source, relative to content/ (set when the components are gathered).
    var source = ""
    /// The source file the props source says declares it (a docgen `filePath`, a manifest's
    /// module path); nil when it says none.
    var sourceFile: String?
    /// `sourceFile` as a path from the folder the tool ran in, which a `source-file` reference
    /// links into the repository: the file as recorded when it is relative, an absolute one
    /// from the first folder the source's relative paths begin with (`/home/ci/sds/src/ui/…` →
    /// `src/ui/…`); nil when it cannot be placed.
    var sourcePath: String?
    /// The tool that wrote its props source (`react-docgen-typescript`, `Custom Elements Manifest`).
    var tool: String?

    init(
      name: String, tag: String? = nil, aliases: [String] = [], description: String? = nil, folders: [String] = [],
      modulePath: String? = nil, hasProps: Bool = true, codeConnectFile: String? = nil
    ) {
      self.name = name
      self.tag = tag
      self.aliases = aliases
      self.description = description
      self.folders = folders
      self.modulePath = modulePath
      self.hasProps = hasProps
      self.codeConnectFile = codeConnectFile
    }
  }
}
