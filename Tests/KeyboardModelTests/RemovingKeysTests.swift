import KeyboardModel
import Testing

/// `removingKeys(where:)`, how a keyboard extension hides its globe key: the row closes up, gaps
/// keep their places among the keys left, an emptied row goes, and so does a constraint naming a
/// key no longer in its form.
@Suite struct RemovingKeysTests {
    static func layout() -> KeyboardLayout {
        var layout = KeyboardLayout(id: "x", name: "X", locale: "en", layers: [])
        let globe = Key(action: .nextKeyboard)
        layout.layers = [
            Layer(
                name: "letters",
                rows: [
                    // a, a gap, the globe, b, a gap at the end.
                    Row(
                        keys: [
                            Key(action: .character("a", shifted: "A")), globe,
                            Key(action: .character("b", shifted: "B")),
                        ],
                        gaps: [RowGap(before: 1, width: .units(0.5)), RowGap(before: 3, width: .points(4))]),
                    Row(keys: [globe]),
                ])
        ]
        let anchor = KeyAnchor(keyID: globe.id, attribute: .width)
        layout.constraints = [
            LayoutConstraint(
                lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: anchor)]), relation: .equal,
                rhs: LinearExpression(constant: 40)),
            LayoutConstraint(
                lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: "a", attribute: .width))]),
                relation: .equal, rhs: LinearExpression(constant: 30)),
        ]
        return layout
    }

    @Test func theGlobeGoesAndItsRowClosesUp() throws {
        let removed = Self.layout().removingKeys { $0.action == .nextKeyboard }
        let rows = try #require(removed.layers.first?.rows)
        // The row of the globe alone is gone.
        #expect(rows.count == 1)
        #expect(rows[0].keys.map(\.id) == ["a", "b"])
        // The gap written before the globe now stands before b; the one at the end stays there.
        #expect(rows[0].gaps == [RowGap(before: 1, width: .units(0.5)), RowGap(before: 2, width: .points(4))])
        // The constraint on the globe's width went; the one on a stayed.
        #expect(removed.constraints.count == 1)
        #expect(removed.constraints.first?.lhs.terms.first?.anchor.keyID == "a")
        // Removing nothing changes nothing.
        #expect(Self.layout().removingKeys { _ in false } == Self.layout())
    }
}
