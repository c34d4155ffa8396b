import KeyboardGeometry
import KeyboardInput
public import KeyboardModel
import KeyboardRendering
import KeyboardWords
import LayoutDiagnostics

/// The analyses as `keysmith analyze` writes them: text for a terminal, JSON, or pictures.
public enum AnalysisReport {
    /// The report for people: each analysis with its speed, accuracy, where the time goes and
    /// its riskiest keys, then, for several, a table side by side and the differences from the
    /// first, named.
    public static func text(_ analyses: [LayoutAnalysis]) -> String {
        var text = ""
        for (index, analysis) in analyses.enumerated() {
            if index > 0 { text += "\n" }
            text += section(analysis)
        }
        if analyses.count > 1 {
            text += "\n" + comparison(analyses)
        }
        return text
    }

    /// `{"layouts":[…]}`: per analysis its `id`, `size`, `wpm`, `error-rate` and `keys` (each
    /// with `layer`, `id`, `label`, `usage`, `miss`), and the rest of what the text says.
    public static func json(_ analyses: [LayoutAnalysis]) -> String {
        var json = "{\"layouts\":["
        for (index, analysis) in analyses.enumerated() {
            if index > 0 { json += "," }
            json += entry(analysis)
        }
        return json + "]}\n"
    }

    /// One SVG document: for each analysis, each layer that is tapped, drawn twice — with the
    /// usage heat map, then the misses' — through ``SVGRenderer``.
    ///
    /// - Parameter analyses: The analyses, each with the layout analysed (for the titles).
    public static func svg(_ analyses: [(analysis: LayoutAnalysis, layout: KeyboardLayout)]) -> String {
        var panels: [SVGRenderer.Panel] = []
        for (analysis, layout) in analyses {
            let maps = heatMaps(analysis)
            for heat in [maps.usage, maps.misses] {
                for frames in usedLayers(analysis) {
                    panels.append(SVGRenderer.Panel(frames: frames, layout: layout, heat: heat))
                }
            }
        }
        let heading = "keysmith analyze · " + analyses.map { title($0.analysis) }.joined(separator: " / ")
        return SVGRenderer().render(panels: panels, title: heading)
    }

    /// One HTML page: the text report's figures as tables, and each used layer's heat maps as
    /// inline SVG with `data-key-id` on every key.
    ///
    /// - Parameter results: The analyses, each with the layout analysed (for its theme).
    public static func html(_ results: [(analysis: LayoutAnalysis, layout: KeyboardLayout)]) -> String {
        let analyses = results.map(\.analysis)
        var html = HTMLRenderer.head(
            language: "en", title: "Keysmith analysis", generator: "keysmith analyze --format html", style: pageStyle)
        html += "<h1>How fast and how accurately</h1>\n"
        if analyses.count > 1 {
            html += "<pre class=\"comparison\">" + XMLText.escaped(comparison(analyses)) + "</pre>\n"
        }
        for (analysis, layout) in results {
            html += "<section class=\"analysis\" data-layout=\"" + XMLText.escaped(analysis.layoutID) + "\">\n"
            html += "<h2>" + XMLText.escaped(title(analysis)) + "</h2>\n"
            html += "<pre>" + XMLText.escaped(section(analysis)) + "</pre>\n"
            let maps = heatMaps(analysis)
            for (name, map) in [("usage", maps.usage), ("misses", maps.misses)] {
                for frames in usedLayers(analysis) {
                    html += "<figure data-map=\"\(name)\" data-layer=\"" + XMLText.escaped(frames.name) + "\">\n"
                    html += "<figcaption>" + XMLText.escaped(frames.name + " · " + map.name) + legend(map)
                    html += "</figcaption>\n"
                    html += SVGRenderer(heat: map).keyboard(frames, of: layout)
                    html += "</figure>\n"
                }
            }
            html += "</section>\n"
        }
        return html + "</body>\n</html>\n"
    }

    // MARK: - Text

    static func title(_ analysis: LayoutAnalysis) -> String {
        "\(analysis.layoutID) · \(analysis.form) · \(analysis.size.description) pt"
    }

    private static func section(_ analysis: LayoutAnalysis) -> String {
        let time = analysis.time
        var text = "\(title(analysis)) · \(analysis.layoutName)\n"
        text += "model: \(analysis.model.rawValue), \(fixed(analysis.pointsPerMillimetre, 2)) pt/mm\n"
        text += "text: \(analysis.source)\n"
        if analysis.untypable.isEmpty {
            text += analysis.typedShare > 0 ? "typed: every grapheme\n" : "typed: nothing: the text is empty\n"
        } else {
            let shown = analysis.untypable.prefix(12).map { quoted(printable($0.grapheme)) }
            let more = analysis.untypable.count > 12 ? " and \(analysis.untypable.count - 12) more" : ""
            text += "typed: \(percent(analysis.typedShare)) of graphemes; the layout cannot type "
            text += shown.joined(separator: ", ") + more + "\n"
        }
        text += "\n"
        text += "coverage  \(coverageWords(analysis))\n"
        if let wpm = analysis.wordsPerMinute {
            text += "speed     \(fixed(wpm, 1)) wpm"
            text += " (\(fixed(time.total, 3)) s per grapheme: movement \(fixed(time.movement, 3))"
            text += ", shift and layer keys \(fixed(time.switching, 3)), long presses \(fixed(time.longPress, 3))"
            text += ", flicks \(fixed(time.flicks, 3)), multitap waits \(fixed(time.waiting, 3)))\n"
        } else if analysis.pairs.isEmpty {
            text += "speed     none: no two neighbouring graphemes of the text can be typed\n"
        } else {
            text += "speed     none: the text's pairs take no time under this model (repeats only)\n"
        }
        if analysis.isTapped {
            text += "accuracy  \(percent(analysis.errorRate)) of taps miss their key\n"
        } else {
            text += "accuracy  none: no key is tapped\n"
        }
        if let savings = analysis.keystrokeSavings {
            text += "words     \(percent(savings.saved)) of keystrokes saved by \(savings.slots) suggestions over "
            text += "\(savings.source) (\(percent(savings.coverage)) of all words; "
            text += "\(percent(savings.neverOffered)) never offered)\n"
        }
        if let clarity = analysis.gestureClarity {
            text += "swipes    \(percent(clarity.confusable)) of the \(clarity.words) most frequent words have another "
            text += "within \(fixed(clarity.threshold, 2)) key, \(percent(clarity.identical)) one with the same path "
            text += "(nearest: \(fixed(clarity.meanNearest, 2)) key on average)"
            if !clarity.pairs.isEmpty {
                text += "; closest: "
                text += clarity.pairs.prefix(5).map { "\($0.word)/\($0.neighbour) \(fixed($0.distance, 2))" }
                    .joined(separator: ", ")
            }
            text += "\n"
        }
        let risks = analysis.riskiest()
        if !risks.isEmpty {
            text += "\nriskiest keys (by share of all misses):\n"
            let width = risks.map { display($0.key).count }.max() ?? 0
            for risk in risks {
                let name = display(risk.key)
                text += "  " + name + String(repeating: " ", count: width - name.count)
                text += "  " + pad(percent(risk.errors), 6) + " of misses  usage " + pad(percent(risk.key.usage), 6)
                text += "  miss " + pad(percent(risk.key.miss), 6) + "  " + reason(risk, in: analysis) + "\n"
            }
        }
        return text
    }

    /// Why a key is risky: small, and where its misses go.
    private static func reason(_ risk: Risk, in analysis: LayoutAnalysis) -> String {
        let key = risk.key
        let perMM = analysis.pointsPerMillimetre
        var parts: [String] = []
        if risk.isSmall {
            parts.append("small (\(fixed(key.frame.width / perMM, 1)) × \(fixed(key.frame.height / perMM, 1)) mm)")
        }
        // The neighbour most misses land on, and the second when it takes nearly as many.
        if let first = key.neighbours.first {
            var shown = [first]
            if key.neighbours.count > 1, key.neighbours[1].share >= 0.9 * first.share {
                shown.append(key.neighbours[1])
            }
            let usages = shown.map { neighbour in
                analysis.keys.first { $0.layer == key.layer && $0.id == neighbour.id }?.usage ?? 0
            }
            let frequent = usages.contains { $0 >= key.usage } ? "frequent " : ""
            let names = shown.map { quoted($0.id) }.joined(separator: " and ")
            let landed = shown.map { percent($0.share) }.joined(separator: " and ")
            let taken = zip(shown, usages).map { "\(quoted($0.id)) \(percent($1))" }.joined(separator: ", ")
            parts.append("next to \(frequent)\(names) (\(landed) of its misses land there; taps: \(taken))")
        }
        return parts.joined(separator: ", ")
    }

    /// The share of the text a layout types under which its figures are said to be of part of
    /// the text only (speed and misses are of the graphemes it can type).
    public static let coverageWarning = 0.99

    /// "100% of the text's graphemes", or the share with a warning below ``coverageWarning``.
    static func coverageWords(_ analysis: LayoutAnalysis) -> String {
        let share = percent(analysis.typedShare)
        guard isShort(analysis) else {
            return "\(share) of the text's graphemes"
        }
        return "\(share) of the text's graphemes: warning: below 99%, speed and misses are of the part it types"
    }

    /// Whether the layout types less than ``coverageWarning`` of a text (not an empty one).
    private static func isShort(_ analysis: LayoutAnalysis) -> Bool {
        analysis.typedShare < coverageWarning && (analysis.typedShare > 0 || !analysis.untypable.isEmpty)
    }

    /// The warning on standard error for each analysis whose layout types less than
    /// ``coverageWarning`` of its text (`nil` when every layout types enough).
    public static func coverageWarnings(_ analyses: [LayoutAnalysis]) -> String? {
        let low = analyses.filter(isShort)
        guard !low.isEmpty else { return nil }
        return low.map { analysis in
            "keysmith: warning: \(analysis.layoutID) types only \(percent(analysis.typedShare)) of the graphemes of "
                + "\(analysis.source); its speed and misses are of the part it types\n"
        }.joined()
    }

    /// The analyses side by side, then each one's differences from the first: speed, misses,
    /// the keys whose misses changed most and the pairs whose time changed most.
    static func comparison(_ analyses: [LayoutAnalysis]) -> String {
        let names = analyses.map { "\($0.layoutID) \($0.size.description)" }
        let width = max(names.map(\.count).max() ?? 0, 6)
        var text = "side by side:\n"
        text += "  " + "layout".padding(width) + "     wpm   misses   s/grapheme   typed\n"
        for (name, analysis) in zip(names, analyses) {
            text += "  " + name.padding(width) + "  " + pad(analysis.wordsPerMinute.map { fixed($0, 1) } ?? "—", 6)
            text += "  " + pad(analysis.isTapped ? percent(analysis.errorRate) : "—", 7) + "   "
            text += (analysis.isTapped ? fixed(analysis.time.total, 3) : "—").padding(10) + "   "
            text += pad(percent(analysis.typedShare), 6)
            text += isShort(analysis) ? "  (below 99%)\n" : "\n"
        }
        guard let base = analyses.first else { return text }
        text += "\ndifferences from \(names[0]):\n"
        for (name, analysis) in zip(names, analyses).dropFirst() {
            var changes: [String] = []
            if let after = analysis.wordsPerMinute, let before = base.wordsPerMinute {
                let speed = after - before
                changes.append("\(fixed(abs(speed), 1)) wpm \(speed >= 0 ? "faster" : "slower")")
            }
            if analysis.isTapped, base.isTapped {
                let misses = (analysis.errorRate - base.errorRate) * 100
                changes.append("\(fixed(abs(misses), 1)) points \(misses >= 0 ? "more" : "fewer") misses")
            }
            text +=
                "  \(name): "
                + (changes.isEmpty ? "nothing to compare (no key is tapped)" : changes.joined(separator: ", "))
            text += "\n"
            let keys = changedKeys(from: base, to: analysis)
            if !keys.isEmpty { text += "    keys: " + keys.joined(separator: ", ") + "\n" }
            let pairs = changedPairs(from: base, to: analysis)
            if !pairs.isEmpty { text += "    pairs: " + pairs.joined(separator: ", ") + "\n" }
        }
        return text
    }

    /// The three keys (matched by layer and id) whose miss chance changed most, weighted by use.
    private static func changedKeys(from base: LayoutAnalysis, to other: LayoutAnalysis) -> [String] {
        var before: [String: KeyFigures] = [:]
        for key in base.keys { before[key.layer + "\u{0}" + key.id] = key }
        var changes: [(weight: Double, text: String)] = []
        for key in other.keys where key.usage > 0 {
            guard let old = before[key.layer + "\u{0}" + key.id] else { continue }
            let change = key.miss - old.miss
            guard abs(change) >= 0.0005 else { continue }
            let sign = change > 0 ? "+" : "−"
            changes.append(
                (abs(change) * key.usage, "\(quoted(key.id)) misses \(sign)\(fixed(abs(change) * 100, 1)) points"))
        }
        return changes.sorted { $0.weight > $1.weight }.prefix(3).map(\.text)
    }

    /// The three pairs whose contribution to the time per grapheme changed most.
    private static func changedPairs(from base: LayoutAnalysis, to other: LayoutAnalysis) -> [String] {
        var changes: [(weight: Double, text: String)] = []
        for (pair, figure) in other.pairs {
            guard let old = base.pairs[pair] else { continue }
            let change = figure.seconds - old.seconds
            guard abs(change) >= 0.0005 else { continue }
            let sign = change > 0 ? "+" : "−"
            let shown = printable(pair).replacingSpaces()
            changes.append((abs(change) * figure.share, "\(quoted(shown)) \(sign)\(fixed(abs(change) * 1000, 0)) ms"))
        }
        return changes.sorted { ($0.weight, $1.text) > ($1.weight, $0.text) }.prefix(3).map(\.text)
    }

    private static func display(_ key: KeyFigures) -> String {
        let label = printable(key.label)
        return key.id.isExactly(label) || label.isEmpty
            ? "\(key.id) (\(key.layer))" : "\(key.id) \(quoted(label)) (\(key.layer))"
    }

    // MARK: - JSON

    private static func entry(_ analysis: LayoutAnalysis) -> String {
        let time = analysis.time
        var json = "{\"id\":" + JSONText.quoted(analysis.layoutID)
        json += ",\"name\":" + JSONText.quoted(analysis.layoutName)
        json += ",\"form\":" + JSONText.quoted(analysis.form)
        json += ",\"size\":{\"width\":" + JSONText.number(analysis.size.width)
        json += ",\"height\":" + JSONText.number(analysis.size.height) + "}"
        json += ",\"model\":" + JSONText.quoted(analysis.model.rawValue)
        json += ",\"points-per-mm\":" + JSONText.number(analysis.pointsPerMillimetre)
        json += ",\"text\":" + JSONText.quoted(analysis.source)
        json += ",\"wpm\":" + JSONText.number(analysis.wordsPerMinute ?? .nan)
        json += ",\"seconds-per-grapheme\":" + JSONText.number(time.total)
        json += ",\"time\":{\"movement\":" + JSONText.number(time.movement)
        json += ",\"switching\":" + JSONText.number(time.switching)
        json += ",\"long-press\":" + JSONText.number(time.longPress)
        json += ",\"flicks\":" + JSONText.number(time.flicks)
        json += ",\"waiting\":" + JSONText.number(time.waiting) + "}"
        json += ",\"error-rate\":" + JSONText.number(analysis.isTapped ? analysis.errorRate : .nan)
        json += ",\"typed-share\":" + JSONText.number(analysis.typedShare)
        if let savings = analysis.keystrokeSavings {
            json += ",\"keystroke-savings\":{\"saved\":" + JSONText.number(savings.saved)
            json += ",\"never-offered\":" + JSONText.number(savings.neverOffered)
            json += ",\"words\":\(savings.words),\"coverage\":" + JSONText.number(savings.coverage)
            json += ",\"slots\":\(savings.slots),\"source\":" + JSONText.quoted(savings.source) + "}"
        }
        if let clarity = analysis.gestureClarity {
            json +=
                ",\"gesture-clarity\":{\"words\":\(clarity.words),\"threshold\":" + JSONText.number(clarity.threshold)
            json += ",\"confusable\":" + JSONText.number(clarity.confusable)
            json += ",\"identical\":" + JSONText.number(clarity.identical)
            json += ",\"mean-nearest\":" + JSONText.number(clarity.meanNearest) + ",\"pairs\":["
            json += clarity.pairs.map { (pair: GestureClarity.Pair) -> String in
                let word = "{\"word\":" + JSONText.quoted(pair.word)
                let neighbour = ",\"neighbour\":" + JSONText.quoted(pair.neighbour)
                return word + neighbour + ",\"distance\":" + JSONText.number(pair.distance) + "}"
            }.joined(separator: ",")
            json += "]}"
        }
        json += ",\"untypable\":["
        json += analysis.untypable.map {
            "{\"grapheme\":" + JSONText.quoted($0.grapheme) + ",\"count\":" + JSONText.number($0.count) + "}"
        }.joined(separator: ",")
        json += "],\"keys\":["
        json += analysis.keys.map { key in
            var item = "{\"layer\":" + JSONText.quoted(key.layer) + ",\"id\":" + JSONText.quoted(key.id)
            item += ",\"label\":" + JSONText.quoted(key.label)
            item += ",\"usage\":" + JSONText.number(key.usage) + ",\"miss\":" + JSONText.number(key.miss)
            item += ",\"spread-mm\":{\"x\":" + JSONText.number(key.spread.x) + ",\"y\":"
            item += JSONText.number(key.spread.y) + "}"
            item += ",\"neighbours\":["
            item += key.neighbours.map {
                "{\"id\":" + JSONText.quoted($0.id) + ",\"share\":" + JSONText.number($0.share) + "}"
            }.joined(separator: ",")
            item += "]"
            return item + "}"
        }.joined(separator: ",")
        json += "],\"riskiest\":["
        json += analysis.riskiest().map { risk in
            "{\"layer\":" + JSONText.quoted(risk.key.layer) + ",\"id\":" + JSONText.quoted(risk.key.id)
                + ",\"errors\":" + JSONText.number(risk.errors) + ",\"reason\":"
                + JSONText.quoted(reason(risk, in: analysis)) + "}"
        }.joined(separator: ",")
        return json + "]}"
    }

    // MARK: - Pictures

    /// The layers at least one tap lands on, in layer order.
    private static func usedLayers(_ analysis: LayoutAnalysis) -> [LayerFrames] {
        let used = Set(analysis.keys.filter { $0.usage > 0 }.map(\.layer))
        return analysis.layers.filter { used.contains($0.name) }
    }

    /// The usage map (each key's share of the taps, scaled to the largest) and the misses' (each
    /// key's chance of a miss, scaled to the largest).
    static func heatMaps(_ analysis: LayoutAnalysis) -> (usage: HeatMap, misses: HeatMap) {
        let topUsage = analysis.keys.map(\.usage).max() ?? 0
        let topMiss = analysis.keys.map(\.miss).max() ?? 0
        var usage: [ExactText: [ExactText: HeatMap.Cell]] = [:]
        var misses: [ExactText: [ExactText: HeatMap.Cell]] = [:]
        for key in analysis.keys {
            usage[ExactText(key.layer), default: [:]][ExactText(key.id)] = HeatMap.Cell(
                fill: HeatMap.colour(topUsage > 0 ? key.usage / topUsage : 0),
                caption: key.usage > 0 ? percent(key.usage) : "")
            misses[ExactText(key.layer), default: [:]][ExactText(key.id)] = HeatMap.Cell(
                fill: HeatMap.colour(topMiss > 0 ? key.miss / topMiss : 0), caption: percent(key.miss))
        }
        return (
            HeatMap(
                name: "usage (share of taps)", cells: usage, legend: HeatMap.legend(upTo: topUsage, label: percent)),
            HeatMap(
                name: "misses (chance a tap aimed at the centre lands elsewhere)", cells: misses,
                legend: HeatMap.legend(upTo: topMiss, label: percent))
        )
    }

    /// A heat map's colour scale as HTML: a swatch for each step and the value it stands for.
    private static func legend(_ map: HeatMap) -> String {
        guard !map.legend.isEmpty else { return "" }
        let steps = map.legend.map { step in
            "<span class=\"swatch\" style=\"background: \(step.fill)\"></span>" + XMLText.escaped(step.label)
        }
        return "<span class=\"legend\" aria-label=\"colour scale\">" + steps.joined(separator: " ") + "</span>"
    }

    private static let pageStyle = """
        body { margin: 24px; font-family: \(SVGRenderer.fonts); color: #1C1C1E; background: #F2F2F7; }
        h1 { font-size: 20px; margin: 0 0 16px; }
        h2 { font-size: 15px; margin: 24px 0 8px; }
        pre { font-size: 12px; background: #FFFFFF; padding: 12px; border-radius: 8px; overflow-x: auto; }
        figure { margin: 0 0 16px; }
        figcaption { font-size: 12px; color: #5A5A5F; margin: 0 0 4px; }
        .legend { margin-left: 12px; white-space: nowrap; }
        .swatch { display: inline-block; width: 14px; height: 10px; margin: 0 3px 0 6px; border: 0.5px solid #8E8E93; border-radius: 2px; }
        svg.keys { display: block; overflow: visible; }

        """

    // MARK: - Numbers

    /// Text as the renderers print it: controls and lone combining marks made visible.
    static func printable(_ text: String) -> String {
        TextLabel.printable(text, style: .unicode, base: "◌")
    }

    /// A key, pair or grapheme named in a sentence: in single quotes (`'e'`), or in double quotes
    /// when it holds one (`"'"`, the apostrophe key), so that the quotes stay readable.
    static func quoted(_ text: String) -> String {
        text.contains("'") ? "\"\(text)\"" : "'\(text)'"
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        FixedPoint.format(value, decimals)
    }

    /// A share as a percentage with one decimal (`4.1%`).
    static func percent(_ share: Double) -> String {
        FixedPoint.format(share * 100, 1) + "%"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

extension String {
    /// Spaces shown as `␣`, so that a pair like " a" reads in a report.
    fileprivate func replacingSpaces() -> String {
        String(map { $0 == " " ? "␣" : $0 })
    }
}
