import Testing
@testable import Figma
