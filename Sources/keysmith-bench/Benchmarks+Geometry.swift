import KeyboardGeometry
import KeyboardModel

extension Benchmarks {
    /// Layer geometry: cold solve of every layer, resizes with and without a pivot, hit test.
    static var geometry: [Benchmark] {
        [
            Benchmark(name: "geometry.en-US.cold") {
                let layout = GeometryFixtures.enUS
                let size = Size(width: 390, height: 216)
                return {
                    let geometry = try? LayoutGeometry(layout)
                    blackHole(try? geometry?.frames(for: size))
                }
            },
            Benchmark(name: "geometry.en-US.resize") {
                try GeometryFixtures.alternating(Size(width: 390, height: 216), Size(width: 414, height: 226))
            },
            Benchmark(name: "geometry.en-US.resize-pivot") {
                try GeometryFixtures.alternating(Size(width: 390, height: 216), Size(width: 844, height: 171))
            },
            Benchmark(name: "geometry.en-US.hit-test") {
                let geometry = try LayoutGeometry(GeometryFixtures.enUS)
                let frames = try geometry.frames(of: "letters", for: Size(width: 390, height: 216))
                var state: UInt64 = 0x2545_F491_4F6C_DD1D
                var pointList: [Point] = []
                for _ in 0..<1024 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let x = Double(state >> 11) / Double(1 << 53) * 390
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let y = Double(state >> 11) / Double(1 << 53) * 216
                    pointList.append(Point(x: x, y: y))
                }
                let points = pointList
                // A raw counter: a captured `var` would add exclusivity checks to the timing.
                let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)
                next.initialize(to: 0)
                return {
                    blackHole(frames.index(at: points[next.pointee]))
                    next.pointee = (next.pointee + 1) & 1023
                }
            },
        ]
    }
}

/// The en-US layout for the geometry benchmarks.
enum GeometryFixtures {
    /// One layer resized back and forth between two sizes; each call is one resize.
    static func alternating(_ first: Size, _ second: Size) throws -> () -> Void {
        let geometry = try LayoutGeometry(enUS)
        _ = try geometry.frames(of: "letters", for: second)
        _ = try geometry.frames(of: "letters", for: first)
        var flip = false
        return {
            flip.toggle()
            blackHole(try? geometry.frames(of: "letters", for: flip ? second : first))
        }
    }

    /// A builder copy of `Layouts/en-US.yaml` (three layers, bounded fill keys, its three
    /// constraints), used until the layout decoder is available to the benchmarks.
    static let enUS: KeyboardLayout = {
        let metrics = Metrics(
            insets: EdgeInsets(top: 8, left: 3, bottom: 4, right: 3), keyGap: 6, rowGap: 12, minKeyWidth: 20,
            minRowHeight: 30, maxUnitWidth: 64, preferredRowHeight: 42)
        func bounded(_ key: Key) -> Key {
            var key = key
            key.minWidth = .points(42)
            key.maxWidth = .units(2)
            return key
        }
        func text(_ value: String, width: Double) -> Key {
            Key.character(value, shifted: value, width: .units(width))
        }
        func bottomRow(_ target: String, _ id: String, _ label: String, spaceMinimum: KeyLength?) -> Row {
            var space = Key.space(width: .fill)
            space.minWidth = spaceMinimum
            return Row {
                Key.layer(target, label: label, id: id, width: .units(1.25))
                Key.nextKeyboard(width: .units(1.25))
                // As decoded: a special key's id is its action's name, `custom`.
                Key(action: .custom("dictation"), label: "🎤", width: .units(1.25))
                space
                Key.return(width: .units(2.5))
            }
        }
        func punctuationRow(_ target: String, _ id: String, _ label: String) -> Row {
            Row {
                Key.layer(target, label: label, id: id, width: .fill)
                [".", ",", "?", "!", "'"].map { text($0, width: 1.4) }
                Key.backspace(width: .fill)
            }
        }
        func anchor(_ id: String, _ attribute: KeyAttribute, _ coefficient: Double = 1) -> LinearExpression.Term {
            .init(coefficient: coefficient, anchor: KeyAnchor(keyID: id, attribute: attribute))
        }
        let constraints = [
            LayoutConstraint(
                lhs: LinearExpression(terms: [anchor("shift", .width)]), relation: .equal,
                rhs: LinearExpression(terms: [anchor("backspace", .width)]), text: "shift.width == backspace.width"),
            LayoutConstraint(
                lhs: LinearExpression(terms: [anchor("a", .centerX)]), relation: .equal,
                rhs: LinearExpression(terms: [anchor("q", .centerX, 0.5), anchor("w", .centerX, 0.5)]),
                strength: .strong, text: "a.center-x == (q.center-x + w.center-x) / 2 @strong"),
            LayoutConstraint(
                lhs: LinearExpression(terms: [anchor("space", .width)]), relation: .greaterThanOrEqual,
                rhs: LinearExpression(terms: [anchor("q", .width, 4)]), strength: .medium,
                text: "space.width >= 4 * q.width @medium"),
        ]
        return KeyboardLayout(
            id: "en-US", name: "English (US)", locale: "en-US", metrics: metrics, constraints: constraints
        ) {
            Layer("letters") {
                Row(letters: "q w e r t y u i o p")
                Row(letters: "a s d f g h j k l")
                Row {
                    bounded(Key.shift(width: .fill))
                    Key.characters("z x c v b n m")
                    bounded(Key.backspace(width: .fill))
                }
                bottomRow("numbers", "to-numbers", "123", spaceMinimum: .percent(30))
            }
            Layer("numbers") {
                Row(letters: "1 2 3 4 5 6 7 8 9 0")
                Row(letters: "- / : ; ( ) $ & @ \"")
                punctuationRow("symbols", "to-symbols", "#+=")
                bottomRow("letters", "to-letters", "ABC", spaceMinimum: nil)
            }
            Layer("symbols") {
                Row(letters: "[ ] { } # % ^ * + =")
                Row(letters: "_ \\ | ~ < > € £ ¥ •")
                punctuationRow("numbers", "to-numbers", "123")
                bottomRow("letters", "to-letters", "ABC", spaceMinimum: nil)
            }
        }
    }()
}
