import Testing

@testable import KeysmithCLI

/// `analyze`'s progress line: nothing in the first second, then at most ten times a second, on
/// a terminal only, erased at the end. Times are given, counted from a start at 100 s.
@Suite struct ProgressLineTests {
    static let erase = "\r\u{1B}[K"

    @Test func aLongRunOnATerminalSaysHowItGoesThenErasesTheLine() {
        let output = CapturedOutput()
        let line = ProgressLine(context: CommandContext(io: output), isTerminal: true, start: 100)
        line.update("analyze: en-US", fraction: 0.1, at: 100.5)  // under a second: nothing
        #expect(output.standardError.isEmpty)
        line.update("analyze: en-US", fraction: 0.25, at: 101)
        #expect(output.standardError == Self.erase + "analyze: en-US 25%")
        line.update("analyze: en-US", fraction: 0.3, at: 101.05)  // 0.05 s later: not drawn again
        line.update("analyze: de-DE", fraction: 0.999, at: 101.2)
        line.update("analyze: de-DE: swipes", at: 101.4)
        #expect(
            output.standardError
                == Self.erase + "analyze: en-US 25%" + Self.erase + "analyze: de-DE 99%" + Self.erase
                + "analyze: de-DE: swipes")
        line.finish()
        line.finish()  // once erased, nothing more
        #expect(output.standardError.hasSuffix("swipes" + Self.erase))
    }

    @Test func aQuickRunOrAPipeSaysNothing() {
        let quick = CapturedOutput()
        let line = ProgressLine(context: CommandContext(io: quick), isTerminal: true, start: 0)
        line.update("analyze", fraction: 0.5, at: 0.9)
        line.finish()
        #expect(quick.standardError.isEmpty)
        let piped = CapturedOutput()
        let other = ProgressLine(context: CommandContext(io: piped), isTerminal: false, start: 0)
        other.update("analyze", fraction: 0.5, at: 30)
        other.finish()
        #expect(piped.standardError.isEmpty)
    }
}
