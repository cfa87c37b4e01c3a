import TestSupport

/// The Figma file and code props the parity tests compare, kept with the props readers' fixtures.
func fixture(_ name: String) -> String { Fixtures.path(name, target: "CodePropsTests") }
