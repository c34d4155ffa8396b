public import KeyboardGeometry

extension KeyboardAvoidanceSession {
    /// What the session needs to know about the scrolling view.
    public struct ScrollView: Sendable, Hashable {
        /// The view's frame in window coordinates.
        public var frame: KeyboardRect
        /// The content offset now (UIKit's `contentOffset`).
        public var contentOffset: KeyboardPoint
        /// The focused field's frame in the content's coordinates
        /// (`scrollView.convert(field.bounds, from: field)`), or `nil` when nothing is focused.
        public var focusedFieldFrame: KeyboardRect?
        /// The content's height, to avoid scrolling past its end; `nil` when unknown.
        public var contentHeight: Double?
        /// The height covered at the view's top (a navigation bar: `adjustedContentInset.top`).
        public var topInset: Double

        /// Describes a scrolling view.
        ///
        /// - Parameters:
        ///   - frame: The view's frame in window coordinates.
        ///   - contentOffset: The content offset now.
        ///   - focusedFieldFrame: The focused field's frame in content coordinates, if any.
        ///   - contentHeight: The content's height, if known.
        ///   - topInset: The height covered at the view's top.
        public init(
            frame: KeyboardRect, contentOffset: KeyboardPoint = KeyboardPoint(x: 0, y: 0),
            focusedFieldFrame: KeyboardRect? = nil,
            contentHeight: Double? = nil, topInset: Double = 0
        ) {
            self.frame = frame
            self.contentOffset = contentOffset
            self.focusedFieldFrame = focusedFieldFrame
            self.contentHeight = contentHeight
            self.topInset = topInset
        }
    }
}
