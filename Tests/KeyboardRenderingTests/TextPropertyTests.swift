import KeyboardGeometry
import KeyboardModel
import TestSupport
import Testing

@testable import KeyboardRendering

@Suite struct TextPropertyTests {
    /// Sizes to try for a layout: its own and a few phone and tablet sizes (those the layout
    /// cannot hold are skipped).
    static func sizes(for layout: KeyboardLayout) -> [KeyboardSize] {
        [
            layout.size, KeyboardSize(width: 320, height: 216), KeyboardSize(width: 844, height: 180),
            KeyboardSize(width: 1024, height: 320),
        ]
    }

    /// Every layer at every size in 20 and 200 columns and in five seeded column counts between.
    static func checkAll(_ layout: KeyboardLayout, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var geometry = try LayoutGeometry(layout)
        for size in sizes(for: layout) {
            guard let layers = try Self.frames(&geometry, size) else { continue }
            var columnCounts = [20, 200]
            for _ in 0..<5 { columnCounts.append(Int.random(in: 21...199, using: &random)) }
            for columns in columnCounts {
                for frames in layers {
                    let style: LineStyle = random.next() & 1 == 0 ? .unicode : .ascii
                    TextPropertyChecks.check(frames, of: layout, columns: columns, style: style)
                }
                // All layers together: still one width throughout, the separators included.
                if let text = try? TextRenderer(columns: columns).render(layers, of: layout) {
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    #expect(lines.allSatisfy { DisplayWidth.of($0) == columns }, "\(layout.id) \(columns)")
                    #expect(text.hasSuffix("\n"))
                }
            }
        }
    }

    /// The frames of every layer at `size`, or `nil` when the layout cannot hold that size.
    static func frames(_ geometry: inout LayoutGeometry, _ size: KeyboardSize) throws -> [LayerFrames]? {
        do {
            return try geometry.frames(for: size)
        } catch {
            if case .sizeTooSmall = error { return nil }
            throw error
        }
    }

    @Test func builderLayouts() throws {
        try Self.checkAll(TestLayouts.latin, seed: 1)
        try Self.checkAll(TestLayouts.scripts, seed: 2)
    }
}

extension TextPropertyTests {
    @Test(arguments: BundledLayouts.ids)
    func bundledLayout(_ id: String) throws {
        var seed: UInt64 = 0
        for byte in id.utf8 { seed = seed &* 31 &+ UInt64(byte) }
        try Self.checkAll(BundledLayouts.load(id), seed: seed)
    }
}
