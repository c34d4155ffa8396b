import KeyboardGeometry
import KeyboardModel
import KeyboardWords

/// The keyboard as a state and a reducer: one pure step, `(rules, state, event) → (state,
/// effects)`, for everything that changes the typing state — touches and the gestures they
/// make (taps, alternates, flicks, multitap, backspace repeats), timers, and the host's calls.
///
/// A step reads its ``rules``, changes ``state`` and lists ``effects``: it never calls out, and
/// never reads the document (what it needs of it arrives as an event, ``KeyboardEvent/contextRead(_:)``).
/// The controller keeps one reducer, stores each step's state, then performs its effects; the
/// `type` planner runs the same steps on a copy to find what a key would do.
package struct KeyboardReducer {
    /// What the steps read and never change.
    package var rules: KeyboardRules
    /// The typing state.
    package var state = KeyboardState()
    /// What the steps ask the world to do, in order, until the controller has performed them
    /// (see ``KeyboardEffects``; the planner's copies clear theirs after each step).
    package var effects = KeyboardEffects()

    init(rules: KeyboardRules) {
        self.rules = rules
    }

    /// One step: changes ``state`` by `event` and appends its ``effects``. Whether another timer
    /// is due is the state's to say (``isDue(upTo:)``).
    @inline(__always)
    package mutating func reduce(_ event: KeyboardEvent) {
        // Without a lexicon nothing of words is kept: one comparison a step.
        let before =
            rules.words == nil ? nil : (version: state.word.version, shift: state.shift, readsText: event.readsText)
        step(event)
        if let before { followSuggestions(since: before) }
    }

    /// After a step with a lexicon: the bar again when the word changed, or before its first
    /// letter when shift changed (``updateSuggestions()`` cases the words as shift types) or the
    /// text was read (the next word's, as soon as the lexicon is given or a field is new).
    @inline(never)
    private mutating func followSuggestions(since before: (version: Int, shift: ShiftState, readsText: Bool)) {
        if state.word.version != before.version
            || (state.word.taps.isEmpty && (state.shift != before.shift || before.readsText))
        {
            updateSuggestions()
        }
    }

    @inline(__always)
    private mutating func step(_ event: KeyboardEvent) {
        switch event {
        case .touch(let touch):
            switch touch.phase {
            case .began: touchBegan(touch)
            case .moved: touchMoved(touch)
            case .ended: touchEnded(touch)
            case .cancelled: touchCancelled(touch)
            }
        case .touchSettled(let touch):
            touchSettled(touch)
        case .timer(let time, let performed):
            runTimer(upTo: time, performed: performed)
        case .gesture(let gesture, let layer, let time):
            perform(gesture, layer: layer, at: time, began: time)
        case .cancelTouch:
            cancelTouch()
        case .showLayer(let index):
            cancelTouch()
            // A layer the host shows ends a multitap cycle (a tap where its key was starts anew).
            if case .multitap = state.sequence { state.sequence = .none }
            switchLayer(to: index)
        case .setShift(let shift):
            setShift(shift)
        case .resetShift:
            setShift(.off)
            updateShiftForContext()
        case .contextRead(let before):
            state.context = TextContext(before: before)
            followWord(before)
            updateShiftForContext()
        case .textChanged(let before):
            state.context = TextContext(before: before)
            state.word.lastCorrection = nil
            state.word.swiped = nil
            followWord(before)
            state.sequence = .none
            if case .syllable = state.composition { state.composition = .none }
            updateShiftForContext()
        case .context(let context):
            var rest = context
            rest.traits = state.fieldTraits
            state.host = rest
            setFieldTraits(context.traits)
        case .accept(let suggestion):
            accept(suggestion)
        case .formShown(let base, let before):
            formShown(base: base, before: before)
        }
    }

    /// The name of the layer shown.
    var layerName: String { rules.layers.isEmpty ? "" : rules.layers[state.layerIndex].name }

    // MARK: - Host calls

    /// New traits for the field being edited: the layer they ask for, and shift for their
    /// autocapitalisation.
    private mutating func setFieldTraits(_ traits: FieldTraits) {
        let old = state.fieldTraits
        state.fieldTraits = traits
        if let layer = traits.shownLayer, layer != old.shownLayer || layer != layerName,
            let index = rules.layers.firstIndex(where: { $0.name == layer })
        {
            cancelTouch()
            switchLayer(to: index)
        }
        if traits.autocapitalization != old.autocapitalization {
            updateShiftForContext()
        }
    }

    /// After the rules took another form's layers: the layer called `base` (the one whose face
    /// was shown) is shown, else the first; a one-shot layer and a multitap cycle end, and a
    /// form without a shift key turns shift off. `before` is the name of the layer shown until
    /// now, for the delegate.
    private mutating func formShown(base: String, before: String) {
        state.oneShotOrigin = nil
        state.sequence = .none
        let index = rules.layers.firstIndex { $0.name == base } ?? 0
        state.layerIndex = rules.layers.isEmpty ? 0 : rules.shown(index, shiftOn: state.shift.isOn)
        if layerName != before {
            effects.append(.layerChanged(layerName))
        }
        if !rules.layoutHasShiftKey, state.shift.isOn { setShift(.off) }
    }

    /// The autocapitalisation in force: the field's, else the layout's.
    var autocapitalization: Autocapitalization { rules.autocapitalization(state.fieldTraits) }
}

/// What a step of the reducer is about.
package enum KeyboardEvent: Equatable, Sendable {
    /// A touch event, for the recogniser.
    case touch(TouchEvent)
    /// A touch went down and the delegate heard of it: backspace deletes now.
    case touchSettled(TouchEvent)
    /// Time passed up to this time: the long press or the next backspace repeat due by then,
    /// `performed` repeats into it.
    case timer(upTo: Double, performed: Int)
    /// A gesture on layer `layer` at a time, as if a touch had made it (the planner's search).
    case gesture(KeyboardReducer.Gesture, layer: Int, at: Double)
    /// Forget the followed touch without committing it.
    case cancelTouch
    /// Show this layer, as a layer key would; a touch in progress is cancelled.
    case showLayer(Int)
    /// Set shift, as the shift and caps-lock keys would.
    case setShift(ShiftState)
    /// Release shift and let autocapitalisation decide again.
    case resetShift
    /// The text before the caret, read after an edit that changed it.
    case contextRead(String?)
    /// The text before the caret after the host changed the text or moved the caret: a
    /// multitap cycle and a syllable being composed end.
    case textChanged(String?)
    /// The host's context changed (the field being edited asks for its traits).
    case context(KeyboardContext)
    /// The user chose a suggestion: it replaces the word being typed.
    case accept(WordSuggestion)
    /// The rules now hold another form's layers (see ``KeyboardReducer/formShown(base:before:)``).
    case formShown(base: String, before: String)

    /// Whether the event brings the text before the caret.
    var readsText: Bool {
        switch self {
        case .contextRead, .textChanged: true
        default: false
        }
    }
}
