import KeyboardGeometry
import KeyboardModel
import Testing

@Suite struct GeometryErrorTests {
    /// en-US with source locations, as if read from `en-US.yaml`: layer at line 10, row r at
    /// line 10 + r, constraints from line 40.
    static func locatedEnUS(constraints: [LayoutConstraint] = []) -> KeyboardLayout {
        var layout = TestLayouts.enUS
        for layerIndex in layout.layers.indices {
            layout.layers[layerIndex].source = SourceMark(location(10 + 20 * layerIndex))
            for rowIndex in layout.layers[layerIndex].rows.indices {
                layout.layers[layerIndex].rows[rowIndex].source = SourceMark(location(11 + 20 * layerIndex + rowIndex))
            }
        }
        layout.constraints += constraints
        return layout
    }

    static func location(_ line: Int, column: Int = 7) -> KeyboardModel.SourceLocation {
        KeyboardModel.SourceLocation(file: "en-US.yaml", line: line, column: column)
    }

    static func width(of id: String, equals value: Double, line: Int) -> LayoutConstraint {
        LayoutConstraint(
            lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: id, attribute: .width))]),
            relation: .equal, rhs: LinearExpression(constant: value),
            text: "\(id).width == \(KeyboardSize.format(value))",
            source: SourceMark(location(line, column: 5)))
    }

    @Test func heightTooSmall() throws {
        var geometry = try LayoutGeometry(Self.locatedEnUS())
        let size = KeyboardSize(width: 390, height: 120)
        #expect(throws: (any Error).self) { try geometry.frames(for: size) }
        do {
            _ = try geometry.frames(for: size)
        } catch let error {
            // 8 + 4 insets, 3 × 12 gaps, 4 × 26 rows = 152.
            #expect(error.description == "layer 'letters' needs height ≥ 152 pt, got 120 pt")
            guard case .sizeTooSmall(let layer, let needed, let got, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(layer == "letters")
            #expect(abs(needed.height - 152) < 1e-9)
            #expect(abs(needed.width - 260) < 1e-9)
            #expect(got == size)
            let lines = Set(conflicts.compactMap { $0.location?.line })
            // The layer's "rows fill the height" (line 10) and a row's minimum height (11…14).
            #expect(lines.contains(10))
            #expect(!lines.isDisjoint(with: 11...14))
            #expect(conflicts.contains { $0.message == "the rows of layer 'letters' must fill the height" })
        }
    }

    @Test func widthTooSmall() throws {
        var geometry = try LayoutGeometry(Self.locatedEnUS())
        do {
            _ = try geometry.frames(ofLayer: "numbers", for: KeyboardSize(width: 200, height: 216))
            Issue.record("frames at 200 pt")
        } catch let error {
            // 3 + 10 × 20 + 9 × 6 + 3 = 260.
            #expect(error.description == "layer 'numbers' needs width ≥ 260 pt, got 200 pt")
            let conflicts = try #require(error.tooSmallConflicts)
            // Row 1 of numbers (line 31) must fit; a key's minimum width has no location here.
            #expect(conflicts.contains { $0.location?.line == 31 })
        }
    }

    @Test func bothTooSmall() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        #expect(
            throws: GeometryError.self,
            performing: { try geometry.frames(for: KeyboardSize(width: 200, height: 120)) })
        do {
            _ = try geometry.frames(for: KeyboardSize(width: 200, height: 120))
        } catch let error {
            #expect(error.description == "layer 'letters' needs width ≥ 260 pt and height ≥ 152 pt, got 200 × 120 pt")
        }
        // The geometry recovers after errors, and the fast path then matches.
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        #expect(abs((frames.key(withID: "q")?.frame.width ?? 0) - 33) < 1e-9)
    }

    @Test(arguments: [
        KeyboardSize(width: .nan, height: 216), KeyboardSize(width: 390, height: .infinity),
        KeyboardSize(width: 0, height: 216),
        KeyboardSize(width: 390, height: -1), KeyboardSize(width: -.infinity, height: 10),
    ])
    func invalidSizes(size: KeyboardSize) throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        #expect(throws: GeometryError.self) { try geometry.frames(for: size) }
        do {
            _ = try geometry.frames(ofLayer: "letters", for: size)
        } catch let error {
            guard case .invalidSize = error else {
                Issue.record("\(error)")
                return
            }
            #expect(error.description.hasSuffix("width and height must be finite and greater than 0"))
        }
    }

    @Test func unknownLayer() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        #expect(throws: GeometryError.unknownLayer("emoji", available: ["letters", "numbers"])) {
            try geometry.frames(ofLayer: "emoji", for: KeyboardSize(width: 390, height: 216))
        }
        #expect(
            GeometryError.unknownLayer("emoji", available: ["letters", "numbers"]).description
                == "unknown layer 'emoji'; the layers are 'letters', 'numbers'")
    }

    /// Two required constraints on q's width contradict each other at any size: creating the
    /// geometry fails, naming both lines.
    @Test func conflictingRequiredConstraintsNameTheirLines() throws {
        let layout = Self.locatedEnUS(constraints: [
            Self.width(of: "q", equals: 30, line: 40), Self.width(of: "q", equals: 40, line: 41),
        ])
        do {
            _ = try LayoutGeometry(layout)
            Issue.record("no error")
        } catch let error {
            guard case .conflictingConstraints(let layer, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(layer == "letters")
            #expect(conflicts.compactMap { $0.location?.line }.sorted() == [40, 41])
            #expect(
                conflicts.map(\.message).sorted() == [
                    "constraint 'q.width == 30' in layer 'letters'", "constraint 'q.width == 40' in layer 'letters'",
                ])
        }
    }

    /// A required width that the size cannot give: q.width == 50 needs A ≥ 10·50 + 54.
    @Test func aRequiredLayoutConstraintAgainstTheSize() throws {
        var geometry = try LayoutGeometry(Self.locatedEnUS(constraints: [Self.width(of: "q", equals: 50, line: 42)]))
        do {
            _ = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
            Issue.record("no error")
        } catch let error {
            #expect(error.description == "layer 'letters' needs width ≥ 560 pt, got 390 pt")
            let conflicts = try #require(error.tooSmallConflicts)
            #expect(conflicts.contains { $0.location?.line == 42 })
            #expect(conflicts.contains { $0.location?.line == 11 })
        }
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 560, height: 216))
        #expect(abs((frames.key(withID: "q")?.frame.width ?? 0) - 50) < 1e-9)
    }

    /// A key narrower than the minimum key width whatever the size.
    @Test func aFixedKeyBelowTheMinimumIsRejected() {
        let layout = KeyboardLayout(id: "t", name: "T", locale: "en") {
            Layer("main") {
                Row { Key.custom("tiny", id: "tiny", width: .points(10)) }
            }
        }
        #expect(
            throws: GeometryError.conflictingConstraints(
                layer: "main",
                conflicts: [
                    ConstraintOrigin(
                        location: nil,
                        message: "key 'tiny' in row 1 of layer 'main' must be at least 20 pt wide (min-key-width)")
                ])
        ) {
            try LayoutGeometry(layout)
        }
    }
}

extension GeometryError {
    /// The conflicts of a size too small, or `nil` for any other error: for `try #require`.
    var tooSmallConflicts: [ConstraintOrigin]? {
        if case .sizeTooSmall(_, _, _, let conflicts) = self { return conflicts }
        return nil
    }
}
