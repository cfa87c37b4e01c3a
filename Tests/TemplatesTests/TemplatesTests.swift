import Testing
@testable import Templates
