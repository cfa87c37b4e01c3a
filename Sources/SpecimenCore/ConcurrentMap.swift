import Dispatch
import Synchronization

/// Maps over items on every core, keeping the input order so output stays deterministic.
package enum ConcurrentMap {
  package static func run<Input: Sendable, Output: Sendable>(
    _ items: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      // The work runs outside the lock; only storing its result takes it.
      let output = transform(items[index])
      slots.withLock { $0[index] = output }
    }
    return slots.withLock { results in results.map { $0! } }
  }
}
