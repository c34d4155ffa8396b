import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

/// The heat maps of `analyze`: every cell's texts pass WCAG AA (4.5 : 1) on its fill, and each
/// map has a legend of its colour scale.
@Suite struct HeatMapTests {
    /// The contrast formula against WCAG's own reference values: black on white is 21 : 1, and
    /// #767676 on white 4.54 : 1 (the lightest grey that passes AA on white).
    @Test func contrastIsWCAGs() throws {
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        #expect(HeatMap.contrast(ThemeColor(red: 0, green: 0, blue: 0), white) == 21)
        let grey = try #require(ThemeColor(hex: "#767676"))
        #expect((HeatMap.contrast(grey, white) * 100).rounded() / 100 == 4.54)
    }

    /// Property: at every level of the scale (0 to 1 in hundredths), the cell's ink on its fill
    /// is at least 4.5 : 1; the palest end takes black ink and the deepest white.
    @Test func everyLevelPassesAA() throws {
        for step in 0...100 {
            let cell = HeatMap.Cell(fill: HeatMap.colour(Double(step) / 100), caption: "")
            let fill = try #require(ThemeColor(hex: cell.fill))
            let ink = try #require(ThemeColor(hex: cell.ink))
            #expect(HeatMap.contrast(fill, ink) >= 4.5, "level \(step): \(cell.ink) on \(cell.fill)")
        }
        #expect(HeatMap.Cell(fill: HeatMap.colour(0), caption: "").ink == "#000000")
        #expect(HeatMap.Cell(fill: HeatMap.colour(1), caption: "").ink == "#FFFFFF")
    }

    /// The legend: five steps, the quarters of the top value, each with its scale colour; the
    /// SVG draws them in a row under the title, and the key's texts in its ink.
    @Test func theLegendAndTheInkAreDrawn() throws {
        let legend = HeatMap.legend(upTo: 0.2) { "\((($0 * 1000).rounded() / 10))%" }
        #expect(legend.map(\.label) == ["0.0%", "5.0%", "10.0%", "15.0%", "20.0%"])
        #expect(legend.map(\.fill) == [0, 0.25, 0.5, 0.75, 1].map(HeatMap.colour))
        let layout = KeyboardLayout(id: "one", name: "One", locale: "en", size: KeyboardSize(width: 100, height: 50)) {
            Layer("letters") { Row { Key.character("a") } }
        }
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: layout.size)
        let map = HeatMap(
            name: "usage", cells: ["letters": ["a": HeatMap.Cell(fill: HeatMap.colour(1), caption: "20.0%")]],
            legend: legend)
        let svg = SVGRenderer().render(
            panels: [SVGRenderer.Panel(frames: frames, layout: layout, heat: map)], title: "t")
        #expect(svg.contains("<g class=\"legend\" transform=\"translate(8 28)\">"))
        #expect(svg.components(separatedBy: "<text class=\"heat-legend\"").count == 6)
        #expect(svg.contains(">20.0%</text>"))
        // The label and the caption in white on the deepest red; the key is 8 to 46 pt high (the
        // default insets, 8 above and 4 below), its caption 2 pt above its bottom.
        #expect(svg.contains("<text class=\"heat\" x=\"50\" y=\"44\" fill=\"#FFFFFF\">20.0%</text>"))
        #expect(svg.contains("fill=\"#FFFFFF\">a</text>"))
        // Title 28 + legend 18 above the keyboard.
        #expect(svg.contains("<g transform=\"translate(0 46)\">"))
    }
}
