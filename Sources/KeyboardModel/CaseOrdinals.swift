/// The position of each case of an enumeration in its `allCases`, worked out once: what a table
/// indexed by the cases (a theme's key styles and fonts) looks its rows up by, without making
/// `allCases` again at each look-up.
package struct CaseOrdinals<Value: CaseIterable & Hashable & Sendable>: Sendable {
    private let positions: [Value: Int]

    package init() {
        var positions: [Value: Int] = [:]
        for (index, value) in Value.allCases.enumerated() { positions[value] = index }
        self.positions = positions
    }

    /// The position of `value` in `allCases`.
    package subscript(value: Value) -> Int { positions[value] ?? 0 }
}
