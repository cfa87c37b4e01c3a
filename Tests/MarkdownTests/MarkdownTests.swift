import Testing
@testable import Markdown
