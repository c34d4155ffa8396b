extension Typist {
    /// The next thing to do for the character being typed.
    enum Step: Equatable {
        /// Tap key `key` of the shown layer; `finishes` when it produces the character (rather
        /// than switching layer, shift or arming a dead key).
        case tap(key: Int, finishes: Bool)
        /// Long-press key `key` of the shown layer and release on `alternate`.
        case longPress(key: Int, alternate: String)
    }
}
