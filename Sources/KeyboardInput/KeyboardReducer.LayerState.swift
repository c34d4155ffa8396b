import KeyboardGeometry
import KeyboardModel

extension KeyboardReducer {
    /// One layer at the current size: its frames (for hit tests) and its keys' outputs, both in
    /// the order of `LayerFrames.keys`.
    package struct LayerState {
        /// The layer's name.
        package let name: String
        /// The frames at the controller's size.
        package var frames: LayerFrames
        /// What each key does.
        package let outputs: [KeyOutput]
        /// The index of the layer this one is the shifted face of, if it is one.
        var faceOf: Int?
        /// The index of this layer's shifted face, if it has one.
        var face: Int?
        /// Whether the layer is left after one character (`one-shot`).
        var isOneShot = false
    }
}
