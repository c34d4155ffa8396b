import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// `behavior` as written: every field optional, merged field by field.
    struct Behavior {
        var autocapitalize: Located<Autocapitalization>?
        var doubleSpacePeriod: Bool?
        var capsLockDoubleTap: Bool?
        var returnTo: Located<String>?
        var backspace: BackspaceUnit?
        var flickStart: Double?
        var flickLock: Double?
        var flickTrigger: Double?
        var multitapInterval: Double?
        var swipeTyping: Bool?
        var caretDrag: Bool?
        var deleteDrag: Bool?
        /// Where the first flick distance was written, for the check of their order.
        var flickLocation: SourceLocation?

        /// `self` where written, else `parent`.
        func merged(over parent: Behavior) -> Behavior {
            Behavior(
                autocapitalize: autocapitalize ?? parent.autocapitalize,
                doubleSpacePeriod: doubleSpacePeriod ?? parent.doubleSpacePeriod,
                capsLockDoubleTap: capsLockDoubleTap ?? parent.capsLockDoubleTap, returnTo: returnTo ?? parent.returnTo,
                backspace: backspace ?? parent.backspace, flickStart: flickStart ?? parent.flickStart,
                flickLock: flickLock ?? parent.flickLock, flickTrigger: flickTrigger ?? parent.flickTrigger,
                multitapInterval: multitapInterval ?? parent.multitapInterval,
                swipeTyping: swipeTyping ?? parent.swipeTyping, caretDrag: caretDrag ?? parent.caretDrag,
                deleteDrag: deleteDrag ?? parent.deleteDrag,
                flickLocation: flickLocation ?? parent.flickLocation)
        }

        /// The flick distances and the multitap interval, with the defaults for what is not written.
        var gestures: GestureSettings {
            let defaults = GestureSettings()
            return GestureSettings(
                flickStart: flickStart ?? defaults.flickStart, flickLock: flickLock ?? defaults.flickLock,
                flickTrigger: flickTrigger ?? defaults.flickTrigger,
                multitapInterval: multitapInterval ?? defaults.multitapInterval)
        }

        /// The model value, with the spec's defaults for what is not written.
        ///
        /// - Parameter autocapitalization: The default of `autocapitalize`, which depends on
        ///   the layout's letters.
        func model(autocapitalization: Autocapitalization) -> KeyboardModel.Behavior {
            let defaults = KeyboardModel.Behavior()
            return KeyboardModel.Behavior(
                autocapitalize: autocapitalize?.value ?? autocapitalization,
                doubleSpacePeriod: doubleSpacePeriod ?? defaults.doubleSpacePeriod,
                capsLockDoubleTap: capsLockDoubleTap ?? defaults.capsLockDoubleTap, returnTo: returnTo?.value,
                backspace: backspace ?? defaults.backspace, gestures: gestures,
                swipeTyping: swipeTyping ?? defaults.swipeTyping, caretDrag: caretDrag ?? defaults.caretDrag,
                deleteDrag: deleteDrag ?? defaults.deleteDrag)
        }
    }
}
