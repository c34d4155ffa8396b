/// The Adler-32 checksum of RFC 1950 (zlib): two running sums modulo 65 521, the second of the
/// first. Any single changed byte changes it, and it costs two additions a byte (here done
/// sixteen bytes at a time).
package enum Adler32 {
    /// The largest prime below 2¹⁶.
    private static let modulus: UInt32 = 65_521
    /// The most bytes that can be summed before the second sum could pass 2³² (zlib's NMAX):
    /// 255·n·(n+1)/2 + (n+1)·(modulus−1) ≤ 2³² − 1.
    private static let blockSize = 5_552

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(*n*).
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        // Over sixteen bytes, `a` gains their sum, and `b` gains sixteen times `a` as it was
        // before them plus each byte times the number of the sixteen sums it is in (16 for the
        // first, 1 for the last): the same sums as byte by byte, in vector instructions.
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        var start = 0
        while start < bytes.count {
            let end = min(start + blockSize, bytes.count)
            var index = start
            while end - index >= 16 {
                let chunk = SIMD16<UInt32>(
                    truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
                b &+= 16 &* a &+ (chunk &* weights).wrappedSum()
                a &+= chunk.wrappedSum()
                index += 16
            }
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }
}
