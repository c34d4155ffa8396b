#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names looked up by their UTF-8 bytes, as the decoder reads them from an event: the names of
/// each length in a bucket, then a comparison of bytes. The format's names (of fields and of
/// choices) are lowercase ASCII letters, digits and hyphens, to which no other text is
/// canonically equivalent (the few scalars that decompose to ASCII — the Kelvin sign, the Greek
/// question mark and varia — become `K`, `;` and `` ` ``): a text equals one as a `String` only
/// with the same bytes, so no `String` is made to find one.
struct NameIndex: Sendable {
    /// The positions of the names of each length, by length.
    private let byLength: [[Int]]
    /// Every name's bytes, end to end, and where each starts (by position).
    private let bytes: [UInt8]
    private let starts: [Int]

    /// An index of `names`, found by their positions in it.
    init(_ names: [String]) {
        var byLength: [[Int]] = Array(repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for (position, name) in names.enumerated() {
            byLength[name.utf8.count].append(position)
        }
        self.byLength = byLength
        starts = names.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.utf8.count) }
        bytes = names.flatMap(\.utf8)
    }

    /// The position of the name whose UTF-8 is `name`.
    ///
    /// - Complexity: O(1): a bucket by length, then at most a few comparisons of bytes.
    func position(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard name.count < byLength.count, let base = name.baseAddress else { return nil }
        return bytes.withUnsafeBufferPointer { all -> Int? in
            guard let first = all.baseAddress else { return nil }
            for position in byLength[name.count] where memcmp(first + starts[position], base, name.count) == 0 {
                return position
            }
            return nil
        }
    }
}

/// A value the format writes as one of a few names (`align: left`, `action: shift`), read
/// by ``FormatDecoder/choice(_:_:)``: its table finds a case from the bytes of its name.
package protocol FormatChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case, found by name.
    static var names: ChoiceNames<Self> { get }
}

/// The cases of a ``FormatChoice``, found by the bytes of their names (their raw values).
package struct ChoiceNames<Value: FormatChoice>: Sendable {
    private let cases: [Value]
    private let index: NameIndex

    /// The table of every case of `Value`.
    package init() {
        cases = Array(Value.allCases)
        index = NameIndex(cases.map(\.rawValue))
    }

    /// The case whose name's UTF-8 is `name`.
    func value(named name: UnsafeBufferPointer<UInt8>) -> Value? {
        index.position(of: name).map { cases[$0] }
    }
}
