import FuzzSupport
// libFuzzer target: `keysmith analyze` over arbitrary text on a bundled layout chosen by the first
// byte; the figures must stay in their ranges and every report must be written. Build and run
// with scripts/fuzz.sh analyze.
import KeyboardModel
import LayoutAnalysis

/// The layouts analysed: text keys, flicks and multitap, a composer, a number pad.
let layouts = ["en-US", "ja-JP-kana", "ko-KR", "numpad"].compactMap { FuzzDriver.bundledLayout($0) }

/// One input: the first byte picks the layout and the model, the next 512 bytes are the text (invalid UTF-8
/// replaced, as a file's would be refused: the statistics see any string).
@MainActor func fuzzOne(_ bytes: [UInt8]) {
    guard let first = bytes.first, !layouts.isEmpty else { return }
    let layout = layouts[Int(first) % layouts.count]
    let model: MotorModel = first & 0x80 == 0 ? .finger : .stylus
    var statistics = TextStatistics(source: "fuzz")
    statistics.add(text: String(decoding: bytes.dropFirst().prefix(512), as: UTF8.self))
    guard let analysis = try? LayoutAnalyzer(layout: layout, size: layout.size, model: model).analyze(statistics)
    else {
        // unreachable: a bundled layout lays out at its preferred size.
        fatalError("\(layout.id) cannot be analysed")
    }
    let usage = analysis.keys.reduce(0) { $0 + $1.usage }
    let inRange = analysis.keys.allSatisfy { (0...1).contains($0.miss) && (0...1).contains($0.usage) }
    if !inRange || !(0...1).contains(analysis.errorRate) || !(abs(usage - 1) < 1e-9 || usage == 0)
        || !(analysis.wordsPerMinute?.isFinite ?? true) || !(0...1).contains(analysis.typedShare)
    {
        // unreachable: shares and chances are in 0…1 and the usage sums to 1 (or nothing was typed).
        fatalError("figures out of range: usage \(usage), error rate \(analysis.errorRate)")
    }
    _ = AnalysisReport.text([analysis])
    _ = AnalysisReport.json([analysis])
}

@main enum FuzzAnalyze: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
