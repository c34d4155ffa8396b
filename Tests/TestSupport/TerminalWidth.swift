#if canImport(Glibc)
    import Glibc

    /// glibc's `wcwidth(3)`, which the Glibc module map leaves out (it needs `_XOPEN_SOURCE`).
    @_silgen_name("wcwidth") private func systemWcwidth(_ character: Int32) -> Int32
#endif

/// Terminal widths as the C library counts them (`wcwidth(3)` in the C.UTF-8 locale): an oracle
/// for display widths that shares no table with ours.
public enum TerminalWidth {
    /// Whether the C library can answer here (glibc with a C.UTF-8 locale).
    public static var isAvailable: Bool { columns(ofScalar: 0x61) == 1 }

    /// `wcwidth` of one scalar: 0, 1 or 2, or -1 when the C library does not know it.
    public static func columns(ofScalar value: UInt32) -> Int {
        columns(ofScalars: [value])
    }

    /// `wcswidth` of a line: the sum of its scalars' widths, or -1 when one is unknown.
    public static func columns(of text: some StringProtocol) -> Int {
        columns(ofScalars: text.unicodeScalars.map(\.value))
    }

    /// The sum of `values`' widths in the C.UTF-8 locale, or -1 when one is unknown (or the C
    /// library cannot answer).
    private static func columns(ofScalars values: [UInt32]) -> Int {
        #if canImport(Glibc)
            guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return -1 }
            let previous = uselocale(locale)
            defer {
                uselocale(previous)
                freelocale(locale)
            }
            var total = 0
            for value in values {
                let width = Int(systemWcwidth(Int32(bitPattern: value)))
                guard width >= 0 else { return -1 }
                total += width
            }
            return total
        #else
            return -1
        #endif
    }
}
