import FrequencyTables
import KeyboardModel
import LayoutAnalysis

@MainActor
extension Benchmarks {
    /// `keysmith analyze`'s work after the layout is loaded: counting a text and analysing.
    static var analyze: [Benchmark] {
        [
            Benchmark(name: "analyze.en-US.1MB") {
                let layout = try RenderFixtures.enUS()
                let text = try AnalyzeFixtures.englishMegabyte()
                return {
                    var statistics = TextStatistics(source: "sample")
                    statistics.add(text: text)
                    let analysis = try? LayoutAnalyzer(layout: layout, size: layout.size).analyze(statistics)
                    blackHole(analysis?.wordsPerMinute)
                }
            }
        ]
    }
}

/// The 1 MiB English text the analysis benchmark and scripts/measure-analyze.sh use.
enum AnalyzeFixtures {
    struct Missing: Error {}

    static func englishMegabyte() throws -> String {
        guard let text = FrequencyTables.sampleText(forLocale: "en-US", bytes: 1 << 20) else { throw Missing() }
        return text
    }
}
