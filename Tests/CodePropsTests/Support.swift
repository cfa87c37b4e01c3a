import TestSupport

/// A file under this target's `Fixtures/`: `fixture("props/custom-elements.json")`.
func fixture(_ name: String) -> String { Fixtures.path(name, target: "CodePropsTests") }
