import Tokens

/// A token table as an agent reads it: one GFM row a token, with its type, its value in each
/// shown context and what that value is an alias of, then its description.
extension TokenTables {
  func markdown(names: [String], columns: [TokenContext], caption: String?) -> String {
    var rows = [["Token", "Type"] + columns.map(\.name) + ["Description"]]
    for name in names where system.isDefined(name) {
      var type = ""
      var description = ""
      var cells: [String] = []
      for context in columns {
        guard let token = system.resolve(name, in: context) else {
          cells.append("does not resolve")
          continue
        }
        type = token.typeName
        description = token.description ?? description
        cells.append(token.valueSummary + (token.isAlias ? " (alias of \(token.primitive.name))" : ""))
      }
      rows.append([name, type] + cells + [ArticleText.collapsed(description)])
    }
    let lines = (caption.map { [$0] } ?? []) + DirectiveText.gfm(rows)
    return lines.joined(separator: "\n")
  }
}
