import TestSupport

/// The repository root: the tests read the bundled content and this target's fixtures from there.
let repositoryRoot = Repository.root.path
