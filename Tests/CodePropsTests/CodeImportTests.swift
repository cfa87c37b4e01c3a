import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

/// How code imports a component, as the Code Connect files a team publishes say it: the module a
/// file imports the component from, or a mapping's `imports` option, and nothing where neither
/// says it.
@Suite struct CodeImportTests {
  static func library(_ folder: String) -> PropsLibrary {
    collecting { PropsLibrary.load(sources: [PropsSource(path: fixture("Published/" + folder))], into: &$0) }.0
  }

  static func library(file text: String, path: String = "Button.figma.tsx") throws -> PropsLibrary {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    return collecting { PropsLibrary.load(sources: [PropsSource(path: root + "/" + path)], into: &$0) }.0
  }

  /// SDS imports its components through a tsconfig path alias, `primitives`, as its own code
  /// does: Dialog's file imports five of Dialog.tsx's parts, and a page of all eight gets one
  /// statement of those five, in the page's order, one name a line as it is longer than 80
  /// characters (Button's three fit on one); the parts no file imports get nothing.
  @Test func sdsDialogIsImportedFromItsPathAlias() {
    let library = Self.library("figma-sds/primitives")
    let page = [
      "Dialog", "DialogTrigger", "DialogButton", "DialogTitle", "DialogDescription", "DialogBody", "DialogModal",
      "DialogClose",
    ]
    #expect(
      library.importStatements(for: page) == [
        """
        import {
          Dialog,
          DialogTitle,
          DialogBody,
          DialogModal,
          DialogClose,
        } from "primitives";
        """
      ])
    #expect(!library.importsKnown(for: "DialogTrigger"))
    #expect(library.importsKnown(for: "DialogClose"))
    #expect(
      library.importStatements(for: ["Button", "ButtonDanger", "ButtonGroup"]) == [
        #"import { Button, ButtonDanger, ButtonGroup } from "primitives";"#
      ])
    // Code Connect's own helpers are no component's import.
    #expect(!library.importsKnown(for: "figma"))
  }

  /// Code Connect's own test inputs: the `imports` option's lines replace the file's imports, a
  /// path alias is kept as written (its quotes, no semicolon), and a relative path, which names
  /// where the Code Connect file sits, gives no line.
  @Test func codeConnectsOwnImportShapes() {
    let library = Self.library("figma-code-connect-imports")
    #expect(
      library.importStatements(for: ["Button"]) == [
        #"import Button from "@ui/Button""#, #"import { myHook } from "@ui/hooks""#,
      ])
    let aliased = library.importsByLocal["Button"]
    #expect(aliased?.module == "@components/TestComponents")
    #expect(library.importStatements(for: ["RenamedButton"]).isEmpty)
    #expect(library.importStatements(for: ["TestComponentKebab", "TestComponentUnderscore"]).isEmpty)
    #expect(!library.importsKnown(for: "RenamedButton"))
  }

  /// Primer's Code Connect file imports Label from a relative path (`'.'`), which says nothing a
  /// developer can copy; its docs file's `importPath` says it, for a subcomponent by its parent.
  @Test func primersDocsFileSaysWhatItsCodeConnectFileDoesNot() {
    let primer = Self.library("primer-react")
    #expect(primer.connections.map(\.component) == ["Label"])
    #expect(primer.importsByLocal["Label"] == nil)
    #expect(primer.importStatements(for: ["Label"]) == [#"import { Label } from "@primer/react";"#])
    let docs = collecting {
      PropsLibrary.load(sources: [PropsSource(path: fixture("props/primer-docs.json"))], into: &$0)
    }.0
    #expect(docs.importStatements(for: ["Label", "Label.Icon"]) == [#"import { Label } from "@example/react";"#])
    #expect(docs.importStatements(for: ["Label.Icon"]) == [#"import { Label } from "@example/react";"#])
  }

  /// An HTML mapping names no component: its `imports` lines are the import of the custom element
  /// its example opens.
  @Test func anHtmlMappingsImportsAreItsElements() {
    let library = Self.library("figma-code-connect/html")
    #expect(library.importStatements(for: ["my-button"]) == [#"import "@ui/Button""#])
  }

  @Test func defaultNamespaceAndRenamedImportsAreWrittenAsTheFileWritesThem() throws {
    let library = try Self.library(
      file: """
        import figma from "@figma/code-connect"
        import type { ButtonProps } from '@acme/ui'
        import Card, { CardHeader as Header, type CardProps } from '@acme/ui'
        import * as Forms from "@acme/forms";
        import { Badge } from "./Badge";

        figma.connect(Card, "https://www.figma.com/design/abc/x?node-id=1-1", {})
        figma.connect(Forms.TextField, "https://www.figma.com/design/abc/x?node-id=1-2", {})
        figma.connect(Badge, "https://www.figma.com/design/abc/x?node-id=1-3", {})
        """)
    #expect(
      library.importStatements(for: ["Card", "Header", "Forms.TextField", "Badge", "ButtonProps", "CardProps"]) == [
        "import Card from '@acme/ui'", "import { CardHeader as Header } from '@acme/ui'",
        #"import * as Forms from "@acme/forms";"#,
      ])
  }

  /// `imports: []` shows no import in Dev Mode, so none here either; `imports` that is not an
  /// array of strings is a warning and the file's import stands.
  @Test func emptyOrUnreadableImportsOption() throws {
    let empty = try Self.library(
      file: """
        import { Button } from "@acme/ui";
        figma.connect(Button, "https://www.figma.com/design/abc/x?node-id=1-1", { imports: [] })
        """)
    #expect(empty.importStatements(for: ["Button"]).isEmpty)
    #expect(!empty.importsKnown(for: "Button"))
    let (connections, diagnostics) = collecting {
      CodeConnectReader.read(
        """
        import { Button } from "@acme/ui";
        const lines = ["import { Button } from '@acme/ui'"]
        figma.connect(Button, "https://www.figma.com/design/abc/x?node-id=1-1", { imports: lines })
        """, path: "Button.figma.tsx", into: &$0)
    }
    #expect(connections.first?.imports == nil)
    #expect(
      diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" } == [
        "3:84 props.code-connect.unsupported"
      ])
  }
}
