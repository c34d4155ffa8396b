import KeyboardGeometry
import KeyboardModel
import TestSupport
import Testing

@Suite struct GeometryPropertyTests {
    static let layoutNames = TestLayouts.all.map(\.name)

    static func layout(named name: String) -> KeyboardLayout {
        TestLayouts.all.first { $0.name == name }?.layout ?? TestLayouts.enUS
    }

    /// Over 500 seeded random sizes, every layer either satisfies every invariant or the size
    /// is reported too small, with a needed size above the given one in some dimension.
    @Test(arguments: layoutNames)
    func randomSizesKeepTheInvariants(name: String) throws {
        let layout = Self.layout(named: name)
        var geometry = try LayoutGeometry(layout)
        var generator = SplitMix64(seed: 0x5EED_0000 + UInt64(name.utf8.count))
        var solved = 0
        var tooSmall = 0
        for sample in 0..<500 {
            let size = KeyboardSize(width: generator.double(in: 120...1400), height: generator.double(in: 100...600))
            for layer in layout.layers {
                do throws(GeometryError) {
                    let frames = try geometry.frames(ofLayer: layer.name, for: size)
                    let failures = FrameInvariants.failures(
                        of: frames, layer: layer, metrics: layout.metrics, points: sample % 100 == 0 ? 1000 : 10,
                        generator: &generator)
                    #expect(failures.isEmpty, "\(failures.prefix(5))")
                    solved += 1
                } catch let error {
                    guard case .sizeTooSmall(let layerName, let needed, let got, _) = error else {
                        Issue.record("unexpected \(error)")
                        continue
                    }
                    #expect(layerName == layer.name)
                    #expect(got == size)
                    #expect(needed.width > size.width + 1e-9 || needed.height > size.height + 1e-9, "\(error)")
                    tooSmall += 1
                }
            }
        }
        #expect(solved > 100)
        #expect(tooSmall > 10)
    }

    /// en-US fits exactly when W ≥ 260 (ten 20 pt units, nine 6 pt gaps, 3 pt insets) and
    /// H ≥ 152 (8 + 4 insets, three 12 pt gaps, four 26 pt rows); smaller sizes never give frames.
    @Test func enUSFitsExactlyAboveItsMinimum() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        let minimumWidth = 3 + 10 * 20 + 9 * 6 + 3.0
        let minimumHeight = 8 + 4 + 3 * 12 + 4 * 26.0
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let size = KeyboardSize(width: generator.double(in: 120...400), height: generator.double(in: 100...250))
            let fits = size.width >= minimumWidth && size.height >= minimumHeight
            let result = Result { () throws(GeometryError) -> [LayerFrames] in try geometry.frames(for: size) }
            switch result {
            case .success: #expect(fits, "frames at \(size)")
            case .failure(let error):
                #expect(!fits, "\(error) at \(size)")
                if case .sizeTooSmall(_, let needed, _, _) = error {
                    #expect(abs(needed.width - minimumWidth) < 1e-6)
                    #expect(abs(needed.height - minimumHeight) < 1e-6)
                } else {
                    Issue.record("unexpected \(error)")
                }
            }
        }
        // Exactly at the minimum it fits.
        let frames = try geometry.frames(
            ofLayer: "letters", for: KeyboardSize(width: minimumWidth, height: minimumHeight))
        #expect(abs((frames.key(withID: "q")?.frame.width ?? 0) - 20) < 1e-9)
    }
}
