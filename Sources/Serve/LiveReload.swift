import Dispatch
import Foundation
import SpecimenCore
import Synchronization

/// Server-Sent Events at `/_specimen/events`: after each rebuild every open page hears which URLs
/// changed (and reloads itself when it is one of them), or, after a failed rebuild, the
/// diagnostics, which it shows over the page until the next good rebuild.
package final class LiveReload: Sendable {
  package static let eventsPath = "/_specimen/events"

  private struct State {
    var subscribers: [Int: Subscriber] = [:]
    var nextID = 0
    /// The diagnostics of the failed rebuild the site is waiting to recover from.
    var failure: String?
    var closed = false
  }

  private let state = Mutex(State())

  package init() {}

  /// The response to a request for the event stream; a page that opens while the last rebuild
  /// failed is told at once.
  package func subscribe() -> HTTPResponse {
    let subscriber: Subscriber? = state.withLock { state in
      guard !state.closed else { return nil }
      let id = state.nextID
      state.nextID += 1
      let subscriber = Subscriber(id: id, hub: self)
      subscriber.send(Array("retry: 300\n\n".utf8))  // reconnect quickly when serve restarts
      if let failure = state.failure { subscriber.send(Self.event("failed", Failed(text: failure))) }
      state.subscribers[id] = subscriber
      return subscriber
    }
    guard let subscriber else { return HTTPResponse(status: 503) }
    return HTTPResponse(
      status: 200,
      headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no")],
      body: .stream(subscriber))
  }

  /// A good rebuild: the URLs whose bytes changed (pages as `/components/toggle/`, other files by
  /// path). A page reloads when it changed, or a stylesheet, script, image or font did; other
  /// pages, sitemap.xml, 404.html and the search index do not reload it.
  /// Nothing is sent when nothing changed and no page shows errors to take away.
  package func announceReload(changed urls: [String]) {
    let recovering = state.withLock { $0.failure != nil }
    guard !urls.isEmpty || recovering else { return }
    broadcast(Self.event("reload", Reload(paths: urls)), failure: nil)
  }

  /// A failed rebuild: the diagnostics as the terminal shows them.
  func announceFailure(_ text: String) {
    broadcast(Self.event("failed", Failed(text: text)), failure: text)
  }

  /// Ends every stream, so the server can stop without waiting for the browsers.
  package func close() {
    let subscribers = state.withLock { state in
      state.closed = true
      defer { state.subscribers = [:] }
      return Array(state.subscribers.values)
    }
    for subscriber in subscribers { subscriber.finish() }
  }

  package var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  fileprivate func remove(_ id: Int) { _ = state.withLock { $0.subscribers.removeValue(forKey: id) } }

  /// Sends `event` to every page; `failure` is what a page that opens later is told (nil once a
  /// rebuild succeeded).
  private func broadcast(_ event: [UInt8], failure: String?) {
    let subscribers = state.withLock { state in
      state.failure = failure
      return Array(state.subscribers.values)
    }
    for subscriber in subscribers { subscriber.send(event) }
  }

  /// What a `reload` event says: the URLs whose bytes changed.
  struct Reload: Encodable {
    var paths: [String]
  }

  /// What a `failed` event says: the diagnostics as the terminal shows them.
  struct Failed: Encodable {
    var text: String
  }

  /// One event of the stream, its data one line of JSON (a line break in a string is escaped).
  static func event(_ name: String, _ payload: some Encodable) -> [UInt8] {
    let data = JSONOutputEncoder.text(payload, .sorted)
    return Array("event: \(name)\ndata: \(data)\n\n".utf8)
  }

  /// The script `serve` adds before `</body>` of every HTML response: a few lines, no library.
  package static let script = """
    <script>/* specimen serve: live reload */(()=>{const here=location.pathname.replace(/index\\.html$/,"");\
    const events=new EventSource("\(eventsPath)");let box=null;\
    events.addEventListener("reload",e=>{const paths=JSON.parse(e.data).paths;if(box){box.remove();box=null}\
    if(paths.some(p=>p===here||!/(\\/|\\.(html|xml|txt|json))$/.test(p)))location.reload()});\
    events.addEventListener("failed",e=>{if(!box){box=document.createElement("pre");box.id="specimen-serve-errors";\
    box.setAttribute("role","alert");box.style.cssText="position:fixed;left:0;right:0;bottom:0;max-height:60vh;\
    overflow:auto;margin:0;padding:1em 1.25em;background:#2b0b0b;color:#ffe1e1;font:13px/1.5 ui-monospace,monospace;\
    white-space:pre-wrap;z-index:2147483647;border-top:3px solid #e5484d";document.body.appendChild(box)}\
    box.textContent=JSON.parse(e.data).text})})();</script>
    """

  /// Adds the script before the last `</body>`, or at the end when there is none.
  static func inject(into html: [UInt8]) -> [UInt8] {
    let script = Array(Self.script.utf8)
    let marker = Array("</body>".utf8)
    guard html.count >= marker.count else { return html + script }
    var index = html.count - marker.count
    while index >= 0 {
      if html[index] == marker[0], Array(html[index..<index + marker.count]) == marker {
        return Array(html[..<index]) + script + Array(html[index...])
      }
      index -= 1
    }
    return html + script
  }
}

/// One open event stream: events wait in a queue until the connection's thread takes them; a
/// comment every 15 s keeps idle connections open and finds the closed ones.
private final class Subscriber: ResponseStream {
  let id: Int
  weak let hub: LiveReload?
  private let queue = Mutex<(events: [[UInt8]], finished: Bool)>(([], false))
  private let signal = DispatchSemaphore(value: 0)

  init(id: Int, hub: LiveReload) {
    self.id = id
    self.hub = hub
  }

  func send(_ event: [UInt8]) {
    queue.withLock { $0.events.append(event) }
    signal.signal()
  }

  func finish() {
    queue.withLock { $0.finished = true }
    signal.signal()
  }

  func next() -> [UInt8]? {
    while true {
      let (event, finished): ([UInt8]?, Bool) = queue.withLock { queue in
        if queue.finished { return (nil, true) }
        return queue.events.isEmpty ? (nil, false) : (queue.events.removeFirst(), false)
      }
      if finished { return nil }
      if let event { return event }
      if signal.wait(timeout: .now() + 15) == .timedOut { return Array(": keep-alive\n\n".utf8) }
    }
  }

  func closed() { hub?.remove(id) }
}
