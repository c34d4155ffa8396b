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

    /// What a step types of the text.
    enum Typed: Hashable, Comparable {
        /// A base that modify-previous taps then turn into the next scalar: nothing consumed yet.
        case base
        /// This many scalars (0 when the step only switches layer or shift or arms a dead key).
        case scalars(Int)

        /// The scalars consumed: none for a base.
        var count: Int {
            switch self {
            case .base: 0
            case .scalars(let count): count
            }
        }

        /// A base comes before every count: a step that consumes more wins a tie.
        static func < (lhs: Typed, rhs: Typed) -> Bool {
            switch (lhs, rhs) {
            case (.base, .scalars): true
            case (.scalars(let left), .scalars(let right)): left < right
            case (.base, .base), (.scalars, .base): false
            }
        }
    }

    /// The next thing to do for the text being typed.
    enum Step: Equatable {
        /// Tap key `key` of the shown layer; what it `consumes` of the text (``Typed``).
        case tap(key: Int, consumes: Typed)
        /// Long-press key `key` of the shown layer and release on `alternate`.
        case longPress(key: Int, alternate: String, consumes: Typed)
        /// Flick key `key` of the shown layer in `direction`.
        case flick(key: Int, direction: FlickDirection, consumes: Typed)
        /// Tap key `key` of the shown layer `taps` times within the multitap interval.
        case multitap(key: Int, taps: Int, consumes: Typed)

        var consumes: Typed {
            switch self {
            case .tap(_, let count), .longPress(_, _, let count), .flick(_, _, let count), .multitap(_, _, let count):
                count
            }
        }
    }
}
