public import KeyboardModel

/// What to draw for one layer of a keyboard at one size, in one theme and state, in order: the
/// background, each key's cap with its labels, then the overlays (the preview bubble over a
/// pressed key, the long-press callout, the armed flick); with suggestions, the suggestion bar
/// above the keys.
///
/// A host draws a scene with rounded rectangles, paths and text only; every look (colours,
/// fonts, which keys are darker, what a pressed key shows) is decided here, once, for the SVG and
/// HTML renderers, the preview and an app's view alike.
///
///     let scene = KeyboardScene(frames, layout: layout, theme: theme, appearance: .dark,
///                               state: KeyboardScene.State(controller))
public struct KeyboardScene: Sendable, Hashable {
    /// The layer drawn.
    public var layerName: String
    /// The keyboard's size: the scene's coordinates run from (0, 0) to it (overlays may reach
    /// above 0).
    public var size: KeyboardSize
    /// The colour behind and between the keys.
    public var background: ThemeColor
    /// Every key of the layer, in the layer's order.
    public var caps: [KeyCap]
    /// The preview bubble over the pressed key, if one shows.
    public var bubble: Bubble?
    /// The long-press callout, if open.
    public var callout: Callout?
    /// The flick the finger has armed on the pressed key, if any.
    public var armedFlick: ArmedFlick?
    /// The suggestion bar above the keys, when the state has suggestions (with a lexicon).
    public var suggestionBar: SuggestionBar?
    /// The trail of the swipe in progress, drawn over the keys, while one is.
    public var trail: Trail?
}
