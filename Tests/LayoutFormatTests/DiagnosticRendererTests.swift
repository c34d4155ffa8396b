import KeyboardModel
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat

/// What the text renderer does with text from the file: control characters never reach the
/// terminal as themselves, wherever they come from.
@Suite struct DiagnosticRendererTests {
    @Test func controlCharactersInMessagesPathsAndLinesAreShownAsSymbols() {
        let file = "odd\u{1B}]0;title\u{7}.yaml"
        let source = SourceText(file: file, text: "a\u{1B}[2Jb: 1\n")
        let diagnostic = Diagnostic(
            .error, code: "KS2001", "unknown field 'a\u{1B}[2Jb' in the layout",
            at: SourceLocation(file: file, line: 1, column: 1))
        let text = DiagnosticRenderer(sources: [source]).render(diagnostic)
        #expect(
            text == """
                odd\u{241B}]0;title\u{2407}.yaml:1:1: error: unknown field 'a\u{241B}[2Jb' in the layout [KS2001]
                a\u{241B}[2Jb: 1
                ^

                """)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func tabsStayInLinesAndC1AndDeleteAreReplaced() {
        #expect(DiagnosticRenderer.visible("a\tb", keepingTabs: true) == "a\tb")
        #expect(DiagnosticRenderer.visible("a\tb") == "a\u{2409}b")
        #expect(DiagnosticRenderer.visible("x\u{7F}y\u{9B}z") == "x\u{2421}y\u{FFFD}z")
        #expect(DiagnosticRenderer.visible("plain café 日本") == "plain café 日本")
    }
}
