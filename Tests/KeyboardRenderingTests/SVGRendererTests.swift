import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

@Suite struct SVGRendererTests {
    /// Numbers are written to a hundredth of a point: the solver's noise is not drawn.
    @Test func numbersAreWrittenToAHundredth() {
        #expect(XMLText.number(12.000000001) == "12")
        #expect(XMLText.number(78.4499999999534) == "78.45")
        #expect(XMLText.number(30.8125) == "30.81")
        #expect(XMLText.number(171.9000000001397) == "171.9")
        #expect(XMLText.number(-0.0001) == "0")
        #expect(XMLText.number(-2.5) == "-2.5")
        #expect(XMLText.number(390) == "390")
        #expect(XMLText.number(.infinity) == "0")
    }

    /// The y offset of a key's group: the sum of the `translate(0 y)` of its ancestors.
    static func offset(_ element: XMLElementCollector.Element) -> Double {
        element.ancestors.compactMap { $0["transform"] }.reduce(0.0) { total, transform in
            // "translate(0 28)"
            let inside = transform.dropFirst("translate(".count).dropLast()
            let parts = inside.split(separator: " ")
            return total + (parts.count == 2 ? Double(parts[1]) ?? .nan : .nan)
        }
    }

    static func check(_ layout: KeyboardLayout, size: KeyboardSize) throws {
        var geometry = try LayoutGeometry(layout)
        let layers = try geometry.frames(for: size)
        let svg = SVGRenderer().render(layers, of: layout)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\""))
        guard let elements = XMLElementCollector.parse(svg) else {
            Issue.record("\(layout.id) at \(size): not well-formed XML")
            return
        }
        let root = try #require(elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["version"] == "1.1")
        // Layers stacked under 28 pt titles, 16 pt apart.
        let count = Double(layers.count)
        let height = count * (28 + size.height) + (count - 1) * 16
        #expect(root.attributes["width"].flatMap(Double.init) == size.width)
        #expect(root.attributes["height"].flatMap(Double.init) == height)
        #expect(root.attributes["viewBox"] == "0 0 \(XMLText.number(size.width)) \(XMLText.number(height))")

        let keyRects = elements.filter {
            $0.name == "rect" && ($0.attributes["class"]?.split(separator: " ").contains("key") ?? false)
        }
        let keys = layers.flatMap(\.keys)
        #expect(keyRects.count == keys.count)
        for (index, (rect, keyFrame)) in zip(keyRects, keys).enumerated() {
            // The layer this key belongs to starts after the layers above it.
            let layerIndex = layers.firstIndex { $0.name == Self.layerName(index, layers) } ?? 0
            let top = Double(layerIndex) * (28 + size.height + 16) + 28
            #expect(Self.offset(rect) == top, "\(keyFrame.id)")
            #expect(XMLNumbers.drawn(rect.attributes["x"], keyFrame.frame.x), "\(keyFrame.id)")
            #expect(XMLNumbers.drawn(rect.attributes["y"], keyFrame.frame.y), "\(keyFrame.id)")
            #expect(XMLNumbers.drawn(rect.attributes["width"], keyFrame.frame.width), "\(keyFrame.id)")
            #expect(XMLNumbers.drawn(rect.attributes["height"], keyFrame.frame.height), "\(keyFrame.id)")
        }
        let titles = elements.filter { $0.attributes["class"] == "title" }.map(\.text)
        #expect(titles == layers.map { "\(layout.id) · \(layout.name) · \($0.name) · \(size) pt" })
    }

    /// The name of the layer holding the `index`-th key of all layers.
    static func layerName(_ index: Int, _ layers: [LayerFrames]) -> String {
        var remaining = index
        for layer in layers {
            if remaining < layer.keys.count { return layer.name }
            remaining -= layer.keys.count
        }
        return ""
    }

    @Test func builderLayouts() throws {
        try Self.check(TestLayouts.latin, size: KeyboardSize(width: 390, height: 216))
        try Self.check(TestLayouts.latin, size: KeyboardSize(width: 844.5, height: 171.25))
        try Self.check(TestLayouts.scripts, size: KeyboardSize(width: 375, height: 260))
    }

    @Test func textIsEscaped() throws {
        let layout = KeyboardLayout(id: "x&y", name: "<\"quoted\"> 'it'", locale: "en") {
            Layer("l") {
                Row {
                    Key.character("<")
                    Key.character("&")
                    Key.character("\"")
                    Key.character("'", alternates: ["<&>"])
                    Key.character(">")
                    Key.character("\u{1}", shifted: "\u{1}")
                }
            }
        }
        var geometry = try LayoutGeometry(layout)
        let svg = SVGRenderer().render(try geometry.frames(for: layout.size), of: layout)
        let elements = try #require(XMLElementCollector.parse(svg))
        let labels = elements.filter { $0.attributes["class"] == "label" }.map(\.text)
        #expect(labels == ["<", "&", "\"", "'", ">", "␁"])
        #expect(elements.filter { $0.attributes["class"] == "hint" }.map(\.text) == ["<&>"])
        #expect(elements.first { $0.name == "title" }?.text == "x&y · <\"quoted\"> 'it'")
        #expect(XMLText.escaped("a&b<c>d\"e'f\u{0}") == "a&amp;b&lt;c&gt;d&quot;e&apos;f\u{FFFD}")
        #expect(XMLText.escaped("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
    }
}

extension SVGRendererTests {
    @Test(arguments: BundledLayouts.ids)
    func bundledLayout(_ id: String) throws {
        let layout = try BundledLayouts.load(id)
        try Self.check(layout, size: layout.size)
    }
}

extension SVGRendererTests {
    /// Flick legends sit inside the key's edges where their direction points, and the multitap
    /// cycle along the bottom (when no flick is there).
    @Test func flickLegendsAndMultitapCycles() throws {
        let (layout, frames) = try TestLayouts.gestureLegends()
        let svg = SVGRenderer().render([frames], of: layout)
        let elements = try #require(XMLElementCollector.parse(svg))
        let flicks = elements.filter { $0.attributes["class"] == "flick" }
        #expect(flicks.map(\.text) == ["い", "う", "え", "お"])
        let key = try #require(frames.key(withID: "あ")).frame
        for flick in flicks {
            let x = try #require(Double(flick.attributes["x"] ?? ""))
            let y = try #require(Double(flick.attributes["y"] ?? ""))
            #expect(key.contains(KeyboardPoint(x: x, y: y)))
            switch flick.attributes["data-direction"] {
            case "w": #expect(x < key.midX - key.width / 4)
            case "e": #expect(x > key.midX + key.width / 4)
            case "n": #expect(y < key.midY)
            case "s": #expect(y > key.midY)
            default: Issue.record("direction \(flick.attributes)")
            }
        }
        #expect(elements.filter { $0.attributes["class"] == "multitap" }.map(\.text) == ["bc"])
    }
}
