#if canImport(Glibc)
import Glibc
#endif

/// Memory a finished step freed, given back to the system. glibc's malloc keeps freed memory in
/// the arena of the thread that freed it, for that thread's next allocations; after a step that
/// made and let go of much on every core (the models' parsed files, the pages' trees), the next
/// steps allocate on fewer threads and in other sizes, so what it keeps stays resident to the end
/// of the build. `malloc_trim` returns the free pages of every arena; elsewhere this does nothing.
package enum FreedMemory {
  package static func giveBack() {
    #if canImport(Glibc)
    // Looked up by name: the Glibc module does not declare malloc.h's functions.
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
    #endif
  }
}
