import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

@Suite struct TextPropertyTests {
    /// Sizes to try for a layout: its own and a few phone and tablet sizes (those the layout
    /// cannot hold are skipped).
    static func sizes(for layout: KeyboardLayout) -> [Size] {
        [layout.size, Size(width: 320, height: 216), Size(width: 844, height: 180), Size(width: 1024, height: 320)]
    }

    /// Every layer at every size in 20 and 200 columns and in five seeded column counts between.
    static func checkAll(_ layout: KeyboardLayout, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let geometry = try LayoutGeometry(layout)
        for size in sizes(for: layout) {
            let layers: [LayerFrames]
            do {
                layers = try geometry.frames(for: size)
            } catch .sizeTooSmall {
                continue
            }
            var columnCounts = [20, 200]
            for _ in 0..<5 { columnCounts.append(Int.random(in: 21...199, using: &random)) }
            for columns in columnCounts {
                for frames in layers {
                    let style: LineStyle = random.next() & 1 == 0 ? .unicode : .ascii
                    TextPropertyChecks.check(frames, of: layout, columns: columns, style: style)
                }
            }
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
