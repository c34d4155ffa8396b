public import KeyboardGeometry
import KeyboardInput
public import KeyboardModel

extension KeyboardScene {
    /// Choices about what a scene shows that are not the theme's or the state's.
    public struct Options: Sendable, Hashable {
        /// How many long-press alternates a key's corner shows when it has no hint.
        public var alternatesShown: Int
        /// Whether a pressed character key shows a preview bubble (phones do; tablets do not).
        public var previewBubbles: Bool
        /// The suggestion bar's height in points, instead of the theme's
        /// (``KeyboardTheme/suggestionBarHeight``, 44 unless it says), and its number of slots.
        public var suggestionBarHeight: Double?
        public var suggestionSlots: Int

        /// Creates options.
        public init(
            alternatesShown: Int = 3, previewBubbles: Bool = true, suggestionBarHeight: Double? = nil,
            suggestionSlots: Int = 3
        ) {
            self.alternatesShown = alternatesShown
            self.previewBubbles = previewBubbles
            self.suggestionBarHeight = suggestionBarHeight
            self.suggestionSlots = suggestionSlots
        }

        /// The options for a layout's form: no bubbles on a form named `tablet`.
        public init(form: String, alternatesShown: Int = 3) {
            self.init(alternatesShown: alternatesShown, previewBubbles: form != "tablet")
        }
    }

    /// The scene of one layer.
    ///
    /// - Parameters:
    ///   - frames: The layer's solved frames.
    ///   - theme: How the keyboard looks.
    ///   - appearance: Light or dark.
    ///   - state: What the keyboard is doing.
    ///   - options: What else to show.
    /// - Complexity: O(keys).
    public init(
        _ frames: LayerFrames, theme: KeyboardTheme, appearance: ThemeAppearance.Name = .light,
        state: State = State(), options: Options = Options()
    ) {
        let colours = theme.appearance(appearance)
        let painter = Painter(theme: theme, colours: colours, state: state, options: options, layerName: frames.name)
        layerName = frames.name
        size = frames.size
        background = colours.background
        caps = frames.keys.map(painter.cap)
        bubble = nil
        callout = nil
        armedFlick = nil
        suggestionBar = state.suggestions.map {
            painter.suggestionBar(
                $0, width: frames.size.width, height: max(0, options.suggestionBarHeight ?? theme.suggestionBarHeight),
                slotCount: options.suggestionSlots)
        }
        trail =
            state.trail.count >= 2
            ? Trail(points: state.trail, colour: colours.calloutSelected.fill, width: Self.trailWidth) : nil
        if let popup = state.callout {
            callout = painter.callout(popup)
        } else if let id = state.pressedKeyID, let key = frames.key(withID: id) {
            if let direction = state.armedFlick {
                armedFlick = painter.armedFlick(direction, on: key)
            } else if options.previewBubbles, KeyKind(key.key.action) == .character {
                bubble = painter.bubble(over: key, keyboardWidth: frames.size.width)
            }
        }
    }

    /// The smallest size text is drawn at, in points.
    static let smallestFontSize = 6.0
    /// The width of a swipe's trail, in points.
    static let trailWidth = 6.0
}

/// Turns keys into caps, texts and overlays for one theme, appearance and state.
struct Painter {
    let theme: KeyboardTheme
    let colours: ThemeAppearance
    let state: KeyboardScene.State
    let options: KeyboardScene.Options
    let layerName: String

    func cap(_ keyFrame: KeyFrame) -> KeyboardScene.KeyCap {
        let frame = keyFrame.frame
        let key = keyFrame.key
        let kind = KeyKind(key.action)
        let capState = self.capState(of: keyFrame)
        let style = colours.style(kind, capState)
        let symbol = key.shownSymbol
        let shownText =
            key.action == .return && state.returnKeyLabel != nil
            ? state.returnKeyLabel ?? "" : key.shownLabel(shifted: state.shift.isOn)
        return KeyboardScene.KeyCap(
            keyID: keyFrame.id, frame: frame, cornerRadius: radius(for: frame), kind: kind, state: capState,
            style: style, shadowOffset: theme.shadowOffset, shownText: shownText, hintText: key.hint,
            spokenText: key.accessibilityLabel ?? symbol.map {
                $0.rawValue.split(separator: "-").joined(separator: " ")
            }
                ?? shownText,
            label: label(
                symbol.map { $0.unicodeFallbacks.first ?? key.label } ?? shownText, isSymbol: symbol != nil,
                isDeadKey: key.action.kind == .dead, in: frame, color: style.text),
            symbol: symbol,
            symbolName: symbol?.semanticName(shifted: state.shift.isOn, locked: state.shift == .locked),
            systemImageName: symbol?.systemImageName(shifted: state.shift.isOn, locked: state.shift == .locked),
            hint: hint(of: key, in: frame, color: style.secondary),
            flickLegends: flickLegends(of: key, in: frame, color: style.secondary),
            multitapLegend: multitapLegend(of: key, in: frame, color: style.secondary))
    }

    /// Disabled, pressed, active or normal, in that order of precedence.
    func capState(of keyFrame: KeyFrame) -> KeyCapState {
        if !state.disabledKeyIDs.isEmpty, state.disabledKeyIDs.contains(keyFrame.id) { return .disabled }
        if state.pressedKeyID == keyFrame.id { return .pressed }
        switch keyFrame.key.action {
        case .shift where state.shift.isOn, .capsLock where state.shift == .locked: return .active
        case .layer(let target) where target == layerName: return .active
        default: return .normal
        }
    }

    /// The theme's corner radius, at most a quarter of the rectangle's shorter side.
    func radius(for frame: KeyboardRect) -> Double {
        max(0, min(theme.cornerRadius, frame.width / 4, frame.height / 4))
    }

    // MARK: - Texts

    /// A key's label centred in `frame`, in the label font for one character and the word font
    /// for more, as large as the font says and the frame allows. An accent alone (a dead key's,
    /// ´ ¨ ΄, a combining mark with a spacing form) would be a speck high in the cell: every one is
    /// drawn bare, half as large again, with its ink centred (``TextLabel/accentGlyph(_:isDeadKey:)``).
    func label(
        _ shown: String, isSymbol: Bool, isDeadKey: Bool = false, in frame: KeyboardRect, color: ThemeColor
    ) -> KeyboardScene.Text? {
        if !isSymbol, let accent = TextLabel.accentGlyph(shown, isDeadKey: isDeadKey) {
            // Its baseline (below the ink of a high accent) stays inside the key.
            let largest = accent.inkMiddle > 0 ? (frame.height / 2 - 1) / accent.inkMiddle : .infinity
            let size =
                (min(fontSize(for: accent.glyph, role: .label, in: frame) * 1.5, largest) * 10).rounded(.down) / 10
            return text(
                accent.glyph, role: .label, size: size, color: color,
                at: KeyboardPoint(x: frame.midX, y: frame.midY + accent.inkMiddle * size))
        }
        let label = isSymbol ? shown : TextLabel.printable(shown, style: .unicode, base: "◌")
        guard !label.isEmpty else { return nil }
        let role: ThemeFont.Role = label.count == 1 ? .label : .word
        let size = (fontSize(for: label, role: role, isSymbol: isSymbol, in: frame) * 10).rounded(.down) / 10
        return text(
            label, role: role, size: size, color: color, at: KeyboardPoint(x: frame.midX, y: frame.midY + size * 0.35))
    }

    /// A size that fits `label` in the frame: the role's size, at most about half the frame's
    /// height for one character (0.52) and 0.4 of it for words, shrunk (down to 6) when the
    /// estimated width would not fit between 3-point margins: 0.6 em a column of text, 1.3 em a
    /// symbol's glyph (⌫, ⇧ and ⏎ are drawn wider than a letter: a ⌫ fits a 30-pt key at 18 pt).
    func fontSize(for label: String, role: ThemeFont.Role, isSymbol: Bool = false, in frame: KeyboardRect) -> Double {
        let wanted = theme.font(role).size.points(onKeyOfHeight: frame.height)
        var size = min(wanted, frame.height * (role == .label ? 0.52 : 0.4))
        let columns = Double(max(DisplayWidth.of(label), 1))
        size = min(size, (frame.width - 6) / ((isSymbol ? 1.3 : 0.6) * columns))
        return max(KeyboardScene.smallestFontSize, (size * 10).rounded(.down) / 10)
    }

    /// The hint legend, else a preview of the first alternates — in capitals while shift is on,
    /// as the popup shows them — small in the top trailing corner. A hint of low marks only (`„`,
    /// `‚`, `,`) is raised by half its size: on its baseline it would sit down on the label.
    func hint(of key: Key, in frame: KeyboardRect, color: ThemeColor) -> KeyboardScene.Text? {
        let preview =
            key.alternates.isEmpty || options.alternatesShown == 0
            ? nil
            : state.shift.isOn
                ? key.alternates.prefix(options.alternatesShown).map(CaseRules(locale: state.locale).uppercase)[...]
                : key.alternates.prefix(options.alternatesShown)
        let size = theme.font(.hint).size.points(onKeyOfHeight: frame.height)
        guard let items = key.hint.map({ [$0] }) ?? preview.map(Array.init), !items.isEmpty, frame.height >= 24,
            frame.width >= 16, let shown = Self.hint(items, fitting: frame.width - 6, size: size)
        else { return nil }
        let isLow = shown.unicodeScalars.allSatisfy { Self.lowMarks.contains($0.value) }
        return text(
            shown, role: .hint, size: size, color: color,
            at: KeyboardPoint(x: frame.maxX - 3, y: frame.minY + 1 + size * (isLow ? 0.5 : 1)),
            alignment: .trailing)
    }

    /// Punctuation that sits on or below the baseline (and the thin space between hint items).
    static let lowMarks: Set<UInt32> = [0x2C, 0x2E, 0x5F, 0xB8, 0x2DB, 0x201A, 0x201E, 0x2009]

    /// The hint's items apart by a thin space, as many of them as fit `width` (an estimate of
    /// 0.6 em per column); `nil` when not even the first fits.
    static func hint(_ items: [String], fitting width: Double, size: Double) -> String? {
        var shown = ""
        var used = 0.0
        for item in items {
            let printable = TextLabel.printable(item, style: .unicode, base: "◌")
            let extra = Double(max(DisplayWidth.of(printable), 1)) * 0.6 * size + (used == 0 ? 0 : 0.25 * size)
            guard used + extra <= width else { break }
            if used > 0 { shown += "\u{2009}" }
            shown += printable
            used += extra
        }
        return used == 0 ? nil : shown
    }

    /// Flick legends, placed by direction 7 points inside the key's edges (`n` at the top
    /// centre, `se` at the bottom right), on keys at least 24 points each way.
    func flickLegends(of key: Key, in frame: KeyboardRect, color: ThemeColor) -> [KeyboardScene.FlickLegend] {
        guard !key.flicks.isEmpty, frame.height >= 24, frame.width >= 24 else { return [] }
        let size = theme.font(.legend).size.points(onKeyOfHeight: frame.height)
        return key.flicks.map { flick in
            let vector = flick.direction.screenVector
            let x = frame.midX + vector.dx * (frame.width / 2 - 7)
            let y = frame.midY + vector.dy * (frame.height / 2 - 7) + 3
            let label = TextLabel.printable(flick.label, style: .unicode, base: "◌")
            return KeyboardScene.FlickLegend(
                direction: flick.direction,
                text: text(label, role: .legend, size: size, color: color, at: KeyboardPoint(x: x, y: y)))
        }
    }

    /// The multitap cycle along the bottom edge, unless a flick legend is there.
    func multitapLegend(of key: Key, in frame: KeyboardRect, color: ThemeColor) -> KeyboardScene.Text? {
        guard !key.multitap.isEmpty, frame.height >= 24, frame.width >= 24,
            !key.flicks.contains(where: { [.s, .sw, .se].contains($0.direction) })
        else { return nil }
        let cycle = key.multitap.map { TextLabel.printable($0.defaultLabel, style: .unicode, base: "◌") }.joined()
        let size = theme.font(.legend).size.points(onKeyOfHeight: frame.height)
        return text(cycle, role: .legend, size: size, color: color, at: KeyboardPoint(x: frame.midX, y: frame.maxY - 3))
    }

    func text(
        _ string: String, role: ThemeFont.Role, size: Double, color: ThemeColor, at anchor: KeyboardPoint,
        alignment: KeyboardScene.Text.Alignment = .center
    ) -> KeyboardScene.Text {
        let font = theme.font(role)
        return KeyboardScene.Text(
            string: string, role: role, fontSize: size, families: font.families, weight: font.weight, color: color,
            anchor: anchor, alignment: alignment)
    }

    // MARK: - Overlays

    /// The bubble over `keyFrame`: a head 1.5 keys wide and one key high whose bottom is a
    /// quarter of a key above the key, moved sideways into `0...keyboardWidth`; straight necks
    /// join the head's bottom corners to the key's top corners.
    func bubble(over keyFrame: KeyFrame, keyboardWidth: Double) -> KeyboardScene.Bubble {
        let key = keyFrame.frame
        let headWidth = key.width * 1.5
        let headBottom = key.minY - key.height / 4
        let left = Self.bubbleHeadLeft(key: key, keyboardWidth: keyboardWidth)
        let head = KeyboardRect(x: left, y: headBottom - key.height, width: headWidth, height: key.height)
        let outline = KeyboardScene.Outline(points: [
            KeyboardPoint(x: head.minX, y: head.minY), KeyboardPoint(x: head.maxX, y: head.minY),
            KeyboardPoint(x: head.maxX, y: head.maxY), KeyboardPoint(x: key.maxX, y: key.minY),
            KeyboardPoint(x: key.maxX, y: key.maxY), KeyboardPoint(x: key.minX, y: key.maxY),
            KeyboardPoint(x: key.minX, y: key.minY), KeyboardPoint(x: head.minX, y: head.maxY),
        ])
        let style = colours.bubble
        return KeyboardScene.Bubble(
            keyID: keyFrame.id, outline: outline, head: head, style: style, shadowOffset: theme.shadowOffset,
            label: label(
                keyFrame.key.shownLabel(shifted: state.shift.isOn), isSymbol: false, in: head, color: style.text))
    }

    /// Where a bubble's head starts: a quarter of the key left of it, moved into
    /// `0...keyboardWidth` (at 0 when the head is wider than the keyboard).
    static func bubbleHeadLeft(key: KeyboardRect, keyboardWidth: Double) -> Double {
        max(0, min(key.minX - key.width / 4, keyboardWidth - key.width * 1.5))
    }

    /// The callout of an open long-press popup: its cells as items, the selected one in the
    /// theme's selected style, on a panel around them all.
    func callout(_ popup: AlternatesPopup) -> KeyboardScene.Callout {
        let items = popup.cells.enumerated().map { index, cell in
            let selected = index == popup.selectedIndex
            let style = selected ? colours.calloutSelected : colours.callout
            let alternate = popup.alternates[index]
            return KeyboardScene.Callout.Item(
                alternate: alternate, frame: cell, isSelected: selected, style: style,
                label: label(alternate, isSymbol: false, in: cell, color: style.text)
                    ?? text("", role: .label, size: KeyboardScene.smallestFontSize, color: style.text, at: cell.center))
        }
        let minX = popup.cells.map(\.minX).min() ?? 0
        let minY = popup.cells.map(\.minY).min() ?? 0
        let maxX = popup.cells.map(\.maxX).max() ?? 0
        let maxY = popup.cells.map(\.maxY).max() ?? 0
        let frame = KeyboardRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return KeyboardScene.Callout(
            keyID: popup.keyID, frame: frame, cornerRadius: radius(for: frame), style: colours.callout,
            shadowOffset: theme.shadowOffset, items: items)
    }

    /// The armed flick's legend, large on the key, in the callout's selected style.
    func armedFlick(_ direction: FlickDirection, on keyFrame: KeyFrame) -> KeyboardScene.ArmedFlick? {
        guard let flick = keyFrame.key.flicks.first(where: { $0.direction == direction }) else { return nil }
        let style = colours.calloutSelected
        let frame = keyFrame.frame
        guard let shown = label(flick.label, isSymbol: false, in: frame, color: style.text) else { return nil }
        return KeyboardScene.ArmedFlick(
            keyID: keyFrame.id, direction: direction, frame: frame, cornerRadius: radius(for: frame), style: style,
            label: shown)
    }
}
