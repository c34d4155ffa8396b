import KeyboardInput
import KeyboardModel
import TouchScripts

extension LayoutAnalyzer {
    /// The gestures of each grapheme, planned by the real typist on fresh copies of one
    /// controller, and remembered: from the resting keyboard, and after each state another
    /// grapheme leaves.
    @MainActor
    struct Planner {
        /// What the keyboard shows after a grapheme: its layer and shift; `clean` when no dead
        /// key waits, so that the next grapheme's plan depends on nothing else. (A syllable a
        /// composer holds open does not count: the next grapheme's keystrokes are its own, and
        /// the typist plans the same taps whatever the syllable before.)
        struct State: Hashable {
            let layer: String
            let shift: ShiftState
            let clean: Bool
        }

        /// A grapheme's gestures, and the state they leave.
        struct Plan {
            let gestures: [Typist.Gesture]
            let state: State
        }

        private struct Following: Hashable {
            /// The state before, or for a state that is not clean the grapheme that left it.
            let state: State
            let before: String?
            let grapheme: String
        }

        let base: KeyboardController
        let rest: State
        /// What the layout can produce, worked out once for every plan.
        let typable: TypableCharacters.Checker
        private var alone: [String: Plan?] = [:]
        private var following: [Following: Plan?] = [:]

        init(base: KeyboardController) {
            self.base = base.fresh()
            rest = Self.state(of: self.base)
            typable = TypableCharacters.Checker(base.layout)
        }

        /// The plan of `grapheme` typed on the resting keyboard, or `nil` when it cannot be typed.
        mutating func plan(_ grapheme: String) -> Plan? {
            if let known = alone[grapheme] { return known }
            let plan = type(grapheme, after: nil)
            alone[grapheme] = plan
            return plan
        }

        /// The plan of `grapheme` typed right after `before`, which left the keyboard in `state`.
        mutating func plan(_ grapheme: String, after before: String, leaving state: State) -> Plan? {
            if state == rest { return plan(grapheme) }
            let key = Following(state: state, before: state.clean ? nil : before, grapheme: grapheme)
            if let known = following[key] { return known }
            let plan = type(grapheme, after: before)
            following[key] = plan
            return plan
        }

        /// Types `before` (untracked) and then `grapheme` on a fresh controller, recording the
        /// gestures of `grapheme`.
        private func type(_ grapheme: String, after before: String?) -> Plan? {
            let controller = base.fresh()
            let buffer = TextBuffer()
            controller.input = buffer
            // A throwaway controller: no rehearsal needed before typing on it.
            let typist = Typist(controller: controller)
            typist.typable = typable
            typist.rehearses = false
            var gestures: [Typist.Gesture] = []
            do throws(TypingError) {
                if let before { try typist.type(before) }
                typist.gestures = { gestures.append($0) }
                try typist.type(grapheme)
            } catch {
                return nil
            }
            return withExtendedLifetime(buffer) { Plan(gestures: gestures, state: Self.state(of: controller)) }
        }

        private static func state(of controller: KeyboardController) -> State {
            State(
                layer: controller.layerName, shift: controller.shiftState,
                clean: controller.pendingAccent == nil)
        }
    }
}
