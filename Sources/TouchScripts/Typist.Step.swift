import KeyboardGeometry
import KeyboardInput
import KeyboardModel

extension Typist {
    /// A gesture the typist performed on a key of the shown layer.
    package struct Gesture: Sendable, Equatable {
        /// What the finger did.
        package enum Kind: Sendable, Equatable {
            /// A tap at the key's centre.
            case tap
            /// Tap `step` (from 1) of a multitap cycle on the key.
            case multitap(step: Int)
            /// A press held `dwell` seconds at the key's centre until its alternates opened, then
            /// a slide to the alternate's cell `to` and a release there.
            case longPress(dwell: Double, to: KeyboardRect)
            /// A press at the key's centre, a stroke in `direction` to `to`, and a release there.
            case flick(FlickDirection, to: KeyboardPoint)
        }

        /// The name of the layer shown when the gesture began.
        package let layer: String
        /// The key, with its frame and hit region at the controller's size.
        package let key: KeyFrame
        /// What the finger did.
        package let kind: Kind

        /// Where the finger lifts at the end of the gesture.
        package var end: KeyboardPoint {
            switch kind {
            case .tap, .multitap: key.frame.center
            case .longPress(_, let cell): cell.center
            case .flick(_, let point): point
            }
        }
    }

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
