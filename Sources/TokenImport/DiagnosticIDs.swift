import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// … aliases …, a variable of another library whose values are not in this file
  static let figmaVariablesAliasMissing = Self("tokens.figma-variables.alias-missing")
  /// two variable collections are named '…' (the first at …); its variables are left out
  static let figmaVariablesCollectionName = Self("tokens.figma-variables.collection-name")
  /// this is a Figma error response (status …: …), not the variables of a file
  static let figmaVariablesErrorResponse = Self("tokens.figma-variables.error-response")
  /// collection '…' extends another collection; its overrides are not read, only the variables it lists
  static let figmaVariablesExtension = Self("tokens.figma-variables.collection-extension")
  /// collection '…' has two modes named '…'; the second is left out
  static let figmaVariablesModeName = Self("tokens.figma-variables.mode-name")
  /// … is a variable of both '…' and '…' (… and …); the one in '…' is left out
  static let figmaVariablesNameCollision = Self("tokens.figma-variables.name-collision")
  /// Figma variables must be a JSON object, found …
  static let figmaVariablesNotVariables = Self("tokens.figma-variables.not-variables")
  /// this file's aliases name their variables by Figma's display name, as Figma's Simple Design System exporter writes them; each is read as the key the exporter gives that variable (…)
  static let figmaSDSDisplayName = Self("tokens.figma-sds.display-name")
  /// … variables come from other libraries, not this file (…); read with the values this file holds
  static let figmaVariablesRemote = Self("tokens.figma-variables.remote")
  /// the variables body has no '…'
  static let figmaVariablesShape = Self("tokens.figma-variables.shape")
  /// …: unknown resolvedType '…'
  static let figmaVariablesType = Self("tokens.figma-variables.type")
  /// …: a value for mode …, which collection '…' does not have, is left out
  static let figmaVariablesUnknownMode = Self("tokens.figma-variables.unknown-mode")
  /// … has no values
  static let figmaVariablesValue = Self("tokens.figma-variables.value")
  /// read per theme: a computed value that follows two theme groups at once
  static let studioDependsOnGroups = Self("tokens.studio.depends-on-groups")
  /// …: cannot evaluate "…": … (in …)
  static let studioMathInvalid = Self("tokens.studio.math-invalid")
  /// …: cannot evaluate "…": ……
  static let studioModifyInvalid = Self("tokens.studio.modify-invalid")
  /// set '…' is read with the other sets of '…', before sets that come ahead of it in tokenSetOrder
  static let studioSetOrder = Self("tokens.studio.set-order")
  /// set '…' is selected by no theme, so no context reads it
  static let studioSetUnused = Self("tokens.studio.set-unused")
  /// tokenSetOrder must be a list of set names, found …
  static let studioThemes = Self("tokens.studio.themes")
  /// sizes in this file are bare numbers, read as rem, as Style Dictionary's size/rem transform does; DTCG 2025.10 writes {"value": 1, "unit": "rem"}
  static let styleDictionarySizeRem = Self("tokens.style-dictionary.size-rem")
  /// …: the alias {!…} is defined in no file the source imports (or leads back to itself, or writes out too much); the prop is left out (a warning)
  static let theoAliasMissing = Self("tokens.theo.alias-missing")
  /// … imports name files outside …; they are not read (a warning)
  static let theoImportOutside = Self("tokens.theo.import-outside")
  /// a Theo file must be an object; an import a path; a prop a value (and a name in a list)
  static let theoShape = Self("tokens.theo.shape")
  /// … holds no JSON files
  static let tokenSourceEmpty = Self("tokens.source.empty")
  /// cannot tell what format the token source … is in (or: … is a Figma file, not its variables)
  static let tokenSourceFormatUnclear = Self("tokens.source.format-unclear")
  /// unknown token source format '…'
  package static let tokenSourceFormatUnknown = Self("tokens.source.format-unknown")
  /// a Tokens Studio file must be a JSON object, found …
  static let tokenSourceNotAnObject = Self("tokens.source.not-an-object")
  /// … holds more than … JSON files
  static let tokenSourceTooLarge = Self("tokens.source.too-large")
  /// cannot read the token source …
  static let tokenSourceUnreadable = Self("tokens.source.unreadable")
  /// theme '…' selects the set '…', which is not in the export; the theme is read without it (a warning)
  static let studioThemeSetMissing = Self("tokens.studio.theme-set-missing")
}
