public import KeyboardGeometry
public import KeyboardInput
public import KeyboardModel
public import KeyboardWords

extension KeyboardScene {
    /// What the keyboard is doing, as far as drawing goes: a controller's state, or a still
    /// picture's (everything at rest).
    public struct State: Sendable, Hashable {
        /// The key under a finger.
        public var pressedKeyID: String?
        /// Whether letters come out in capitals (shift and caps-lock keys are drawn active).
        public var shift: ShiftState
        /// The long-press callout, if one is open.
        public var callout: AlternatesPopup?
        /// The flick armed on the pressed key.
        public var armedFlick: FlickDirection?
        /// What the return key says for the current field, instead of its label.
        public var returnKeyLabel: String?
        /// Keys the host has turned off.
        public var disabledKeyIDs: Set<String>
        /// The word being typed and its suggestions, for the suggestion bar; `nil` for no bar
        /// (a keyboard without a lexicon).
        public var suggestions: WordSuggestions?
        /// The points of the swipe in progress (empty: none).
        public var trail: [KeyboardPoint]
        /// The layout's locale, for the capitals of the alternates previewed while shift is on
        /// (Turkish `i` → `İ`); empty for Unicode's default case mapping.
        public var locale: String

        /// Creates a state; the defaults are a keyboard at rest.
        public init(
            pressedKeyID: String? = nil, shift: ShiftState = .off, callout: AlternatesPopup? = nil,
            armedFlick: FlickDirection? = nil, returnKeyLabel: String? = nil, disabledKeyIDs: Set<String> = [],
            suggestions: WordSuggestions? = nil, trail: [KeyboardPoint] = [], locale: String = ""
        ) {
            self.pressedKeyID = pressedKeyID
            self.shift = shift
            self.callout = callout
            self.armedFlick = armedFlick
            self.returnKeyLabel = returnKeyLabel
            self.disabledKeyIDs = disabledKeyIDs
            self.suggestions = suggestions
            self.trail = trail
            self.locale = locale
        }

        /// The state of `controller` now.
        @MainActor public init(_ controller: KeyboardController) {
            self.init(
                pressedKeyID: controller.pressedKeyID, shift: controller.shiftState, callout: controller.alternates,
                armedFlick: controller.armedFlick, returnKeyLabel: controller.fieldTraits.shownReturnKeyLabel,
                suggestions: controller.lexicon == nil ? nil : controller.suggestions, trail: controller.swipeTrail,
                locale: controller.layout.locale)
        }
    }
}
