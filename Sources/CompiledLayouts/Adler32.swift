/// The Adler-32 checksum of RFC 1950 (zlib): two running sums modulo 65 521, the second of the
/// first. Any single changed byte changes it, and it costs two additions a byte.
enum Adler32 {
    /// The largest prime below 2¹⁶.
    private static let modulus: UInt32 = 65_521
    /// The most bytes that can be summed before the second sum could pass 2³² (zlib's NMAX):
    /// 255·n·(n+1)/2 + (n+1)·(modulus−1) ≤ 2³² − 1.
    private static let blockSize = 5_552

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(*n*).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + blockSize, bytes.count)
            for index in start..<end {
                a &+= UInt32(bytes[index])
                b &+= a
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }
}
