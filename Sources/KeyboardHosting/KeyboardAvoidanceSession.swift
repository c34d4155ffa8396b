public import KeyboardGeometry

/// Keeps the focused field of one scrolling view visible while the keyboard is up, and puts the
/// content back when it goes.
///
/// Feed it the keyboard's transitions (for instance from a `KeyboardTransitionObserver`); each
/// call returns the `Adjustment` to apply (bottom inset and content offset, animated alongside the
/// keyboard) or `nil` when there is nothing to do:
/// - **show**: remembers the content offset, then scrolls just enough to reveal the focused field
///   with `margin` above and below it, clamped so the content never scrolls past its end (when
///   `ScrollView.contentHeight` is known). A field already fully visible does not scroll.
/// - **height change** (a layout switch, the suggestion bar, a rotation): recomputes from the
///   remembered offset, as if the keyboard had appeared at the new size.
/// - **hide**: returns the remembered offset and a zero inset, and forgets it.
///
/// Repeated events are ignored: a show while shown with the same keyboard frame, a hide while
/// hidden, a height change while hidden. A show while shown with another frame counts as a
/// height change. Offsets the user scrolls to while the keyboard is up are not kept: hiding goes
/// back to where the content was before the keyboard came.
public struct KeyboardAvoidanceSession: Sendable, Hashable {
    /// Points kept between the focused field and the visible area's edges; default 8.
    public var margin: Double

    /// Whether the session thinks the keyboard is up.
    public private(set) var isKeyboardShown = false
    /// The content offset from before the keyboard came, while it is up.
    public private(set) var originalContentOffset: KeyboardPoint?
    private var keyboardFrame: KeyboardRect?

    /// Creates a session with the keyboard hidden.
    ///
    /// - Parameter margin: Points kept between the focused field and the visible area's edges.
    public init(margin: Double = 8) {
        self.margin = margin.isFinite ? max(0, margin) : 8
    }

    /// The keyboard will appear (or, already up, will change).
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame in window coordinates.
    ///   - scrollView: The scrolling view as it is now.
    /// - Returns: What to apply, or `nil` for a repeat.
    public mutating func keyboardWillShow(keyboardFrame: KeyboardRect, in scrollView: ScrollView) -> Adjustment? {
        if isKeyboardShown {
            guard keyboardFrame != self.keyboardFrame else { return nil }
            return keyboardHeightWillChange(keyboardFrame: keyboardFrame, in: scrollView)
        }
        isKeyboardShown = true
        originalContentOffset = scrollView.contentOffset
        self.keyboardFrame = keyboardFrame
        return adjustment(keyboardFrame: keyboardFrame, scrollView: scrollView, from: scrollView.contentOffset)
    }

    /// The visible keyboard will change its frame (height, or position after a rotation).
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's new end frame in window coordinates.
    ///   - scrollView: The scrolling view as it is now (its frame and field may have moved); its
    ///     content offset is not used: the remembered one is.
    /// - Returns: What to apply, or `nil` while the keyboard is hidden.
    public mutating func keyboardHeightWillChange(
        keyboardFrame: KeyboardRect, in scrollView: ScrollView
    ) -> Adjustment? {
        guard isKeyboardShown, let original = originalContentOffset else { return nil }
        self.keyboardFrame = keyboardFrame
        return adjustment(keyboardFrame: keyboardFrame, scrollView: scrollView, from: original)
    }

    /// The keyboard will disappear.
    ///
    /// - Returns: A zero inset and the remembered offset, or `nil` when already hidden.
    public mutating func keyboardWillHide() -> Adjustment? {
        guard isKeyboardShown, let original = originalContentOffset else { return nil }
        isKeyboardShown = false
        originalContentOffset = nil
        keyboardFrame = nil
        return Adjustment(bottomInset: 0, contentOffset: original)
    }

    /// The adjustment for a transition the center told: one call for every kind. A floating or
    /// undocked keyboard (``KeyboardTransition/isDocked`` false) asks for no inset, so it acts
    /// as a hide; docking it again acts as a show.
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - scrollView: The scroll view's state now.
    /// - Returns: What to apply, or `nil` when nothing changes.
    public mutating func adjustment(for transition: KeyboardTransition, in scrollView: ScrollView) -> Adjustment? {
        guard transition.isVisible, transition.isDocked else { return keyboardWillHide() }
        if isKeyboardShown {
            return keyboardHeightWillChange(keyboardFrame: transition.endFrame, in: scrollView)
        }
        return keyboardWillShow(keyboardFrame: transition.endFrame, in: scrollView)
    }

    /// The inset and the offset that reveals the focused field, starting from `original`.
    private func adjustment(
        keyboardFrame: KeyboardRect, scrollView: ScrollView, from original: KeyboardPoint
    ) -> Adjustment {
        let inset = KeyboardAvoidance.bottomInset(keyboardFrame: keyboardFrame, viewFrame: scrollView.frame)
        guard let field = scrollView.focusedFieldFrame, field.isFinite else {
            return Adjustment(bottomInset: inset, contentOffset: original)
        }
        // The visible band, in content coordinates, when the content sits at `original`.
        let topInset = scrollView.topInset.isFinite ? max(0, scrollView.topInset) : 0
        let visibleTop = original.y + topInset
        let visibleHeight = scrollView.frame.height - topInset - inset
        let wantedTop = field.minY - margin
        let wantedBottom = field.maxY + margin
        var y = original.y
        if wantedBottom - wantedTop > visibleHeight {
            // Too tall to show whole: show its top.
            y = wantedTop - topInset
        } else if wantedBottom > visibleTop + visibleHeight {
            y = wantedBottom - visibleHeight - topInset
        } else if wantedTop < visibleTop {
            y = wantedTop - topInset
        }
        if y != original.y {
            // Never scroll before the content's start or past its end (unless already there).
            y = max(y, min(-topInset, original.y))
            if let contentHeight = scrollView.contentHeight, contentHeight.isFinite {
                let lastOffset = contentHeight + inset - scrollView.frame.height
                y = min(y, max(lastOffset, original.y))
            }
        }
        return Adjustment(bottomInset: inset, contentOffset: KeyboardPoint(x: original.x, y: y))
    }
}
