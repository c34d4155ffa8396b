import KeyboardModel

extension KeyboardReducer {
    /// What a key (or one of its flicks or multitap steps) does, worked out once so that a tap
    /// builds no strings.
    package struct KeyOutput {
        /// The action, as the layout says it: what every kind but the hot ones reads its
        /// argument from (a dead key's accent, a custom key's name, a caret key's move, …).
        package let action: KeyAction
        /// The action's kind (``KeyAction/kind``: the format's names, one byte), for the hot
        /// path's switch.
        package let kind: KeyAction.Kind
        /// The text a tap types: a character key's text, or a space, a line break or a tab;
        /// empty for the other kinds.
        package let text: String
        /// The text a tap types while shift is on.
        package let shifted: String
        /// The only scalar of `text`, when it has exactly one (for the text context).
        let scalar: Unicode.Scalar?
        /// The only scalar of `shifted`, when it has exactly one.
        let shiftedScalar: Unicode.Scalar?
        /// Long-press alternates (character keys only).
        package let alternates: [String]
        /// The index in ``alternates`` of the one selected when the popup opens (`nil`: the one
        /// under the finger).
        var defaultAlternate: Int?
        /// A layer key's target, as an index into the layout's layers (`nil` for other keys, and
        /// for a layer this form lacks).
        let layerTarget: Int?
        /// What flicks in each direction do (empty for most keys).
        package let flicks: [(direction: FlickDirection, output: KeyOutput)]
        /// The rest of the multitap cycle after this output (empty for most keys).
        package let multitap: [KeyOutput]
        /// Whether the key acts when the finger goes down, not when it is lifted: a backspace
        /// without flicks. One with flicks waits to see whether the touch flicks it (Unexpected
        /// Keyboard's forward delete in a corner), deletes on release, and repeats when held.
        let deletesOnTouchDown: Bool
        /// The feedback of a touch going down on the key (``Kind/feedback``), worked out once.
        private(set) var feedback: KeyFeedback

        /// What outputs are worked out from, made once per layout.
        struct Context {
            /// The layout's alternates table, for keys without their own.
            let alternates: [ExactText: [String]]
            /// Each layer's index by name, for layer keys.
            let layerIndex: [ExactText: Int]

            init(layout: KeyboardLayout, layerIndex: [ExactText: Int]) {
                alternates = layout.alternates
                self.layerIndex = layerIndex
            }
        }

        /// Works out what `key` does.
        init(_ key: Key, in context: Context) {
            let list = key.alternates.isEmpty ? context.alternates[text: key.id] ?? [] : key.alternates
            let flicks = key.flicks.map { flick in
                (flick.direction, KeyOutput(flick.action, alternates: [], in: context))
            }
            let multitap = key.multitap.map { KeyOutput($0, alternates: [], in: context) }
            self.init(key.action, alternates: list, flicks: flicks, multitap: multitap, in: context)
            if let choice = key.defaultAlternate, let index = alternates.firstIndex(where: { $0.isExactly(choice) }) {
                defaultAlternate = index
            }
            // The key's own sound, by the feedback of the same name.
            if let sound = key.sound, let kind = KeyFeedback(rawValue: sound.rawValue) { feedback = kind }
        }

        /// Works out what `action` does, with `alternates` on a long press.
        init(
            _ action: KeyAction, alternates list: [String],
            flicks: [(direction: FlickDirection, output: KeyOutput)] = [],
            multitap: [KeyOutput] = [], in context: Context
        ) {
            var text = ""
            var shifted = ""
            var target: Int?
            switch action {
            case .character(let plain, let shiftedText): (text, shifted) = (plain, shiftedText)
            // Space, return and tab type the same text with shift on or off.
            case .space: (text, shifted) = (" ", " ")
            case .return: (text, shifted) = ("\n", "\n")
            case .tab: (text, shifted) = ("\t", "\t")
            case .layer(let name): target = context.layerIndex[text: name]
            case .shift, .capsLock, .backspace, .nextKeyboard, .dismiss, .dead, .custom, .modifyPrevious, .caret,
                .deleteForward, .host:
                break
            }
            kind = action.kind
            self.action = action
            self.text = text
            self.shifted = shifted
            self.scalar = Self.soleScalar(of: text)
            self.shiftedScalar = Self.soleScalar(of: shifted)
            self.layerTarget = target
            if kind == .character {
                alternates = list
            } else {
                alternates = []
            }
            self.flicks = flicks
            self.multitap = multitap
            deletesOnTouchDown = kind == .backspace && flicks.isEmpty
            feedback = kind.feedback
        }

        /// What a touch going down on the key does and asks for, read in one access on the hot
        /// path (each access to a layer's outputs costs a retain and a release of the array).
        var onTouchDown: (deletes: Bool, feedback: KeyFeedback) { (deletesOnTouchDown, feedback) }

        /// Whether the key has flicks.
        var hasFlicks: Bool { !flicks.isEmpty }

        /// The output of a flick in `direction`, if the key has one.
        func flick(_ direction: FlickDirection) -> KeyOutput? {
            flicks.first { $0.direction == direction }?.output
        }

        /// Step `step` of the multitap cycle (0 is the key itself), wrapping round.
        func multitapStep(_ step: Int) -> KeyOutput {
            let position = step % (multitap.count + 1)
            return position == 0 ? self : multitap[position - 1]
        }

        /// The only scalar of `text`, or `nil` when it has none or several.
        private static func soleScalar(of text: String) -> Unicode.Scalar? {
            let scalars = text.unicodeScalars
            return scalars.count == 1 ? scalars.first : nil
        }
    }
}
