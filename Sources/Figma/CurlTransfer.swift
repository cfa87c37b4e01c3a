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
  /// The header fields of the final response, in the order received.
  var headers: [(name: String, value: String)]
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
  var message: String
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

  /// GETs `url` with `headers` (`Name: value`). curl_easy_perform blocks for the whole transfer,
  /// so it runs on a thread of its own, not on the pool that runs async code.
  func get(_ url: String, headers: [String]) async -> Result<HTTPAnswer, CurlFailure> {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: perform(url, headers: headers)) }.start()
    }
  }

  private func perform(_ url: String, headers: [String]) -> Result<HTTPAnswer, CurlFailure> {
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
    let received = Received()

    return withExtendedLifetime(received) {
      let context = Unmanaged.passUnretained(received).toOpaque()
      let settings = [
        ccurl_setopt_string(easySetopt, handle, CURLOPT_URL, url),
        ccurl_setopt_list(easySetopt, handle, CURLOPT_HTTPHEADER, fields),
        // No signals for timeouts: other threads of the process run Swift code.
        ccurl_setopt_long(easySetopt, handle, CURLOPT_NOSIGNAL, 1),
        // As URLSession: give up after 60 seconds without a connection or without data, however
        // long a large file takes as a whole.
        ccurl_setopt_long(easySetopt, handle, CURLOPT_CONNECTTIMEOUT, 60),
        ccurl_setopt_long(easySetopt, handle, CURLOPT_LOW_SPEED_LIMIT, 1),
        ccurl_setopt_long(easySetopt, handle, CURLOPT_LOW_SPEED_TIME, 60),
        // Every compression this libcurl decodes; large files shrink several times over.
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
      guard code == CURLE_OK else {
        let detail = String(cString: errorText)
        return .failure(CurlFailure(message: detail.isEmpty ? message(code) : detail))
      }
      var status = 0
      _ = ccurl_getinfo_long(easyGetinfo, handle, CURLINFO_RESPONSE_CODE, &status)
      return .success(HTTPAnswer(status: status, headers: received.headers, body: received.body))
    }
  }

  /// What the callbacks collect during one transfer, on the transfer's thread.
  private final class Received {
    var body = Data()
    var headers: [(name: String, value: String)] = []
  }

  private static let receiveBody: curl_write_callback = { bytes, size, count, context in
    let length = size * count
    guard let bytes, let context else { return length }
    Unmanaged<Received>.fromOpaque(context).takeUnretainedValue().body.append(
      UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
    return length
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
    } else if let colon = line.firstIndex(of: ":") {
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      received.headers.append((String(line[..<colon]), value))
    }
    return length
  }
}
