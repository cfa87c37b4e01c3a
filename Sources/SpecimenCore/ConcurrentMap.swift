import Dispatch

/// Maps over items on every core, keeping the input order so output stays deterministic.
package enum ConcurrentMap {
  package static func run<Input, Output>(_ items: [Input], _ transform: (Input) -> Output) -> [Output] {
    guard items.count > 1 else { return items.map(transform) }
    let buffer = UnsafeMutableBufferPointer<Output?>.allocate(capacity: items.count)
    buffer.initialize(repeating: nil)
    defer { buffer.deallocate() }
    nonisolated(unsafe) let slots = buffer
    nonisolated(unsafe) let work = transform
    nonisolated(unsafe) let inputs = items
    // Each index writes its own slot, so the writes never overlap.
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      slots[index] = work(inputs[index])
    }
    return buffer.map { $0! }
  }
}
