/// The position of each case of an enumeration in its `allCases`: what a table indexed by the
/// cases (a theme's key styles and fonts) looks its rows up by, with `allCases` made once rather
/// than at each look-up. For the few cases of such tables, a scan beats hashing.
package struct CaseOrdinals<Value: CaseIterable & Equatable & Sendable>: Sendable {
    private let cases = Array(Value.allCases)

    package init() {}

    /// The position of `value` in `allCases`.
    @inline(__always) package subscript(value: Value) -> Int { cases.firstIndex(of: value) ?? 0 }
}
