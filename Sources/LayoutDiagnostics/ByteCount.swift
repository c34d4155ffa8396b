/// File sizes as messages give them.
package enum ByteCount {
    /// "4 MiB", "24.5 MiB", "3.1 KiB", "512 bytes".
    ///
    /// - Parameter count: A number of bytes.
    /// - Returns: The size in the largest unit that gives at least one, to a tenth.
    package static func text(_ count: Int) -> String {
        if count >= 1 << 20 {
            let tenths = (count * 10 + (1 << 19)) >> 20
            return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
        }
        if count >= 1 << 10 {
            let tenths = (count * 10 + (1 << 9)) >> 10
            return tenths % 10 == 0 ? "\(tenths / 10) KiB" : "\(tenths / 10).\(tenths % 10) KiB"
        }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}
