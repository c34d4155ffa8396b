import KeyboardGeometry
import KeyboardModel

extension KeyboardController {
    /// One layer at the current size: its frames (for hit tests) and its keys' outputs, both in
    /// the order of `LayerFrames.keys`.
    struct LayerState {
        /// The layer's name.
        let name: String
        /// The frames at the controller's size.
        var frames: LayerFrames
        /// What each key does.
        let outputs: [KeyOutput]
        /// The index of the layer this one is the shifted face of, or -1.
        var faceOf = -1
        /// The index of this layer's shifted face, or -1.
        var face = -1
        /// Whether the layer is left after one character (`one-shot`).
        var isOneShot = false
    }
}
