import KeyboardGeometry
import KeyboardModel

/// What the keyboard's reducer reads and never changes while it types: the layout, the shown
/// form's layers with their frames and what each key does, the return layer, the thresholds and
/// the size. The controller changes it only when it is resized, shows another form or is given
/// new timing — never during a reduction.
package struct KeyboardRules {
    /// The layout, with all its forms: its behaviour, compose and modify tables.
    let layout: KeyboardLayout
    /// Every layer of the shown form at the current size, in layout order.
    var layers: [KeyboardReducer.LayerState] = []
    /// The layer that space and apostrophe return to.
    var returnLayer = 0
    /// The shown form's ``KeyboardLayout/autocapitalization``, worked out once per form.
    var layoutAutocapitalization = Autocapitalization.none
    /// Whether the shown form has a shift or caps-lock key, worked out once per form.
    var layoutHasShiftKey = false
    /// The layout locale's upper case, for alternates while shift is on.
    let caseRules: CaseRules
    /// The layout's composer, if it has one.
    let composer: (any SyllableComposer.Type)?
    /// The time thresholds.
    var timing: KeyboardTiming
    /// The keyboard's size.
    var size: KeyboardSize
    /// Suggestions and autocorrection, when a lexicon is set.
    var words: WordRules?

    init(layout: KeyboardLayout, size: KeyboardSize, timing: KeyboardTiming) {
        self.layout = layout
        self.size = size
        self.timing = timing
        caseRules = CaseRules(locale: layout.locale)
        composer = layout.composer?.composer
    }

    /// Takes the layers of `form` (the layout of a form), at `allFrames`: their outputs, shifted
    /// faces, return layer and autocapitalisation.
    mutating func adopt(_ form: KeyboardLayout, frames allFrames: [LayerFrames]) {
        var indexByName: [ExactText: Int] = [:]
        for (index, layer) in form.layers.enumerated() where indexByName[text: layer.name] == nil {
            indexByName[text: layer.name] = index
        }
        let context = KeyboardReducer.KeyOutput.Context(layout: form, layerIndex: indexByName)
        var states = zip(form.layers, allFrames).map { layer, frames in
            KeyboardReducer.LayerState(
                name: layer.name, frames: frames,
                outputs: frames.keys.map { KeyboardReducer.KeyOutput($0.key, in: context) })
        }
        for (index, layer) in form.layers.enumerated() {
            states[index].isOneShot = layer.isOneShot
            guard let base = layer.shiftOf.flatMap({ indexByName[text: $0] }), base != index, states[base].face == nil
            else {
                continue
            }
            states[index].faceOf = base
            states[base].face = index
        }
        layers = states
        returnLayer = form.behavior.returnTo.flatMap { indexByName[text: $0] } ?? 0
        layoutAutocapitalization = form.autocapitalization
        layoutHasShiftKey = form.hasShiftKey
        layoutSwipeTyping = form.behavior.swipeTyping
        layoutCaretDrag = form.behavior.caretDrag
        layoutDeleteDrag = form.behavior.deleteDrag
    }

    /// How far a finger that went down on a letter must travel, in widths of that key, for
    /// being on another key to make it a swipe rather than a tap that slid (0.3, 10 pt on a
    /// phone: a tap moves a few points; a swipe to even the next key, `as`, about one key width,
    /// and with a hand's noise of 0.3 key at each end rarely less than a third of that).
    static let swipeStart = 0.3
    /// The same for a finger still on the key it went down on (0.5: a tap that drifts on its key,
    /// or a long press about to open, moves less; a swipe of two neighbouring keys, `не`, whose
    /// ends a hand's noise put on one key, more).
    static let swipeStartOnItsKey = 0.5
    /// The distance a finger on the space bar moves sideways for the caret to move one
    /// character (12 pt, about a third of a phone's letter key).
    static let caretStep = 12.0

    /// Whether dragging on the space bar moves the caret, when the host said (see
    /// `KeyboardController.spaceDragMovesCaret`); `nil`: as the layout says, with words.
    var spaceDragSetting: Bool?
    /// Whether the host wants swipes typed (`KeyboardController.swipeTyping`).
    var swipeSetting = true
    /// Whether a leftward drag from backspace deletes words, when the host said; `nil`: as the
    /// layout says, with words.
    var deleteDragSetting: Bool?
    /// The shown form's `swipe-typing`, `caret-drag` and `delete-drag`, worked out once per form.
    var layoutSwipeTyping = true
    var layoutCaretDrag = true
    var layoutDeleteDrag = true

    /// The distance a finger dragging left from backspace moves for one more word to be marked
    /// for deletion (24 pt, about two-thirds of a phone's letter key).
    static let wordDeleteStep = 24.0

    /// Whether a leftward drag from backspace deletes words: as the host said, else with a
    /// lexicon where the layout has it.
    var deleteDragDeletesWords: Bool { deleteDragSetting ?? (words != nil && layoutDeleteDrag) }

    /// Whether dragging on the space bar moves the caret: as the host said, else with a lexicon
    /// where the layout has it (the gestures of a keyboard with words), so that a keyboard
    /// without one types exactly what was touched, as it always did.
    var spaceDragMovesCaret: Bool { spaceDragSetting ?? (words != nil && layoutCaretDrag) }
    /// Whether swipes are typed, with a lexicon: the host and the layout both want them.
    var typesSwipes: Bool { swipeSetting && layoutSwipeTyping }

    /// How many points a swipe's trail gains between two readings of it for the bar while it
    /// moves (each is one decode of the lexicon; at 60 moves a second, about four a second).
    static let trailReadingStep = 16

    /// How far outside a letter key's frame, in its heights, a touch may go down and still start
    /// a swipe from that letter (0.6: 25 pt on a 42 pt key — a swipe begun 3.5 σ off its first
    /// key at σ = 0.3 key; the middle of shift, 33 pt from the a key, is further).
    static let swipeSlack = 0.6

    /// Right after a swipe, how far outside a letter key's frame, in its heights, a tap on a
    /// layer or shift key still types the letter (0.4: 16.8 pt on a 42 pt key — the 12 pt row
    /// gap and the top 4.8 pt of the `123` key below; a tap meant for `123` lands near its
    /// middle, 33 pt from the letters, and in its top 4.8 pt one time in 40).
    static let wordModeSlack = 0.4

    /// The most points a swipe's trail keeps (see `KeyboardReducer.extendTrail(to:)`).
    static let trailLimit = 2_048

    /// The gesture thresholds in force: ``KeyboardTiming/gestures`` when set, else the layout's.
    var gestures: GestureSettings { timing.gestures ?? layout.behavior.gestures }

    /// When shift engages by itself in a field with `traits`: the field's autocapitalisation,
    /// else the layout's; never on a layout without a shift key.
    func autocapitalization(_ traits: FieldTraits) -> Autocapitalization {
        guard let field = traits.autocapitalization else { return layoutAutocapitalization }
        return layoutHasShiftKey ? field : .none
    }

    /// The layer shown for `layer` (or its face) while shift is `on`: the face when on and the
    /// layer has one, else the layer itself.
    func shown(_ layer: Int, shiftOn on: Bool) -> Int {
        let base = layers[layer].faceOf ?? layer
        return on ? layers[base].face ?? base : base
    }

    /// Whether the word decoder reads where taps on `layer` land: it knows the keys of the
    /// form's first layer (see `KeyboardController.lexicon`), which is that layer or its face.
    func wordDecoderReads(layer: Int) -> Bool { (layers[layer].faceOf ?? layer) == 0 }

    /// The alternates of `output` in the locale's upper case, for when shift is on (worked out
    /// when a popup opens, not for every key up front).
    func shiftedAlternates(of output: KeyboardReducer.KeyOutput, layer: Int) -> [String] {
        // On a shifted face, shift is what shows it: its alternates are as written.
        layers[layer].faceOf != nil ? output.alternates : output.alternates.map(caseRules.uppercase)
    }

    /// What `base` typed after the dead key `accent` gives in this layout.
    func resolve(_ accent: String, _ base: String) -> String {
        KeyboardController.resolve(accent, base, compose: layout.compose)
    }

    /// What the dead key `pressed` does while `pending` waits, in this layout.
    package func deadKey(_ pressed: String, after pending: String) -> (typed: String, waiting: String?) {
        KeyboardController.deadKey(pressed, after: pending, compose: layout.compose)
    }
}
