extension TextBuffer {
    /// Which undo step, if any, the next edit may extend.
    enum Coalescing {
        /// The next edit starts a new step.
        case closed
        /// The last step is a typing run: an insertion at the caret extends it.
        case typing
        /// The last step is a deletion run: a backward deletion at the caret extends it.
        case deleting
    }
}
