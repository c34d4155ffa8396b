import Foundation
import KeyboardGeometry
import KeyboardModel
import LayoutFormat
import TestSupport
import Testing

/// Every layout in `Layouts/`, loaded with the real decoder, over random sizes; and en-US.yaml
/// at fixed sizes against arithmetic done by hand from the file's metrics and rows.
@Suite struct BundledLayoutTests {
    static let layoutsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts").path

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layoutsFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    static func load(_ file: String) throws -> KeyboardLayout {
        let result = LayoutLoader().load(path: layoutsFolder + "/" + file)
        return try #require(result.layout, "\(file): \(result.diagnostics.map(\.message))")
    }

    @Test func thereAreBundledLayouts() {
        #expect(Self.files.count >= 10)
        #expect(Self.files.contains("en-US.yaml"))
    }

    /// 500 seeded sizes per layout: valid frames with every invariant, or a too-small error.
    @Test(arguments: files)
    func randomSizes(file: String) throws {
        let layout = try Self.load(file)
        var geometry = try LayoutGeometry(layout)
        var generator = SplitMix64(seed: 0xB0B + UInt64(file.utf8.count))
        var solved = 0
        // The preferred size always fits.
        _ = try geometry.frames(for: layout.size)
        // All layers at once: a size that does not fit reports the first layer that fails (each
        // diagnosis costs a few scratch solves, so one per size keeps the test fast).
        for sample in 0..<500 {
            let size = KeyboardSize(width: generator.double(in: 120...1400), height: generator.double(in: 100...600))
            do throws(GeometryError) {
                let layers = try geometry.frames(for: size)
                for (layer, frames) in zip(layout.layers, layers) {
                    let failures = FrameInvariants.failures(
                        of: frames, layer: layer, metrics: layout.metrics, points: sample % 250 == 0 ? 1000 : 4,
                        generator: &generator)
                    #expect(failures.isEmpty, "\(file): \(failures.prefix(3))")
                }
                solved += 1
            } catch let error {
                guard case .sizeTooSmall(_, let needed, _, _) = error else {
                    Issue.record("\(file) at \(size): \(error)")
                    continue
                }
                #expect(needed.width > size.width + 1e-9 || needed.height > size.height + 1e-9, "\(error)")
            }
        }
        #expect(solved > 0)
    }

    // MARK: - en-US.yaml by hand (the arithmetic is in EnUSFileGolden)

    @Test func enUSPortrait() throws {
        let layout = try Self.load("en-US.yaml")
        try EnUSFileGolden.portrait(layout)
    }

    @Test func enUSLandscape() throws {
        let layout = try Self.load("en-US.yaml")
        try EnUSFileGolden.landscape(layout)
    }

    @Test func enUSLandscapeAt150IsTooLow() throws {
        let layout = try Self.load("en-US.yaml")
        try EnUSFileGolden.tooLow(layout)
    }

    /// en-US at 390 × 216 against the iPhone keyboard's proportions (KeyboardKit's iPhone tables,
    /// `../shared/corpus/keyboardkit/NOTES.md`): key pitch 54 pt down and W/10 = 39 across; shift
    /// and backspace allocated 13% of the width (0.13·390 = 50.7, so 44.7 visible with the 3 pt
    /// half-gaps either side) with 2% of margin beside z and m (z at 0.15·390 + 3 = 61.5); the
    /// bottom-row system keys 12.3% (47.97 − 6 = 41.97 visible), return 25% (97.5 − 6 = 91.5),
    /// the space what is left (0.381·390 − 6 = 142.59). Each within 1.5 pt.
    @Test func enUSLooksLikeTheIPhoneKeyboard() throws {
        let layout = try Self.load("en-US.yaml")
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        func check(_ id: String, x: Double, width: Double, row: Int) {
            guard let frame = frames.key(withID: id)?.frame else {
                Issue.record("no key \(id)")
                return
            }
            #expect(abs(frame.x - x) <= 1.5 && abs(frame.width - width) <= 1.5, "\(id): \(frame)")
            // Rows 54 pt apart; keys 42 pt high, the 12 pt between rows being their gaps.
            #expect(abs(frame.y - (8 + 54 * Double(row))) <= 1.5 && abs(frame.height - 42) <= 1.5, "\(id): \(frame)")
        }
        for (index, id) in ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"].enumerated() {
            check(id, x: 39 * Double(index) + 3, width: 33, row: 0)
        }
        check("a", x: 19.5 + 3, width: 33, row: 1)
        check("shift", x: 3, width: 0.13 * 390 - 6, row: 2)
        check("z", x: 0.15 * 390 + 3, width: 33, row: 2)
        check("m", x: 0.75 * 390 + 3, width: 33, row: 2)
        check("backspace", x: 0.87 * 390 + 3, width: 0.13 * 390 - 6, row: 2)
        check("to-numbers", x: 3, width: 0.123 * 390 - 6, row: 3)
        check("next-keyboard", x: 0.123 * 390 + 3, width: 0.123 * 390 - 6, row: 3)
        check("dictation", x: 0.246 * 390 + 3, width: 0.123 * 390 - 6, row: 3)
        check("space", x: 0.369 * 390 + 3, width: 0.381 * 390 - 6, row: 3)
        check("return", x: 0.75 * 390 + 3, width: 0.25 * 390 - 6, row: 3)
    }

    /// en-US.yaml prefers 42 pt rows: its natural height is 8 + 4 + 3·12 + 4·42 = 216, its size.
    @Test func enUSNaturalHeight() throws {
        let layout = try Self.load("en-US.yaml")
        let height = try LayoutGeometry(layout).naturalHeight(forWidth: 390)
        #expect(abs(height - 216) < 1e-9)
    }

    /// The decoded file and the builder copy give the same frames (so the benchmark's copy is
    /// faithful).
    @Test func builderCopyMatchesTheFile() throws {
        let layout = try Self.load("en-US.yaml")
        let size = KeyboardSize(width: 414, height: 226)
        var geometry = try LayoutGeometry(layout)
        let decoded = try geometry.frames(for: size)
        var fileGeometry = try LayoutGeometry(TestLayouts.enUSFile)
        let copy = try fileGeometry.frames(for: size)
        #expect(decoded.map(\.name) == copy.map(\.name))
        for (a, b) in zip(decoded, copy) {
            #expect(a.keys.map(\.id) == b.keys.map(\.id))
            #expect(FastResizeTests.maximumDifference(a, b) < 1e-9)
        }
    }
}
