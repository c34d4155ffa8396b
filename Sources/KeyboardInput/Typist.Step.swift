import KeyboardModel

extension Typist {
    /// The next thing to do for the text being typed.
    enum Step: Equatable {
        /// Tap key `key` of the shown layer. It `consumes` that many scalars of the text (0 when
        /// it only switches layer or shift or arms a dead key, ``base`` when it types a base to
        /// be modified).
        case tap(key: Int, consumes: Int)
        /// Long-press key `key` of the shown layer and release on `alternate`.
        case longPress(key: Int, alternate: String, consumes: Int)
        /// Flick key `key` of the shown layer in `direction`.
        case flick(key: Int, direction: FlickDirection, consumes: Int)
        /// Tap key `key` of the shown layer `taps` times within the multitap interval.
        case multitap(key: Int, taps: Int, consumes: Int)

        /// The `consumes` of a step that types a base for modify-previous taps to finish.
        static let base = -1

        /// How many scalars of the text the step types (``base``: none yet, a base).
        var consumes: Int {
            switch self {
            case .tap(_, let count), .longPress(_, _, let count), .flick(_, _, let count), .multitap(_, _, let count):
                count
            }
        }
    }
}
