import KeyboardModel
import LayoutFormat
import Testing

@testable import KeyboardGeometry

/// Keys spanning rows, on `Layouts/numpad.yaml` (the PC keypad: tall + and Enter), with the
/// numbers worked out by hand.
@Suite struct SpanTests {
    static func numpad() throws -> KeyboardLayout {
        let path = BundledLayoutTests.layoutsFolder + "/numpad.yaml"
        let result = LayoutLoader().load(path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.layout)
    }

    /// At 390 × 260 with 6 pt insets and gaps: A = 378, 4u + 3·6 = 378 so u = 90 (pitch 96);
    /// five rows of (260 − 12 − 4·6) / 5 = 44.8, tops 6, 56.8, 107.6, 158.4, 209.2. The tall
    /// keys are 2·44.8 + 6 = 95.6 high at x = 6 + 3·96 = 294; 0 is 2·90 + 6 = 186 wide.
    @Test func framesAtThePreferredSize() throws {
        var geometry = try LayoutGeometry(try Self.numpad())
        let frames = try geometry.frames(ofLayer: "pad", for: KeyboardSize(width: 390, height: 260))
        func expect(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            guard let frame = frames.key(withID: id)?.frame else {
                Issue.record("no key \(id)")
                return
            }
            let close =
                abs(frame.x - x) < 1e-9 && abs(frame.y - y) < 1e-9 && abs(frame.width - width) < 1e-9
                && abs(frame.height - height) < 1e-9
            #expect(close, "\(id): \(frame)")
        }
        expect("backspace", 6, 6, 90, 44.8)
        expect("-", 294, 6, 90, 44.8)
        expect("7", 6, 56.8, 90, 44.8)
        expect("+", 294, 56.8, 90, 95.6)
        expect("6", 198, 107.6, 90, 44.8)
        expect("return", 294, 158.4, 90, 95.6)
        expect("0", 6, 209.2, 186, 44.8)
        expect(".", 198, 209.2, 90, 44.8)
        // The tall keys' places in the rows below belong to them: the region of + runs from
        // the middle of its gap with 9 (288 + 3) to the edge, and from the middle of the gap
        // above its row (56.8 − 3) to the middle of the gap below the next (107.6 + 44.8 + 3).
        #expect(frames.key(at: KeyboardPoint(x: 339, y: 130))?.id == "+")
        #expect(frames.key(at: KeyboardPoint(x: 292, y: 100))?.id == "+")
        #expect(frames.key(at: KeyboardPoint(x: 290, y: 130))?.id == "6")
        #expect(frames.key(at: KeyboardPoint(x: 339, y: 250))?.id == "return")
        #expect(frames.key(at: KeyboardPoint(x: 339, y: 53.5))?.id == "-")
        #expect(frames.key(at: KeyboardPoint(x: 339, y: 157))?.id == "return")
        let region = try #require(frames.key(withID: "+")).hitRegion
        #expect(abs(region.x - 291) < 1e-9 && abs(region.maxX - 390) < 1e-9)
        #expect(abs(region.y - 53.8) < 1e-9 && abs(region.maxY - 155.4) < 1e-9)
    }

    /// A constraint on a tall key's height and bottom reads its rows: + ends where 6 ends.
    @Test func constraintsSeeTheWholeKey() throws {
        var layout = try Self.numpad()
        layout.constraints = [
            LayoutConstraint(
                lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: "+", attribute: .bottom))]
                ),
                relation: .equal,
                rhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: "6", attribute: .bottom))]
                ),
                text: "+.bottom == 6.bottom"),
            LayoutConstraint(
                lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: "+", attribute: .height))]
                ),
                relation: .equal,
                rhs: LinearExpression(
                    terms: [.init(coefficient: 2, anchor: KeyAnchor(keyID: "7", attribute: .height))], constant: 6),
                text: "+.height == 2 * 7.height + 6"),
        ]
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "pad", for: KeyboardSize(width: 390, height: 260))
        #expect(frames.key(withID: "+")?.frame.maxY == frames.key(withID: "6")?.frame.maxY)
    }

    /// Spans that cannot be laid out are errors of the geometry for layouts made in code (the
    /// validator reports them at the file's `span` for layouts read from files).
    @Test func badSpansInCode() {
        func layout(_ rows: [Row]) -> KeyboardLayout {
            KeyboardLayout(id: "x", name: "X", locale: "en", layers: [Layer(name: "l", rows: rows)])
        }
        var tall = Key.character("a")
        tall.span = 3
        #expect(throws: GeometryError.self) {
            _ = try LayoutGeometry(layout([Row(keys: [tall]), Row(keys: [Key.character("b")])]))
        }
        var first = Key.character("p")
        first.span = 2
        var second = Key.character("q")
        second.span = 2
        // Both reach past the one key of the row below: the same place, after its last key.
        #expect(throws: GeometryError.self) {
            _ = try LayoutGeometry(
                layout([
                    Row(keys: [Key.character("o"), first, second]), Row(keys: [Key.character("r")]),
                ]))
        }
    }

    /// A layout built in code breaks the span rule as a file would, and the geometry says it in
    /// the validator's words (one rule, ``SpanRule``).
    @Test func codeBuiltSpansGetTheValidatorsMessages() throws {
        var layout = try Self.numpad()
        var rows = layout.layers[0].rows
        let last = rows.count - 1
        // Enter (the last key of row 4, spanning 2) made to span 3: past the last row.
        let enter = try #require(rows[last - 1].keys.firstIndex { $0.id == "return" })
        rows[last - 1].keys[enter].span = 3
        layout.layers[0].rows = rows
        do throws(GeometryError) {
            _ = try LayoutGeometry(layout)
            Issue.record("a span past the last row was laid out")
        } catch let error {
            #expect(
                error.description
                    == "key 'return' spans 3 rows from row 4, past the last row of layer 'pad' (it has 5 rows)")
            #expect(error.code == "KS3003")
        }
    }
}
