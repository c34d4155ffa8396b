public import KeyboardGeometry
public import KeyboardModel

/// Turns touches on a keyboard into text edits and keyboard state changes (the touch
/// dispatcher).
///
/// Feed it ``TouchEvent``s with ``handle(_:)`` and let timers run with ``tick(at:)``; time comes
/// only from the events and ticks, never from a clock, so every run is reproducible. Text goes to
/// ``input`` and every change is told to ``delegate``; both are held weakly.
///
///     let buffer = TextBuffer()
///     let controller = try KeyboardController(layout: layout)
///     controller.input = buffer
///     controller.handle(TouchEvent(id: 1, phase: .began, location: point, timestamp: 0))
///     controller.handle(TouchEvent(id: 1, phase: .ended, location: point, timestamp: 0.08))
///
/// ## Behaviour (iOS conventions; thresholds in ``timing``)
/// The controller is a state and a reducer (`KeyboardReducer`): every event — a touch, a timer,
/// a host call — is one pure step from the typing state to the next and a list of effects (edits
/// and news for the delegate), which the controller performs after storing the new state. In a
/// step, touches become gestures (a touch state says what the followed finger is doing), and
/// one function, `perform(_:key:layer:at:began:)`, says what each gesture does to each kind of
/// key. So a delegate always hears of a change after it happened: in `didInsert`, shift is
/// already what autocapitalisation makes of the new text.
///
/// - A key commits on touch-up, for the key under the finger at release: sliding to another
///   key commits that key; a release outside the keyboard or a cancelled touch commits nothing.
///   Backspace is the exception: it deletes on touch-down and repeats while held (first repeat
///   0.5 s after the touch-down, then every 0.1 s; repeats due 2 s or more after it delete
///   words). A backspace with flicks waits to see whether it is flicked: it deletes on release,
///   or, held still on its key, at the first repeat's time, and repeats from there.
/// - **Rollover.** Overlapping touches commit in the order they began: when a touch begins, the
///   touch still down (if any) commits at once for the key under it, and its later events are
///   ignored; a held backspace stops repeating. So every touch commits at most once, in begin
///   order, and the controller follows one touch at a time. (A touch cancelled after a later
///   one began has already committed, as on iOS.)
/// - **Shift.** A tap shifts the next character only (a tap while shifted unshifts); a second
///   tap whose touch-down comes at most 0.3 s after the first tap's release, with no other key
///   between, locks capitals when `behavior.capsLockDoubleTap`; a tap while locked unlocks; the
///   caps-lock key toggles the lock. After every edit, unless locked, shift is set by
///   autocapitalisation (`behavior.autocapitalize`; none on a layout without a shift key):
///   sentences — at the document start, after a line break, after `.`, `!` or `?` (closing
///   quotes allowed) and white space; words — after white space or at the start; all — always;
///   none — never.
/// - **Layers.** Layer keys switch layers. After a space or an apostrophe (`'`, `’`, `‘`) typed on a
///   layer other than `behavior.returnTo` (default the first layer), the keyboard returns there.
/// - **Long press.** A finger resting ≥ 0.45 s on a character key with alternates (counted from
///   when it reached that key) opens them (see ``AlternatesPopup``); moving selects the cell
///   under the finger's x; release inserts it (upper-cased for the locale when shift is on).
/// - **Dead keys.** A dead key's accent waits (``pendingAccent``; the delegate is told, nothing is
///   inserted). The next character resolves it: the layout's compose table, else canonical
///   composition with the accent's combining mark, else the accent followed by the character.
///   Space gives the accent itself; backspace cancels it; return and other inserting keys type
///   it first. Shift and layer keys leave it waiting. The same dead key twice types the accent.
/// - **Double space** after a word becomes ". " when `behavior.doubleSpacePeriod`, if the
///   second space comes within ``KeyboardTiming/doubleSpaceInterval`` (2 s) of the first.
/// - Return inserts "\n" and tells the delegate; next-keyboard, dismiss and custom keys only
///   tell the delegate.
/// - **Flicks.** On a key with flicks, moving the finger `behavior.gestures.flickStart` of the
///   key's height from where it went down makes the touch a flick: a pending long press is
///   cancelled and the direction nearest the movement is armed (of 8, or of 4 when the key has
///   no diagonal; `nil` when that one is not defined), told to the delegate as it changes; past
///   `flickLock` it stops changing; a release at least `flickTrigger` away does what the armed
///   direction does, a closer one nothing.
/// - **Multitap.** A second tap on a key with a multitap cycle within
///   `behavior.gestures.multitapInterval` of the first's release replaces what the first typed
///   with the next step (a deletion and an insertion through ``input``); another key, a caret
///   move (``textDidChange()``) or the interval ends the cycle.
/// - **Modify-previous keys** change the character before the caret by their table.
/// - **Composers.** With `layout.composer`, what character keys type is assembled into
///   syllables (Hangul 2-set): the syllable being composed is replaced in place as each jamo
///   joins it, and backspace takes back one jamo.
/// - **Backspace** removes a character, or one Unicode scalar with `behavior.backspace: scalar`.
///
/// ## Context
/// The controller keeps a summary of the text before the caret, updated by its own edits, so a
/// tap never reads the document. It re-reads `input.documentContextBeforeInput` when ``input``
/// is set, after every deletion, and when the embedder calls ``textDidChange()`` — call it after
/// the text or the caret changed by other means. Without an input it assumes an empty document
/// after each deletion.
///
/// `@MainActor`, as are ``KeyboardDelegate``, ``TextInput`` and ``TextBuffer``: the types a
/// keyboard's view talks to live on the main actor, so a `UIInputViewController` conforms to the
/// protocols directly. The layout, its geometry and a prepared layout are `Sendable` values made
/// on any thread.
@MainActor
public final class KeyboardController {
    /// The layout being typed on, with all its forms.
    public let layout: KeyboardLayout
    /// The layout whose forms are shown: ``layout``, or ``layout`` without its next-keyboard keys
    /// when the context says the system shows one.
    private var shownLayout: KeyboardLayout
    /// The geometry the frames come from: of the form shown (a value of its own: resizing
    /// changes only this copy).
    public private(set) var geometry: LayoutGeometry
    /// The geometries of the layout's other forms, by name, once shown: switching back to a
    /// form re-solves its warm systems instead of compiling them again.
    private var otherForms: [String: LayoutGeometry] = [:]
    /// The typing state and the rules it changes by, one reducer (see ``KeyboardReducer``): each
    /// event is one step of it, whose effects the controller performs after storing it.
    ///
    /// It opts out of run-time exclusivity checks, as do ``input`` and ``delegate``: with them a
    /// tap costs about half as much again, at or over its bound (`input.taps.en-US`; the figures
    /// are in README's performance table). It is safe: the controller is
    /// used from one thread, and a step never calls out — effects are performed after it,
    /// outside any access — so no two accesses can overlap, even when a delegate calls back
    /// into the controller; the input and the delegate are plain assignments of whole values.
    @exclusivity(unchecked) package var reducer: KeyboardReducer

    /// The keyboard's size.
    public var size: KeyboardSize { reducer.rules.size }
    /// The time thresholds; change them at any time.
    public var timing: KeyboardTiming {
        get { reducer.rules.timing }
        set { reducer.rules.timing = newValue }
    }

    /// Where text goes; held weakly (keep the input alive yourself). Setting it reads its
    /// context and re-evaluates autocapitalisation.
    @exclusivity(unchecked) public weak var input: (any TextInput)? {
        didSet { textDidChange() }
    }

    /// Hears every change; held weakly. When set, it hears the shift state at once (shift is on
    /// at the start of a sentence), so a host draws the right caps from the first frame.
    @exclusivity(unchecked) public weak var delegate: (any KeyboardDelegate)? {
        didSet { delegate?.keyboardController(self, didChangeShiftState: state.shift) }
    }

    /// Whether the delegate hears feedback (``KeyboardDelegate/keyboardController(_:didRequestFeedback:)``):
    /// a host turns clicks and haptics off here (the user's setting).
    /// (No run-time exclusivity checks, as ``input`` and ``delegate``: it is read on every touch.)
    @exclusivity(unchecked) public var feedbackEnabled = true

    /// Every layer at the current size, in layout order.
    package var layers: [KeyboardReducer.LayerState] { _read { yield reducer.rules.layers } }
    /// When shift engages by itself: the field's (``fieldTraits``), else the layout's
    /// ``KeyboardLayout/autocapitalization``; never on a layout without a shift key.
    var autocapitalization: Autocapitalization { reducer.autocapitalization }
    /// The typing state, one value (see ``KeyboardState``).
    package var state: KeyboardState {
        _read { yield reducer.state }
        _modify { yield &reducer.state }
    }
    /// What the text field being edited asks of the keyboard: ``context``'s traits.
    public var fieldTraits: FieldTraits {
        get { state.fieldTraits }
        set {
            var next = context
            next.traits = newValue
            context = next
        }
    }
    /// Where the keyboard types, as the host says (see ``KeyboardContext``). Setting it applies
    /// the traits, and takes the next-keyboard keys out or puts them back when
    /// ``KeyboardContext/needsInputModeSwitchKey`` changes (the form shown is laid out again at
    /// the current size; a layout that cannot be laid out without them keeps them).
    public var context: KeyboardContext {
        get { state.host }
        set {
            let switchKeyChanged = newValue.needsInputModeSwitchKey != state.host.needsInputModeSwitchKey
            send(.context(newValue))
            if switchKeyChanged { showSwitchKeys(newValue.needsInputModeSwitchKey) }
        }
    }
    /// The layout's composer, if it has one.
    package var composer: (any SyllableComposer.Type)? { reducer.rules.composer }

    /// Creates a controller for the layout of `geometry` at `size`, showing the first layer of
    /// the form for `size`'s width (see ``KeyboardLayout/formName(forWidth:)``).
    ///
    /// - Parameters:
    ///   - geometry: The compiled layout.
    ///   - size: The keyboard size in points.
    ///   - timing: The thresholds; iOS's by default.
    /// - Throws: `GeometryError` when a layer cannot be laid out at `size`.
    public convenience init(
        geometry: LayoutGeometry, size: KeyboardSize, timing: KeyboardTiming = .standard
    ) throws(GeometryError) {
        let layout = geometry.layout
        var geometry = try geometry.form(forWidth: size.width, of: layout)
        let frames = try geometry.frames(for: size)
        self.init(layout: layout, geometry: geometry, size: size, frames: frames, timing: timing)
    }

    /// Creates a controller from frames already solved: `frames` are every layer's, in layout
    /// order, from `geometry` (of one of `layout`'s forms) at `size`, as a `PreparedLayout`
    /// holds them.
    package init(
        layout: KeyboardLayout, geometry: LayoutGeometry, size: KeyboardSize, frames allFrames: [LayerFrames],
        timing: KeyboardTiming
    ) {
        self.layout = layout
        self.shownLayout = layout
        self.geometry = geometry
        var rules = KeyboardRules(layout: layout, size: size, timing: timing)
        rules.adopt(geometry.layout, frames: allFrames)
        reducer = KeyboardReducer(rules: rules)
        reducer.effects.reserveCapacity(8)
        send(.contextRead(nil))
    }

    /// Every layer's frames at the current size, in the form's layer order.
    package var layerFrames: [LayerFrames] { layers.map(\.frames) }

    /// A new controller for the same layout, form, size and timing, with the frames this one
    /// solved: at rest (the form's first layer, shift as the field's traits and an empty text
    /// decide), with no input, delegate or touch. No solving: as cheap as copying the layers.
    package func fresh() -> KeyboardController {
        let copy = KeyboardController(
            layout: layout, geometry: geometry, size: size, frames: layerFrames, timing: timing)
        copy.shownLayout = shownLayout
        copy.send(.context(context))
        return copy
    }

    /// Creates a controller for `layout` at its preferred size.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - timing: The thresholds; iOS's by default.
    /// - Throws: `GeometryError` when the layout cannot be laid out.
    public convenience init(layout: KeyboardLayout, timing: KeyboardTiming = .standard) throws(GeometryError) {
        try self.init(geometry: LayoutGeometry(layout), size: layout.size, timing: timing)
    }

    // MARK: - State

    /// The name of the shown layer.
    public var layerName: String { reducer.layerName }

    /// The shift state.
    public var shiftState: ShiftState { state.shift }

    /// The accent of a dead key waiting for the next character, if any.
    public var pendingAccent: String? {
        if case .accent(let accent) = state.composition { return accent }
        return nil
    }

    /// The syllable a composer is assembling (already in the document before the caret), if any.
    public var composingText: String? {
        if case .syllable(_, let text) = state.composition { return text }
        return nil
    }

    /// The open long-press alternates, if any.
    public var alternates: AlternatesPopup? {
        if case .choosing(let press, let key, let selected, let shifted)? = state.touch {
            return reducer.popup(layer: press.layer, key: key, selected: selected, shifted: shifted)
        }
        return nil
    }

    /// The id of the key the followed finger is on (the one being flicked while a flick is in
    /// progress), for a host that draws it pressed; `nil` when no finger is on a key.
    public var pressedKeyID: String? {
        guard let touch = state.touch, !layers.isEmpty else { return nil }
        let press = touch.press
        var index = press.keyIndex
        if case .flicking(_, let key, _, _) = touch { index = key }
        // A swipe presses no key.
        if case .swiping = touch { return nil }
        guard let index, press.layer == state.layerIndex, layers[state.layerIndex].frames.keys.indices.contains(index)
        else { return nil }
        return layers[state.layerIndex].frames.keys[index].id
    }

    /// The direction a release would flick the key being flicked, if one is armed.
    public var armedFlick: FlickDirection? {
        if case .flicking(_, _, let direction, _)? = state.touch { return direction }
        return nil
    }

    /// The frames of the shown layer at the current size (for drawing and hit tests).
    public var frames: LayerFrames? { layers.isEmpty ? nil : layers[state.layerIndex].frames }

    /// The frames of the layer called `name` at the current size.
    ///
    /// - Parameter name: A layer name.
    /// - Returns: Its frames, or `nil` when there is no such layer.
    public func frames(ofLayer name: String) -> LayerFrames? {
        layers.first { $0.name == name }?.frames
    }

    /// The alternates of `output` in the locale's upper case, for when shift is on.
    package func shiftedAlternates(of output: KeyboardReducer.KeyOutput, layer: Int) -> [String] {
        reducer.rules.shiftedAlternates(of: output, layer: layer)
    }

    /// The layer shown for `layer` (or its face) while shift is `on`.
    func shown(_ layer: Int, shiftOn on: Bool) -> Int { reducer.rules.shown(layer, shiftOn: on) }

    /// The gesture thresholds in force: ``KeyboardTiming/gestures`` when set, else the layout's.
    package var gestures: GestureSettings { reducer.rules.gestures }

    /// What `base` typed after the dead key `accent` gives in this layout.
    package func resolve(_ accent: String, _ base: String) -> String { reducer.rules.resolve(accent, base) }

    /// What `base` typed after the dead key `accent` gives: the compose table's entry, else the
    /// canonical composition of `base` with the accent's combining mark, else both.
    package nonisolated static func resolve(_ accent: String, _ base: String, compose: ComposeTable) -> String {
        compose.compose(accent: accent, base: base) ?? ComposeTable.withoutEntry(accent, base)
    }

    /// What the dead key `pressed` does while the dead key `pending` waits: the compose table's
    /// entry for the two, else the accent itself for the same key twice, else the waiting accent
    /// and `pressed` waiting in its place.
    package nonisolated static func deadKey(
        _ pressed: String, after pending: String, compose: ComposeTable
    ) -> (typed: String, waiting: String?) {
        if let composed = compose.compose(accent: pending, base: pressed) { return (composed, nil) }
        return pending == pressed ? (pending, nil) : (pending, pressed)
    }

    // MARK: - Size

    /// The name of the form shown (see ``KeyboardLayout/forms``).
    public var formName: String { geometry.layout.formName }

    /// Lays the keyboard out at a new size. A touch in progress is cancelled (it commits
    /// nothing), as iOS does on rotation.
    ///
    /// When the new width belongs to another of the layout's forms, that form is shown: the
    /// text, the shift state and a dead key or syllable in progress stay; the layer of the same
    /// name is shown (else the form's first layer), a one-shot layer ends and a multitap cycle
    /// ends.
    ///
    /// - Parameter size: The new size in points.
    /// - Throws: `GeometryError` when a layer cannot be laid out at `size`; the controller then
    ///   keeps its old size and form.
    public func resize(to size: KeyboardSize) throws(GeometryError) {
        let name = shownLayout.formName(forWidth: size.width, idiom: context.device?.idiom)
        guard name != geometry.layout.formName else {
            // Solved in place: the geometry is not shared, so its layers are not copied.
            let allFrames = try geometry.frames(for: size)
            present(geometry, frames: allFrames, size: size)
            return
        }
        var next: LayoutGeometry
        if let known = otherForms[name] {
            next = known
        } else if let form = shownLayout.form(named: name) {
            next = try LayoutGeometry(form)
        } else {
            return
        }
        let allFrames = try next.frames(for: size)
        present(next, frames: allFrames, size: size)
    }

    /// Shows `next` — a form of this controller's layout — at `size`, with its layers' frames
    /// already solved there: what ``resize(to:)`` does after solving, and what a layout prepared
    /// off the main actor for a new size gives (`resize(with:)` in KeyboardHosting).
    ///
    /// A touch in progress is cancelled. The text context, the shift state and a dead key or
    /// syllable in progress stay; in another form, the layer of the same name is shown (else the
    /// form's first), a one-shot layer ends and a multitap cycle ends.
    package func present(_ next: LayoutGeometry, frames allFrames: [LayerFrames], size: KeyboardSize) {
        send(.cancelTouch)
        guard next.layout.formName != geometry.layout.formName else {
            geometry = next
            for index in reducer.rules.layers.indices where index < allFrames.count {
                reducer.rules.layers[index].frames = allFrames[index]
            }
            reducer.rules.size = size
            refreshWordDecoder()
            return
        }
        otherForms[geometry.layout.formName] = geometry
        otherForms[next.layout.formName] = nil
        adopt(next, frames: allFrames, size: size)
    }

    /// Shows `next` with its frames at `size`, its layers in place of the ones shown (another
    /// form, or the same form with other keys): the layer of the same name is shown.
    private func adopt(_ next: LayoutGeometry, frames allFrames: [LayerFrames], size: KeyboardSize) {
        // The layer shown (the one whose face is shown), by name.
        let before = layerName
        let baseName = layers.isEmpty ? "" : layers[shown(state.layerIndex, shiftOn: false)].name
        geometry = next
        reducer.rules.adopt(next.layout, frames: allFrames)
        reducer.rules.size = size
        refreshWordDecoder()
        send(.formShown(base: baseName, before: before))
    }

    /// Takes the next-keyboard keys out of every form (`shows` false) or puts them back, and
    /// lays the form shown out again at the current size. A touch in progress is cancelled.
    private func showSwitchKeys(_ shows: Bool) {
        let next = shows ? layout : layout.removingKeys { $0.action == .nextKeyboard }
        guard let form = next.form(named: geometry.layout.formName) else { return }
        do throws(GeometryError) {
            var compiled = try LayoutGeometry(form)
            let allFrames = try compiled.frames(for: size)
            shownLayout = next
            otherForms = [:]
            send(.cancelTouch)
            adopt(compiled, frames: allFrames, size: size)
        } catch {
            // Without those keys the form does not fit: it keeps them.
        }
    }

    // MARK: - Context

    /// Re-reads the text before the caret from ``input`` and re-evaluates autocapitalisation.
    ///
    /// Call it after the text or the selection changed other than through this controller (like
    /// `UIInputViewController.textDidChange(_:)`): it also ends a multitap cycle and a syllable
    /// being composed, which the caret has left.
    public func textDidChange() {
        send(.textChanged(input?.documentContextBeforeInput))
    }
}

extension KeyboardController {
    /// Whether a space tapped at `time` would become ". ".
    package func spaceWouldInsertPeriod(at time: Double) -> Bool {
        reducer.spaceWouldInsertPeriod(at: time)
    }
}
