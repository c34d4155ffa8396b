public import KeyboardGeometry

/// The geometry of keeping content clear of the keyboard.
///
/// All frames are in window coordinates (UIKit: `view.convert(view.bounds, to: nil)` and the
/// keyboard's end frame converted with `window.convert(_:from: nil)`).
public enum KeyboardAvoidance {
    /// The bottom inset a scrolling view needs so that its content can scroll clear of the
    /// keyboard: the height of the keyboard's overlap with the view.
    ///
    /// Not the keyboard's height: a view that ends above the bottom of the screen (over a tab bar,
    /// in a form sheet or a split window) is covered by less than the whole keyboard. A floating
    /// or undocked keyboard that does not overlap the view, and a hidden keyboard (its frame below
    /// the window, or empty), give 0. Frames with a non-finite number give 0.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame.
    ///   - viewFrame: The scrolling view's frame.
    /// - Returns: The inset in points, ≥ 0 and ≤ the view's height.
    public static func bottomInset(keyboardFrame: KeyboardRect, viewFrame: KeyboardRect) -> Double {
        overlapHeight(of: keyboardFrame, with: viewFrame)
    }

    /// The bottom inset for a keyboard that may float: 0 when it does not reach the window's
    /// bottom edge (an iPad's floating or undocked keyboard, which the user moves over content
    /// and which no inset could keep clear), else ``bottomInset(keyboardFrame:viewFrame:)``.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame.
    ///   - viewFrame: The scrolling view's frame.
    ///   - windowBounds: The window's bounds.
    /// - Returns: The inset in points.
    public static func bottomInset(keyboardFrame: KeyboardRect, viewFrame: KeyboardRect, windowBounds: KeyboardRect)
        -> Double
    {
        guard isDocked(keyboardFrame: keyboardFrame, windowBounds: windowBounds) else { return 0 }
        return overlapHeight(of: keyboardFrame, with: viewFrame)
    }

    /// Whether a keyboard frame is docked: it reaches the window's bottom edge (within half a
    /// point). Without window bounds every keyboard counts as docked.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame.
    ///   - windowBounds: The window's bounds, if known.
    /// - Returns: `false` for a floating or undocked keyboard.
    public static func isDocked(keyboardFrame: KeyboardRect, windowBounds: KeyboardRect?) -> Bool {
        guard let windowBounds, windowBounds.isFinite, keyboardFrame.isFinite else { return true }
        return keyboardFrame.maxY >= windowBounds.maxY - 0.5
    }

    /// The height of the intersection of two rectangles, or 0 when they do not overlap with a
    /// positive area (touching edges do not overlap).
    static func overlapHeight(of first: KeyboardRect, with second: KeyboardRect) -> Double {
        guard first.isFinite, second.isFinite else { return 0 }
        let width = min(first.maxX, second.maxX) - max(first.minX, second.minX)
        let height = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        guard width > 0, height > 0 else { return 0 }
        return height
    }
}
