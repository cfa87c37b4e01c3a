import Foundation

/// A decoded PNG: 8-bit RGBA pixels, row by row. Enough of PNG for rsvg-convert's output
/// (8-bit RGB or RGBA, not interlaced), with a small DEFLATE decoder since Foundation on
/// Linux has none.
struct PNGImage {
  var width: Int
  var height: Int
  var pixels: [UInt8]

  struct Pixel: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    var description: String { "rgba(\(r),\(g),\(b),\(a))" }
  }

  func pixel(_ x: Int, _ y: Int) -> Pixel {
    let i = (y * width + x) * 4
    return Pixel(r: Int(pixels[i]), g: Int(pixels[i + 1]), b: Int(pixels[i + 2]), a: Int(pixels[i + 3]))
  }

  enum Failure: Error { case notPNG, unsupported(String), corrupt(String) }

  init(data: [UInt8]) throws {
    guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.notPNG }
    var offset = 8
    var idat: [UInt8] = []
    var width = 0
    var height = 0
    var colorType = 0
    func u32(_ at: Int) -> Int {
      Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
    }
    while offset + 8 <= data.count {
      let length = u32(offset)
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let body = Array(data[offset + 8..<offset + 8 + length])
      switch type {
      case "IHDR":
        width = u32(offset + 8)
        height = u32(offset + 12)
        guard body[8] == 8, body[12] == 0 else { throw Failure.unsupported("bit depth or interlace") }
        colorType = Int(body[9])
      case "IDAT": idat += body
      default: break
      }
      offset += 12 + length
    }
    let channels: Int
    switch colorType {
    case 6: channels = 4
    case 2: channels = 3
    default: throw Failure.unsupported("color type \(colorType)")
    }
    let raw = try Inflate.zlib(idat)
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Failure.corrupt("short image data") }
    var rows = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      let src = y * (stride + 1) + 1
      for x in 0..<stride {
        let value = Int(raw[src + x])
        let left = x >= channels ? Int(rows[y * stride + x - channels]) : 0
        let up = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
        let upLeft = (x >= channels && y > 0) ? Int(rows[(y - 1) * stride + x - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let pa = abs(p - left)
          let pb = abs(p - up)
          let pc = abs(p - upLeft)
          predicted = (pa <= pb && pa <= pc) ? left : (pb <= pc ? up : upLeft)
        default: throw Failure.corrupt("filter \(filter)")
        }
        rows[y * stride + x] = UInt8((value + predicted) & 0xFF)
      }
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) {
      for c in 0..<channels { pixels[i * 4 + c] = rows[i * channels + c] }
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// RFC 1950/1951 decompression.
enum Inflate {
  struct Failure: Error { var message: String }

  static func zlib(_ data: [UInt8]) throws -> [UInt8] {
    guard data.count > 2 else { throw Failure(message: "short zlib stream") }
    var reader = BitReader(data: data, offset: 2)
    return try inflate(&reader)
  }

  struct BitReader {
    let data: [UInt8]
    var offset: Int
    var bit = 0
    mutating func read(_ count: Int) throws -> Int {
      var value = 0
      for i in 0..<count {
        guard offset < data.count else { throw Failure(message: "unexpected end of data") }
        value |= Int((data[offset] >> UInt8(bit)) & 1) << i
        bit += 1
        if bit == 8 {
          bit = 0
          offset += 1
        }
      }
      return value
    }
    mutating func alignToByte() {
      if bit != 0 {
        bit = 0
        offset += 1
      }
    }
  }

  /// Canonical Huffman decoding table: counts per length and symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []
    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for i in 1..<16 { offsets[i] = offsets[i - 1] + counts[i - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
    func decode(_ reader: inout BitReader) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= try reader.read(1)
        let count = counts[length]
        if code - count < first { return symbols[index + (code - first)] }
        index += count
        first += count
        first <<= 1
        code <<= 1
      }
      throw Failure(message: "bad Huffman code")
    }
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
    var out: [UInt8] = []
    var last = 0
    repeat {
      last = try reader.read(1)
      let type = try reader.read(2)
      switch type {
      case 0:
        reader.alignToByte()
        guard reader.offset + 4 <= reader.data.count else { throw Failure(message: "short stored block") }
        let length = Int(reader.data[reader.offset]) | Int(reader.data[reader.offset + 1]) << 8
        reader.offset += 4
        out += reader.data[reader.offset..<reader.offset + length]
        reader.offset += length
      case 1:
        let literal = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
        let distance = Huffman(lengths: [Int](repeating: 5, count: 30))
        try block(&reader, &out, literal, distance)
      case 2:
        let literalCount = try reader.read(5) + 257
        let distanceCount = try reader.read(5) + 1
        let codeCount = try reader.read(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = try reader.read(3) }
        let codes = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try codes.decode(&reader)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else { throw Failure(message: "repeat with no length") }
            lengths += [Int](repeating: previous, count: 3 + (try reader.read(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.read(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try reader.read(7)))
          }
        }
        try block(
          &reader, &out, Huffman(lengths: Array(lengths[0..<literalCount])),
          Huffman(lengths: Array(lengths[literalCount...])))
      default: throw Failure(message: "bad block type")
      }
    } while last == 0
    return out
  }

  static func block(_ reader: inout BitReader, _ out: inout [UInt8], _ literal: Huffman, _ distance: Huffman) throws {
    while true {
      let symbol = try literal.decode(&reader)
      if symbol < 256 {
        out.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < lengthBase.count else { throw Failure(message: "bad length") }
        let length = lengthBase[index] + (try reader.read(lengthExtra[index]))
        let d = try distance.decode(&reader)
        guard d < distanceBase.count else { throw Failure(message: "bad distance") }
        let back = distanceBase[d] + (try reader.read(distanceExtra[d]))
        guard back <= out.count else { throw Failure(message: "distance too far") }
        let start = out.count - back
        for i in 0..<length { out.append(out[start + i]) }
      }
    }
  }
}

/// Rasterizes SVG markup with rsvg-convert (Debian's librsvg2-bin) at `zoom` pixels per unit.
enum Rasterizer {
  static let tool = "/usr/bin/rsvg-convert"
  static var available: Bool { FileManager.default.isExecutableFile(atPath: tool) }

  static func render(_ svg: String, zoom: Double) throws -> PNGImage {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("geometry-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.svg")
    let output = directory.appendingPathComponent("out.png")
    try svg.write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-z", String(zoom), "-f", "png", "-o", output.path, input.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Inflate.Failure(message: "rsvg-convert failed") }
    return try PNGImage(data: Array(try Data(contentsOf: output)))
  }
}
