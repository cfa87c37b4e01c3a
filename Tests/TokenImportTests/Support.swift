import SpecimenCore
import TestSupport

/// The repository root: the tests read the bundled content and this target's fixtures from there.
let repositoryRoot = Repository.root.path

func errors(_ diagnostics: some Sequence<Diagnostic>) -> [Diagnostic] { diagnostics.filter { $0.severity == .error } }
