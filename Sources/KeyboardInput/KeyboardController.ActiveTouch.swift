import KeyboardGeometry

extension KeyboardController {
    /// The touch the controller is following. There is at most one: a new touch commits the
    /// one before it (rollover).
    struct ActiveTouch {
        /// What the touch is doing.
        enum Mode {
            /// Over a key (or outside the keyboard): commits on release.
            case key
            /// Holding backspace: repeats until released.
            case backspace
            /// Choosing among a key's alternates.
            case alternates
        }

        /// The finger's id.
        let id: Int
        /// When it went down.
        let beganAt: Double
        /// Where it is now.
        var location: Point
        /// The index of the key under `location` in the frames of `layer`, or -1 outside (kept up
        /// to date while the touch is over keys, so a release where it last was needs no hit test).
        var keyIndex: Int
        /// The layer `keyIndex` belongs to.
        var layer: Int
        /// When the finger reached the key it is on (the long-press clock).
        var enteredAt: Double
        /// What it is doing.
        var mode: Mode
        /// Backspace: how many repeats have run.
        var repeats: Int = 0
    }
}
