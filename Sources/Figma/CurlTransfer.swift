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
    /// The server stopped sending for `TransferLimits.stall` seconds once it had answered.
    case stalled
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
  /// The whole transfer, from connecting to the last byte; a body trickled a byte at a time
  /// never stalls, so only this ends it.
  var timeout: Duration
  /// Seconds without a connection or without data that end the transfer.
  var stall = 60
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
    let received = Received(maxBytes: limits.maxBytes)
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
        // As URLSession: give up after a stall (a minute without a connection or without data),
        // besides the limit on the whole transfer.
        ccurl_setopt_long(easySetopt, handle, CURLOPT_CONNECTTIMEOUT, limits.stall),
        ccurl_setopt_long(easySetopt, handle, CURLOPT_LOW_SPEED_LIMIT, 1),
        ccurl_setopt_long(easySetopt, handle, CURLOPT_LOW_SPEED_TIME, limits.stall),
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
      guard code == CURLE_OK else {
        let detail = String(cString: errorText)
        let timedOut = code == CURLE_OPERATION_TIMEDOUT && clock.now >= deadline - .seconds(1)
        // Before the deadline, curl's timeout is the stall limit: once the status line has come,
        // that is a server that stopped sending, not one that cannot be reached.
        let stalled = code == CURLE_OPERATION_TIMEDOUT && !timedOut && received.status > 0
        return .failure(
          CurlFailure(
            message: detail.isEmpty ? message(code) : detail,
            reason: timedOut ? .timedOut : stalled ? .stalled : .failed, received: received.count))
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

    init(maxBytes: Int) { self.maxBytes = maxBytes }

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
