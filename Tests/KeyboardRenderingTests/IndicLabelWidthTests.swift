import KeyboardGeometry
import KeyboardModel
import LayoutFormat
import TestSupport
import Testing

@testable import KeyboardRendering

/// Labels of scripts with spacing vowel signs (Mc) and stacked marks: every line the text
/// renderer draws is as wide as asked, counted by the C library's `wcswidth` (what a terminal
/// does), not by our own ``DisplayWidth``.
@Suite(.enabled(if: TerminalWidth.isAvailable, "glibc's C.UTF-8 wcwidth is not available")) struct IndicLabelWidthTests
{
    /// Letters as their keyboards show them, with vowel signs and conjuncts on keys.
    static let rows: [(script: String, rows: [String])] = [
        ("Hindi", ["[ौ, ै, ा, ी, ू, ब, ह, ग, द, ज]", "[ो, े, ्, ि, ु, प, र, क, त, च]", "[क्ष, श्र, ज्ञ, हिं, कि, की]"]),
        ("Bengali", ["[ৌ, ৈ, া, ী, ূ, ব, হ, গ, দ, জ]", "[ো, ে, ্, ি, ু, প, র, ক, ত, চ]", "[ক্ষ, কি, কী, কো]"]),
        ("Tamil", ["[ஆ, ஈ, ஊ, ஐ, ஏ, ள, ற, ன, ட, ண]", "[ா, ி, ு, ெ, ே, க, ப, ம, த, ந]", "[கா, கி, கு, கொ, க்ஷ]"]),
        ("Thai", ["[ๅ, ภ, ถ, ุ, ึ, ค, ต, จ, ข, ช]", "[ไ, ำ, พ, ะ, ั, ี, ร, น, ย, บ]", "[ที่, ก้, ป๋, น้ำ]"]),
    ]

    static func layout(_ script: String, _ rows: [String]) throws -> KeyboardLayout {
        let text = """
            format: 1
            id: \(script)
            name: \(script)
            locale: und
            size: {width: 390, height: 216}
            behavior: {autocapitalize: none}
            layers:
              letters:
                rows:
            \(rows.map { "      - " + $0 }.joined(separator: "\n"))
                  - [{action: backspace}, {action: space, width: fill}, {action: return}]
            """
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "\(script).yaml")
        return try #require(result.layout, "\(result.diagnostics.map(\.message))")
    }

    @Test(arguments: rows.map(\.script), [80, 61, 120])
    func everyLineIsAsWideAsAsked(_ script: String, columns: Int) throws {
        let rows = try #require(Self.rows.first { $0.script == script }).rows
        let layout = try Self.layout(script, rows)
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: layout.size)
        let text = try TextRenderer(columns: columns).render(frames, of: layout)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count > 10)
        for line in lines {
            #expect(TerminalWidth.columns(of: line) == columns, "\(script): \(line)")
        }
        // The letters are drawn, not only cut to an ellipsis: every scalar of the first row (a
        // lone mark is drawn on a dotted circle, so look for scalars).
        let drawn = Set(text.unicodeScalars)
        for letter in rows[0].dropFirst().dropLast().split(separator: ",") {
            #expect(letter.trimmingPrefix(" ").unicodeScalars.allSatisfy(drawn.contains), "\(script): \(letter)")
        }
    }
}

/// The text renderer puts flick legends where their direction points and the multitap cycle on
/// the bottom line, and says so under the drawing.
@Suite struct GestureLegendTests {
    @Test func legendsAtTheEdges() throws {
        let (layout, frames) = try TestLayouts.gestureLegends()
        let drawing = try TextRenderer(columns: 40).drawing(frames, of: layout)
        let box = drawing.plan.boxes[0]
        // Line 0 is the header; box lines count from the first line after it.
        func line(_ index: Int) -> String { drawing.lines[index + 1] }
        let top = line(box.innerLines.lowerBound)
        let middle = line(box.innerLines.lowerBound + box.innerLines.count / 2)
        let bottom = line(box.innerLines.upperBound - 1)
        #expect(top.contains("う") && !top.contains("お"))
        #expect(bottom.contains("お"))
        // い at the left end of the label line, え at the right, あ between them.
        let label = try #require(middle.firstIndex(of: "あ"))
        #expect(try #require(middle.firstIndex(of: "い")) < label)
        #expect(try #require(middle.firstIndex(of: "え")) > label)
        let second = drawing.plan.boxes[1]
        #expect(line(second.innerLines.upperBound - 1).contains("bc"))
        #expect(drawing.lines.last?.contains("edges: flicks") == true)
        #expect(drawing.lines.last?.contains("below: multitap") == true)
    }
}
