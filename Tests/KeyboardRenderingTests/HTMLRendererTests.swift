import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

@Suite struct HTMLRendererTests {
    /// The inline `<svg>…</svg>` drawings of a page, in order.
    static func drawings(_ html: String) -> [Substring] {
        var found: [Substring] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg "),
            let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex)
        {
            found.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    static func check(_ layout: KeyboardLayout, size: KeyboardSize, shifted: Bool = false) throws {
        var geometry = try LayoutGeometry(layout)
        let layers = try geometry.frames(for: size)
        let html = HTMLRenderer(shifted: shifted).render(layers, of: layout)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(layout.locale)\">"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
        // Standalone: no script, nothing fetched.
        #expect(!html.contains("<script"))
        let withoutNamespaces = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespaces.contains("http:") && !withoutNamespaces.contains("https:"))
        let drawings = Self.drawings(html)
        #expect(drawings.count == layers.count)
        for (drawing, frames) in zip(drawings, layers) {
            let elements = try #require(XMLElementCollector.parse(String(drawing)), "\(frames.name)")
            let root = try #require(elements.first)
            #expect(root.attributes["data-layer"] == frames.name)
            #expect(root.attributes["width"].flatMap(Double.init) == frames.size.width)
            #expect(root.attributes["height"].flatMap(Double.init) == frames.size.height)
            #expect(
                root.attributes["viewBox"]
                    == "0 0 \(XMLText.number(frames.size.width)) \(XMLText.number(frames.size.height))")
            // One group per key, in order, each with its face at the solved frame.
            let groups = elements.filter { $0.name == "g" && $0.attributes["data-key-id"] != nil }
            #expect(groups.map { $0.attributes["data-key-id"] ?? "" } == frames.keys.map(\.id))
            let faces = elements.filter { $0.name == "rect" && $0.ancestors.last?["data-key-id"] != nil }
            #expect(faces.count == frames.keys.count)
            for (face, keyFrame) in zip(faces, frames.keys) {
                #expect(face.ancestors.last?["data-key-id"] == keyFrame.id)
                #expect(XMLNumbers.drawn(face.attributes["x"], keyFrame.frame.x))
                #expect(XMLNumbers.drawn(face.attributes["y"], keyFrame.frame.y))
                #expect(XMLNumbers.drawn(face.attributes["width"], keyFrame.frame.width))
                #expect(XMLNumbers.drawn(face.attributes["height"], keyFrame.frame.height))
            }
            // Text in a key's group is anchored inside the key, so the group's box is the frame.
            for text in elements where text.name == "text" {
                guard let id = text.ancestors.last?["data-key-id"], let key = frames.key(withID: id) else {
                    Issue.record("text \(text.text) outside a key's group")
                    continue
                }
                let x = try #require(text.attributes["x"].flatMap(Double.init))
                let y = try #require(text.attributes["y"].flatMap(Double.init))
                #expect(key.frame.contains(KeyboardPoint(x: x, y: y)), "\(id): \(text.text) at \(x), \(y)")
            }
        }
        let sections = html.components(separatedBy: "<section class=\"layer\" data-layer=\"").dropFirst()
        #expect(sections.map { String($0.prefix { $0 != "\"" }) } == layers.map(\.name))
    }

    @Test func builderLayouts() throws {
        try Self.check(TestLayouts.latin, size: KeyboardSize(width: 390, height: 216))
        try Self.check(TestLayouts.latin, size: KeyboardSize(width: 844.5, height: 171.25), shifted: true)
        try Self.check(TestLayouts.scripts, size: KeyboardSize(width: 375, height: 260))
    }

    /// A layout whose name and locale are its id is called so once, in the page, the SVG and the
    /// text drawing; a layout with a name of its own keeps both.
    @Test func aTitleSaysEachPartOnce() throws {
        let layout = KeyboardLayout(
            id: "cs-CZ", name: "cs-CZ", locale: "cs-CZ", size: KeyboardSize(width: 200, height: 50)
        ) {
            Layer("letters") { Row(letters: "q w e") }
        }
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(for: layout.size)
        let html = HTMLRenderer().render(frames, of: layout)
        #expect(html.contains("<title>cs-CZ</title>"))
        #expect(html.contains("<p class=\"about\">cs-CZ · preferred size 200 × 50 pt</p>"))
        #expect(!html.contains("cs-CZ · cs-CZ"))
        let svg = SVGRenderer().render(frames, of: layout)
        #expect(svg.contains(">cs-CZ · letters · 200 × 50 pt</text>"))
        #expect(try TextRenderer(columns: 40).render(frames, of: layout).hasPrefix("cs-CZ · letters · 200 × 50 pt"))
        var named = layout
        named.name = "Czech"
        let both = HTMLRenderer().render(frames, of: named)
        #expect(both.contains("<title>Czech · cs-CZ</title>"))
    }

    /// The dark appearance is drawn on a dark page, the light one on a light page; the secondary
    /// text keeps WCAG AA contrast on both (4.6:1 and 7.2:1, worked out from the colours).
    @Test func theDarkAppearanceSitsOnADarkPage() throws {
        var geometry = try LayoutGeometry(TestLayouts.latin)
        let frames = try geometry.frames(for: KeyboardSize(width: 390, height: 216))
        let dark = HTMLRenderer(appearance: .dark).render(frames, of: TestLayouts.latin)
        #expect(dark.contains("color: #F2F2F7; background: #000000; }"))
        #expect(dark.contains(".about, .size { color: #98989F;"))
        let light = HTMLRenderer().render(frames, of: TestLayouts.latin)
        #expect(light.contains("color: #1C1C1E; background: #F2F2F7; }"))
        #expect(light.contains(".about, .size { color: #6D6D72;"))
    }

    @Test(arguments: BundledLayouts.ids)
    func bundledLayout(_ id: String) throws {
        let layout = try BundledLayouts.load(id)
        try Self.check(layout, size: layout.size)
    }

    @Test func aboutLineAndEscaping() throws {
        let layout = KeyboardLayout(id: "x&y", name: "<b>Bold</b>", locale: "he", direction: .rightToLeft) {
            Layer("l<1>") {
                Row {
                    Key.character("<")
                    Key.character("&")
                }
            }
        }
        var geometry = try LayoutGeometry(layout)
        let html = HTMLRenderer().render(try geometry.frames(for: KeyboardSize(width: 200, height: 50)), of: layout)
        #expect(html.contains("<title>&lt;b&gt;Bold&lt;/b&gt; · x&amp;y</title>"))
        #expect(html.contains("<h1>&lt;b&gt;Bold&lt;/b&gt;</h1>"))
        #expect(html.contains("<p class=\"about\">x&amp;y · he · right to left · preferred size 390 × 216 pt</p>"))
        #expect(html.contains("<h2>l&lt;1&gt; <span class=\"size\">200 × 50 pt</span></h2>"))
        #expect(html.contains(">&lt;</text>"))
        #expect(html.contains(">&amp;</text>"))
    }
}
