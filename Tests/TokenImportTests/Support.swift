import SpecimenCore
import TestSupport
import Tokens

/// The repository root: the tests read the bundled content and this target's fixtures from there.
let repositoryRoot = Repository.root.path

/// The errors, and the values a lenient load left out with a warning (no tool reads them; strict
/// makes them errors): what has no reading.
func errors(_ diagnostics: some Sequence<Diagnostic>) -> [Diagnostic] {
  diagnostics.filter { $0.severity == .error || ($0.severity == .warning && unreadIDs.contains($0.id)) }
}

let unreadIDs: Set<Diagnostic.ID> = TokenSystem.unreadableValueIDs.union([
  Diagnostic.ID("tokens.studio.math-invalid"), Diagnostic.ID("tokens.studio.modify-invalid"),
])
