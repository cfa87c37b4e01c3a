import CCurl
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a server answered to a GET.
struct HTTPAnswer: Sendable {
  var status: Int
  /// The status line's reason phrase (`Not Found`) as sent, empty over HTTP/2.
  var reason: String = ""
  /// The header fields of the final response, in the order received.
  var headers: [(name: String, value: String)]
  /// The whole body of a 2xx answer; of any other, at most `Curl.errorBodyLimit` bytes.
  var body: Data

  /// The value of the first field called `name`, in any case (HTTP/2 sends names in lower case).
  func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }
}

/// Why libcurl could not be opened (the loader's words), or why a GET got no answer (curl's words:
/// a name that does not resolve, a refused connection, a certificate that does not verify, a
/// timeout).
struct CurlFailure: Error, Equatable {
  enum Reason: Equatable {
    case failed
    /// The body passed `TransferLimits.maxBytes`.
    case tooLarge
    /// `TransferLimits.timeout` ran out.
    case timedOut
    /// Once the server had begun to answer, it sent less than `TransferLimits.minimumSpeed`.
    case tooSlow
  }

  var message: String
  var reason = Reason.failed
  /// Body bytes received before the transfer stopped, counted decoded.
  var received = 0
}

/// The bounds of one GET, so that no server can make it endless or make it fill the memory.
struct TransferLimits: Sendable {
  /// The most body bytes read, counted after decoding: a gzip or deflate body that travels small
  /// and inflates a thousandfold is stopped by the same bound as a plain one.
  var maxBytes: Int
  /// The whole transfer, from connecting to the last byte, the wait for the answer included.
  var timeout: Duration
  /// Seconds without a connection that end the transfer.
  var connectTimeout = 60
  /// The slowest an answer may arrive once it has begun.
  var minimumSpeed = MinimumSpeed.standard
  /// Told how far the answer has come, about once a second and as bytes arrive, on the
  /// transfer's thread.
  var progress: (@Sendable (TransferProgress) -> Void)?
}

/// Less than `bytesPerSecond` on average over any `seconds` ends a transfer whose answer has begun
/// (a server that stopped sending, or a line too slow to finish). The wait before the answer
/// begins is not counted: Figma can take a while to assemble a large file. `bytesPerSecond` 0
/// turns the check off.
package struct MinimumSpeed: Sendable, Hashable {
  package var bytesPerSecond: Int
  package var seconds: Int

  package init(bytesPerSecond: Int, seconds: Int) {
    self.bytesPerSecond = bytesPerSecond
    self.seconds = seconds
  }

  package static let standard = MinimumSpeed(bytesPerSecond: 1024, seconds: 30)
}

/// How far a transfer's answer has come: bytes as they travel (compressed, when the server
/// compresses), and the total when the server said it.
package struct TransferProgress: Sendable, Hashable {
  package var received: Int
  package var expected: Int?
  package var elapsed: Duration

  package init(received: Int, expected: Int?, elapsed: Duration) {
    self.received = received
    self.expected = expected
    self.elapsed = elapsed
  }
}

/// The bytes received at moments of a transfer, enough to tell the average speed over the last
/// `MinimumSpeed.seconds`; samples are at least a tenth of a second apart, so it holds at most
/// ten a second of the window.
struct SpeedWindow {
  let minimum: MinimumSpeed
  private var samples: [(time: Duration, bytes: Int)] = []
  private var first = 0

  init(_ minimum: MinimumSpeed) { self.minimum = minimum }

  /// Records `bytes` received by `time` (since the answer began); true when the last
  /// `minimum.seconds` brought less than the minimum.
  mutating func isTooSlow(at time: Duration, bytes: Int) -> Bool {
    guard minimum.bytesPerSecond > 0, minimum.seconds > 0 else { return false }
    if let last = samples.last, time - last.time < .milliseconds(100) {
      samples[samples.count - 1].bytes = bytes
    } else {
      samples.append((time, bytes))
    }
    let window = Duration.seconds(minimum.seconds)
    // Keep one sample at or before the window's start: the bytes the window is measured from.
    while first + 1 < samples.count, time - samples[first + 1].time >= window { first += 1 }
    if first > 1024 {
      samples.removeFirst(first)
      first = 0
    }
    let start = samples[first]
    guard time - start.time >= window else { return false }
    return bytes - start.bytes < minimum.bytesPerSecond * minimum.seconds
  }
}

/// libcurl, opened with dlopen when a pull runs rather than linked: linking it would load it and
/// the thirty-odd TLS, auth and directory libraries behind it at every start of every command.
/// This is the one file that calls libcurl.
struct Curl: Sendable {
  static let soname = "libcurl.so.4"

  /// The installed libcurl, opened and initialised the first time a pull asks for it.
  static let installed = open(soname)

  /// libcurl from `soname`: the installed one for the usual name (tests ask for names that do not
  /// exist).
  static func named(_ soname: String) -> Result<Curl, CurlFailure> {
    soname == Self.soname ? installed : open(soname)
  }

  private let globalInit: ccurl_global_init_function
  private let easyInit: ccurl_easy_init_function
  private let easySetopt: ccurl_variadic_function
  private let easyPerform: ccurl_easy_perform_function
  private let easyGetinfo: ccurl_variadic_function
  private let easyCleanup: ccurl_easy_cleanup_function
  private let easyStrerror: ccurl_easy_strerror_function
  private let slistAppend: ccurl_slist_append_function
  private let slistFreeAll: ccurl_slist_free_all_function

  /// Opens the library and looks up its functions. It stays open for the life of the process,
  /// since the functions are kept.
  private static func open(_ soname: String) -> Result<Curl, CurlFailure> {
    guard let library = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      return .failure(CurlFailure(message: loaderError(or: "\(soname) could not be opened")))
    }
    func function<Function>(_ name: String, as type: Function.Type) throws(CurlFailure) -> Function {
      guard let address = dlsym(library, name) else {
        throw CurlFailure(message: loaderError(or: "\(soname) has no \(name)"))
      }
      return unsafeBitCast(address, to: type)
    }
    let curl: Curl
    do throws(CurlFailure) {
      curl = Curl(
        globalInit: try function("curl_global_init", as: ccurl_global_init_function.self),
        easyInit: try function("curl_easy_init", as: ccurl_easy_init_function.self),
        easySetopt: try function("curl_easy_setopt", as: ccurl_variadic_function.self),
        easyPerform: try function("curl_easy_perform", as: ccurl_easy_perform_function.self),
        easyGetinfo: try function("curl_easy_getinfo", as: ccurl_variadic_function.self),
        easyCleanup: try function("curl_easy_cleanup", as: ccurl_easy_cleanup_function.self),
        easyStrerror: try function("curl_easy_strerror", as: ccurl_easy_strerror_function.self),
        slistAppend: try function("curl_slist_append", as: ccurl_slist_append_function.self),
        slistFreeAll: try function("curl_slist_free_all", as: ccurl_slist_free_all_function.self))
    } catch {
      dlclose(library)
      return .failure(error)
    }
    let started = curl.globalInit(ccurl_global_default)
    guard started == CURLE_OK else {
      return .failure(CurlFailure(message: "libcurl did not start: " + curl.message(started)))
    }
    return .success(curl)
  }

  private static func loaderError(or fallback: String) -> String {
    dlerror().map { String(cString: $0) } ?? fallback
  }

  private func message(_ code: CURLcode) -> String {
    easyStrerror(code).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
  }

  /// A non-2xx answer is read only this far: enough for its message, which is all it is for.
  static let errorBodyLimit = 64 * 1024

  /// GETs `url` with `headers` (`Name: value`) within `limits`. curl_easy_perform blocks for the
  /// whole transfer, so it runs on a thread of its own, not on the pool that runs async code.
  func get(_ url: String, headers: [String], limits: TransferLimits) async -> Result<HTTPAnswer, CurlFailure> {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: perform(url, headers: headers, limits: limits)) }.start()
    }
  }

  private func perform(_ url: String, headers: [String], limits: TransferLimits) -> Result<HTTPAnswer, CurlFailure> {
    guard let handle = easyInit() else { return .failure(CurlFailure(message: "libcurl could not start a transfer")) }
    defer { easyCleanup(handle) }
    var fields: UnsafeMutablePointer<curl_slist>?
    defer { slistFreeAll(fields) }
    for header in headers {
      guard let longer = slistAppend(fields, header) else { return .failure(CurlFailure(message: "out of memory")) }
      fields = longer
    }
    let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(ccurl_error_size))
    errorText.initialize(repeating: 0, count: Int(ccurl_error_size))
    defer { errorText.deallocate() }
    let received = Received(maxBytes: limits.maxBytes, minimumSpeed: limits.minimumSpeed, progress: limits.progress)
    // A timeout that ends the transfer close to this deadline is the transfer's limit, not a stall
    // or a slow connection (which take a minute from a last byte). Close, not past: curl counts
    // whole milliseconds and can fire a fraction of one before this clock agrees.
    let clock = ContinuousClock()
    let deadline = clock.now + limits.timeout
    let timeout = Self.milliseconds(limits.timeout)

    return withExtendedLifetime(received) {
      let context = Unmanaged.passUnretained(received).toOpaque()
      let settings = [
        ccurl_setopt_string(easySetopt, handle, CURLOPT_URL, url),
        ccurl_setopt_list(easySetopt, handle, CURLOPT_HTTPHEADER, fields),
        // No signals for timeouts: other threads of the process run Swift code.
        ccurl_setopt_long(easySetopt, handle, CURLOPT_NOSIGNAL, 1),
        ccurl_setopt_long(easySetopt, handle, CURLOPT_TIMEOUT_MS, timeout),
        ccurl_setopt_long(easySetopt, handle, CURLOPT_CONNECTTIMEOUT, limits.connectTimeout),
        // The speed check and progress run in the transfer-info callback, which curl calls about
        // once a second even when nothing arrives; curl's own low-speed limit would also count the
        // wait before the answer begins.
        ccurl_setopt_long(easySetopt, handle, CURLOPT_NOPROGRESS, 0),
        ccurl_setopt_xferinfo(easySetopt, handle, CURLOPT_XFERINFOFUNCTION, Self.transferInfo),
        ccurl_setopt_pointer(easySetopt, handle, CURLOPT_XFERINFODATA, context),
        // Every compression this libcurl decodes; large files shrink several times over. The
        // size limit counts what the callback receives, which is decoded.
        ccurl_setopt_string(easySetopt, handle, CURLOPT_ACCEPT_ENCODING, ""),
        ccurl_setopt_string(easySetopt, handle, CURLOPT_USERAGENT, "specimen"),
        ccurl_setopt_pointer(easySetopt, handle, CURLOPT_ERRORBUFFER, errorText),
        ccurl_setopt_callback(easySetopt, handle, CURLOPT_WRITEFUNCTION, Self.receiveBody),
        ccurl_setopt_pointer(easySetopt, handle, CURLOPT_WRITEDATA, context),
        ccurl_setopt_callback(easySetopt, handle, CURLOPT_HEADERFUNCTION, Self.receiveHeader),
        ccurl_setopt_pointer(easySetopt, handle, CURLOPT_HEADERDATA, context),
        // Redirects are not followed (curl's default): the token would go on to wherever they
        // point, and Figma's API does not redirect. TLS certificates are verified (the default);
        // proxies come from the environment as curl reads them.
      ]
      if let refused = settings.first(where: { $0 != CURLE_OK }) {
        return .failure(CurlFailure(message: message(refused)))
      }

      let code = easyPerform(handle)
      var status = 0
      _ = ccurl_getinfo_long(easyGetinfo, handle, CURLINFO_RESPONSE_CODE, &status)
      let answer = HTTPAnswer(status: status, reason: received.reason, headers: received.headers, body: received.body)
      if received.tooLarge {
        return .failure(CurlFailure(message: "too large", reason: .tooLarge, received: received.count))
      }
      if received.errorBodyCut { return .success(answer) }
      if received.tooSlow {
        return .failure(CurlFailure(message: "too slow", reason: .tooSlow, received: received.count))
      }
      guard code == CURLE_OK else {
        let detail = String(cString: errorText)
        let timedOut = code == CURLE_OPERATION_TIMEDOUT && clock.now >= deadline - .seconds(1)
        return .failure(
          CurlFailure(
            message: detail.isEmpty ? message(code) : detail, reason: timedOut ? .timedOut : .failed,
            received: received.count))
      }
      return .success(answer)
    }
  }

  /// curl's CURLOPT_TIMEOUT_MS for `duration`: at least 1 (0 would mean no limit), at most 24
  /// days (what a 32-bit `long` holds).
  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let most = Int64(Int32.max)
    guard seconds >= 0 else { return 1 }
    guard seconds < most / 1000 else { return Int(most) }
    return Int(max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
  }

  /// What the callbacks collect during one transfer, on the transfer's thread.
  private final class Received {
    let maxBytes: Int
    var body = Data()
    var headers: [(name: String, value: String)] = []
    /// From the latest status line.
    var status = 0
    var reason = ""
    /// Body bytes passed to the callback, kept or not.
    var count = 0
    /// Why a callback stopped the transfer.
    var tooLarge = false
    var errorBodyCut = false
    var tooSlow = false
    var speed: SpeedWindow
    let progress: (@Sendable (TransferProgress) -> Void)?
    let started = ContinuousClock.now
    /// When the status line came: the speed is measured from there.
    var answerBegan: ContinuousClock.Instant?

    init(maxBytes: Int, minimumSpeed: MinimumSpeed, progress: (@Sendable (TransferProgress) -> Void)?) {
      self.maxBytes = maxBytes
      self.speed = SpeedWindow(minimumSpeed)
      self.progress = progress
    }

    var isSuccess: Bool { (200..<300).contains(status) }
  }

  /// Returning less than `length` makes curl stop the transfer with CURLE_WRITE_ERROR; the flags
  /// say which bound stopped it.
  private static let receiveBody: curl_write_callback = { bytes, size, count, context in
    let length = size * count
    guard let bytes, let context else { return length }
    let received = Unmanaged<Received>.fromOpaque(context).takeUnretainedValue()
    received.count += length
    var kept = length
    if !received.isSuccess {
      kept = min(length, max(0, errorBodyLimit - received.body.count))
      if kept < length { received.errorBodyCut = true }
    } else if received.body.count > received.maxBytes - length {
      received.tooLarge = true
      return 0
    }
    received.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: kept)
    return kept
  }

  /// Called about once a second and as data arrives: reports progress, and stops a transfer
  /// (non-zero) whose answer arrives slower than its minimum speed.
  private static let transferInfo: curl_xferinfo_callback = { context, total, now, _, _ in
    guard let context else { return 0 }
    let received = Unmanaged<Received>.fromOpaque(context).takeUnretainedValue()
    let clock = ContinuousClock.now
    received.progress?(
      TransferProgress(
        received: Int(now), expected: total > 0 ? Int(total) : nil, elapsed: clock - received.started))
    guard let began = received.answerBegan else { return 0 }
    if received.speed.isTooSlow(at: clock - began, bytes: Int(now)) {
      received.tooSlow = true
      return 1
    }
    return 0
  }

  /// Called once per header line, status line and the blank line that ends the header included.
  private static let receiveHeader: curl_write_callback = { bytes, size, count, context in
    let length = size * count
    guard let bytes, let context else { return length }
    let received = Unmanaged<Received>.fromOpaque(context).takeUnretainedValue()
    let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      // A new response begins (after a 100 Continue, or a proxy's answer to CONNECT).
      received.headers = []
      let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).split(
        separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      received.status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      received.reason = parts.count > 2 ? String(parts[2]) : ""
      if received.answerBegan == nil { received.answerBegan = .now }
    } else if let colon = line.firstIndex(of: ":") {
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      received.headers.append((String(line[..<colon]), value))
    } else if line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, received.isSuccess,
      declaredLength(received.headers) ?? 0 > received.maxBytes
    {
      // A plain body that says it is too large stops here, before any of it is read.
      received.tooLarge = true
      return 0
    }
    return length
  }

  /// The Content-Length of a body sent as is; nil when it is compressed (its decoded size is
  /// unknown until read) or not given.
  private static func declaredLength(_ headers: [(name: String, value: String)]) -> Int? {
    let encoding = headers.last { $0.name.lowercased() == "content-encoding" }?.value.lowercased()
    guard encoding == nil || encoding == "identity" else { return nil }
    return headers.last { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) }
  }
}
