import Testing
@testable import Tokens
