import Testing
@testable import Site
