import KeyboardGeometry
import TestSupport
import Testing

@testable import KeyboardHosting

/// A content offset of (0, 0).
private let origin = KeyboardPoint(x: 0, y: 0)

@Suite struct KeyboardAvoidanceTests {
    typealias ScrollView = KeyboardAvoidanceSession.ScrollView
    typealias Adjustment = KeyboardAvoidanceSession.Adjustment

    // MARK: - Bottom inset

    @Test func fullScreenViewIsCoveredByTheWholeKeyboard() {
        // iPhone 14 portrait, 390 × 844; keyboard 336 tall docked at y = 844 − 336 = 508.
        let keyboard = KeyboardRect(x: 0, y: 508, width: 390, height: 336)
        let view = KeyboardRect(x: 0, y: 0, width: 390, height: 844)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: keyboard, viewFrame: view) == 336)
    }

    @Test func viewAboveATabBarIsCoveredByLess() {
        // iPhone SE, 375 × 667; a 49 pt tab bar, so the view ends at 667 − 49 = 618.
        // Keyboard 260 tall at y = 667 − 260 = 407: overlap 618 − 407 = 211 = 260 − 49.
        let keyboard = KeyboardRect(x: 0, y: 407, width: 375, height: 260)
        let view = KeyboardRect(x: 0, y: 0, width: 375, height: 618)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: keyboard, viewFrame: view) == 211)
    }

    @Test func viewInAFormSheetOrSplitWindow() {
        // iPad landscape window 1024 × 768, a form sheet at (242, 74) of 540 × 620: ends at 694.
        // Keyboard 398 tall at y = 768 − 398 = 370: overlap 694 − 370 = 324.
        let keyboard = KeyboardRect(x: 0, y: 370, width: 1024, height: 398)
        let sheet = KeyboardRect(x: 242, y: 74, width: 540, height: 620)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: keyboard, viewFrame: sheet) == 324)
        // Split View, the right-hand app 320 wide, its window's keyboard spans that window only.
        let splitKeyboard = KeyboardRect(x: 0, y: 370, width: 320, height: 398)
        let splitView = KeyboardRect(x: 0, y: 20, width: 320, height: 748)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: splitKeyboard, viewFrame: splitView) == 398)
        // A view ending above the keyboard's top is not covered at all.
        let header = KeyboardRect(x: 0, y: 0, width: 1024, height: 370)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: keyboard, viewFrame: header) == 0)
    }

    @Test func floatingOrHiddenKeyboardsThatDoNotOverlapGiveZero() {
        let view = KeyboardRect(x: 0, y: 0, width: 300, height: 768)
        // A floating keyboard off to the right of a sidebar.
        let floating = KeyboardRect(x: 400, y: 300, width: 320, height: 250)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: floating, viewFrame: view) == 0)
        // Touching the view's right edge is not an overlap.
        let touching = KeyboardRect(x: 300, y: 300, width: 320, height: 250)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: touching, viewFrame: view) == 0)
        // An undocked keyboard below a short view.
        let short = KeyboardRect(x: 0, y: 0, width: 1024, height: 300)
        let undocked = KeyboardRect(x: 0, y: 400, width: 1024, height: 300)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: undocked, viewFrame: short) == 0)
        // Hidden: moved below the window, or an empty frame.
        let phone = KeyboardRect(x: 0, y: 0, width: 390, height: 844)
        let hidden = KeyboardRect(x: 0, y: 844, width: 390, height: 336)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: hidden, viewFrame: phone) == 0)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: .zero, viewFrame: phone) == 0)
        let broken = KeyboardRect(x: 0, y: .infinity, width: 390, height: 336)
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: broken, viewFrame: phone) == 0)
    }

    @Test func insetMatchesAReferenceOverRandomFrames() {
        var random = SplitMix64(seed: 7)
        func value(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) }
        for _ in 0..<2000 {
            let keyboard = KeyboardRect(
                x: value(-50...400), y: value(-50...900), width: value(0...400), height: value(0...400))
            let view = KeyboardRect(
                x: value(-50...400), y: value(-50...900), width: value(0...400), height: value(0...900))
            // Reference: count the unit rows of the view that have a unit cell covered by the keyboard
            // (all numbers are whole, so the overlap height is a count of rows).
            let sharesAColumn = (Int(view.minX)..<Int(view.maxX)).contains { x in
                Double(x) >= keyboard.minX && Double(x) < keyboard.maxX
            }
            let coveredRows = (Int(view.minY)..<Int(view.maxY)).filter { y in
                Double(y) >= keyboard.minY && Double(y) < keyboard.maxY
            }
            let expected = sharesAColumn ? Double(coveredRows.count) : 0
            let inset = KeyboardAvoidance.bottomInset(keyboardFrame: keyboard, viewFrame: view)
            #expect(inset == expected)
            #expect(inset >= 0 && inset <= view.height)
        }
    }

    // MARK: - Session

    /// A full-screen scroll view on a 390 × 844 phone, 2000 pt of content.
    static func phone(offset: Double = 0, field: KeyboardRect?) -> ScrollView {
        ScrollView(
            frame: KeyboardRect(x: 0, y: 0, width: 390, height: 844), contentOffset: KeyboardPoint(x: 0, y: offset),
            focusedFieldFrame: field, contentHeight: 2000)
    }

    static func docked(_ height: Double) -> KeyboardRect {
        KeyboardRect(x: 0, y: 844 - height, width: 390, height: height)
    }

    @Test func fieldAlreadyVisibleDoesNotScroll() {
        var session = KeyboardAvoidanceSession()
        // Visible band with a 336 keyboard: content y 100 ..< 100 + 844 − 336 = 608.
        // Field 300 ..< 344, with margins 292 ..< 352: inside.
        let field = KeyboardRect(x: 16, y: 300, width: 358, height: 44)
        let adjustment = session.keyboardWillShow(
            keyboardFrame: Self.docked(336), in: Self.phone(offset: 100, field: field))
        #expect(adjustment == Adjustment(bottomInset: 336, contentOffset: KeyboardPoint(x: 0, y: 100)))
    }

    @Test func fieldUnderTheKeyboardScrollsExactlyEnough() {
        var session = KeyboardAvoidanceSession()
        // Field 600 ..< 644; wanted bottom 644 + 8 = 652; visible height 844 − 336 = 508;
        // from offset 0 the band ends at 508, so scroll to 652 − 508 = 144.
        let field = KeyboardRect(x: 16, y: 600, width: 358, height: 44)
        let adjustment = session.keyboardWillShow(keyboardFrame: Self.docked(336), in: Self.phone(field: field))
        #expect(adjustment == Adjustment(bottomInset: 336, contentOffset: KeyboardPoint(x: 0, y: 144)))
        // The field's bottom plus margin now sits exactly on the keyboard's top: 652 − 144 = 508.
        #expect(session.originalContentOffset == origin)
        // Hiding puts the content back.
        #expect(session.keyboardWillHide() == Adjustment(bottomInset: 0, contentOffset: origin))
    }

    @Test func customMarginAndHorizontalOffsetAreKept() {
        var session = KeyboardAvoidanceSession(margin: 20)
        // Field 700 ..< 740, wanted bottom 760; band from 50 is 50 ..< 50 + 508 = 558:
        // scroll to 760 − 508 = 252; x stays 30.
        let view = ScrollView(
            frame: KeyboardRect(x: 0, y: 0, width: 390, height: 844), contentOffset: KeyboardPoint(x: 30, y: 50),
            focusedFieldFrame: KeyboardRect(x: 0, y: 700, width: 100, height: 40))
        let adjustment = session.keyboardWillShow(keyboardFrame: Self.docked(336), in: view)
        #expect(adjustment?.contentOffset == KeyboardPoint(x: 30, y: 252))
    }

    @Test func fieldAboveTheVisibleAreaScrollsUpBelowTheNavigationBar() {
        var session = KeyboardAvoidanceSession()
        // A 91 pt navigation bar covers the top; offset 500 shows content 591 ..< 500 + 844 − 336 = 1008.
        // Field 400 ..< 444, wanted top 392: scroll so that 392 sits at 500's band top: y = 392 − 91 = 301.
        let view = ScrollView(
            frame: KeyboardRect(x: 0, y: 0, width: 390, height: 844), contentOffset: KeyboardPoint(x: 0, y: 500),
            focusedFieldFrame: KeyboardRect(x: 0, y: 400, width: 100, height: 44), contentHeight: 2000, topInset: 91)
        let adjustment = session.keyboardWillShow(keyboardFrame: Self.docked(336), in: view)
        #expect(adjustment?.contentOffset == KeyboardPoint(x: 0, y: 301))
    }

    @Test func neverScrollsPastTheContentsEnd() {
        var session = KeyboardAvoidanceSession()
        // Content 900 tall; field 850 ..< 890 wants bottom 898 → 898 − 508 = 390; but the last offset
        // with the inset is 900 + 336 − 844 = 392, so 390 is allowed…
        var view = Self.phone(field: KeyboardRect(x: 0, y: 850, width: 100, height: 40))
        view.contentHeight = 900
        #expect(session.keyboardWillShow(keyboardFrame: Self.docked(336), in: view)?.contentOffset.y == 390)
        // …while with 20 pt below the field (a bigger margin) it would want 410 and stops at 392.
        var wide = KeyboardAvoidanceSession(margin: 28)
        #expect(wide.keyboardWillShow(keyboardFrame: Self.docked(336), in: view)?.contentOffset.y == 392)
    }

    @Test func aFieldTallerThanTheVisibleAreaShowsItsTop() {
        var session = KeyboardAvoidanceSession()
        // A text view 1000 ..< 1600, wanted 992 ..< 1608, taller than 508: top at 992.
        let view = Self.phone(field: KeyboardRect(x: 0, y: 1000, width: 390, height: 600))
        #expect(session.keyboardWillShow(keyboardFrame: Self.docked(336), in: view)?.contentOffset.y == 992)
    }

    @Test func noFocusedFieldOnlyInsets() {
        var session = KeyboardAvoidanceSession()
        let adjustment = session.keyboardWillShow(
            keyboardFrame: Self.docked(291), in: Self.phone(offset: 40, field: nil))
        #expect(adjustment == Adjustment(bottomInset: 291, contentOffset: KeyboardPoint(x: 0, y: 40)))
    }

    @Test func repeatedNotificationsAreIgnored() {
        var session = KeyboardAvoidanceSession()
        let field = KeyboardRect(x: 16, y: 600, width: 358, height: 44)
        #expect(session.keyboardWillHide() == nil)
        #expect(session.keyboardHeightWillChange(keyboardFrame: Self.docked(336), in: Self.phone(field: field)) == nil)
        #expect(session.keyboardWillShow(keyboardFrame: Self.docked(336), in: Self.phone(field: field)) != nil)
        // UIKit re-sends will-show; by now the view has scrolled to 144. Ignored: the original 0 is kept.
        #expect(
            session.keyboardWillShow(keyboardFrame: Self.docked(336), in: Self.phone(offset: 144, field: field)) == nil)
        #expect(session.originalContentOffset == origin)
        #expect(session.keyboardWillHide() == Adjustment(bottomInset: 0, contentOffset: origin))
        #expect(session.keyboardWillHide() == nil)
        #expect(!session.isKeyboardShown)
    }

    @Test func heightChangeRecomputesFromTheOriginalOffset() {
        var session = KeyboardAvoidanceSession()
        let field = KeyboardRect(x: 16, y: 600, width: 358, height: 44)
        _ = session.keyboardWillShow(keyboardFrame: Self.docked(291), in: Self.phone(field: field))
        // 291: visible 553, scroll 652 − 553 = 99. Then the suggestion bar appears: 336 → 144,
        // computed from 0 even though the view now sits at 99.
        let change = session.keyboardHeightWillChange(
            keyboardFrame: Self.docked(336), in: Self.phone(offset: 99, field: field))
        #expect(change == Adjustment(bottomInset: 336, contentOffset: KeyboardPoint(x: 0, y: 144)))
        // A show with another frame counts as a change too: back to 291 → 99.
        let again = session.keyboardWillShow(keyboardFrame: Self.docked(291), in: Self.phone(offset: 144, field: field))
        #expect(again == Adjustment(bottomInset: 291, contentOffset: KeyboardPoint(x: 0, y: 99)))
        #expect(session.keyboardWillHide()?.contentOffset == origin)
    }

    @Test func rotationWhileShownRecomputesForTheNewGeometry() {
        var session = KeyboardAvoidanceSession()
        let field = KeyboardRect(x: 16, y: 300, width: 358, height: 44)
        // Portrait: band 0 ..< 508, field (292 ..< 352 with margins) visible: no scroll.
        let portrait = session.keyboardWillShow(keyboardFrame: Self.docked(336), in: Self.phone(field: field))
        #expect(portrait == Adjustment(bottomInset: 336, contentOffset: origin))
        // Landscape 844 × 390, keyboard 209 at y = 390 − 209 = 181; the field, relaid out, is at
        // (16, 300, 812, 44). Visible 390 − 209 = 181; wanted bottom 352 → 352 − 181 = 171.
        let landscapeView = ScrollView(
            frame: KeyboardRect(x: 0, y: 0, width: 844, height: 390), contentOffset: origin,
            focusedFieldFrame: KeyboardRect(x: 16, y: 300, width: 812, height: 44), contentHeight: 2000)
        let landscapeKeyboard = KeyboardRect(x: 0, y: 181, width: 844, height: 209)
        let rotated = session.keyboardHeightWillChange(keyboardFrame: landscapeKeyboard, in: landscapeView)
        #expect(rotated == Adjustment(bottomInset: 209, contentOffset: KeyboardPoint(x: 0, y: 171)))
        // And hiding restores the offset from before the keyboard came.
        #expect(session.keyboardWillHide() == Adjustment(bottomInset: 0, contentOffset: origin))
    }

    @Test func viewAboveATabBarScrollsByTheOverlapNotTheKeyboardHeight() {
        var session = KeyboardAvoidanceSession()
        // iPhone SE, view 375 × 618 above a 49 pt tab bar; keyboard 260 → inset 211, visible 618 − 211 = 407.
        // Field 380 ..< 424, wanted bottom 432: scroll 432 − 407 = 25.
        let view = ScrollView(
            frame: KeyboardRect(x: 0, y: 0, width: 375, height: 618),
            focusedFieldFrame: KeyboardRect(x: 0, y: 380, width: 375, height: 44), contentHeight: 1000)
        let keyboard = KeyboardRect(x: 0, y: 407, width: 375, height: 260)
        #expect(
            session.keyboardWillShow(keyboardFrame: keyboard, in: view)
                == Adjustment(bottomInset: 211, contentOffset: KeyboardPoint(x: 0, y: 25)))
    }
}

@Suite struct KeyboardAvoidanceSessionModelTests {
    /// A brute-force model of the scroll: among the whole-point offsets the content allows, the one
    /// that leaves the least of the field (with its margins) outside the visible band, and of those
    /// the nearest to the original offset. Whole numbers everywhere, so the answer is exact.
    static func modelOffset(
        view: KeyboardRect, keyboard: KeyboardRect, field: KeyboardRect, original: Double, contentHeight: Double,
        topInset: Double, margin: Double
    ) -> Double {
        // Inset by counting covered rows, as in `insetMatchesAReferenceOverRandomFrames`.
        let sharesAColumn = (Int(view.minX)..<Int(view.maxX)).contains {
            Double($0) >= keyboard.minX && Double($0) < keyboard.maxX
        }
        let covered = (Int(view.minY)..<Int(view.maxY)).filter {
            Double($0) >= keyboard.minY && Double($0) < keyboard.maxY
        }
        let inset = sharesAColumn ? Double(covered.count) : 0
        let lowest = min(-topInset, original)
        let highest = max(contentHeight + inset - view.height, original)
        var best = original
        var bestKey = (Double.infinity, Double.infinity)
        for candidate in stride(from: lowest, through: highest, by: 1) {
            let bandTop = candidate + topInset
            let bandBottom = candidate + view.height - inset
            let outside = max(0, bandTop - (field.minY - margin)) + max(0, (field.maxY + margin) - bandBottom)
            let key = (outside, abs(candidate - original))
            if key < bestKey {
                bestKey = key
                best = candidate
            }
        }
        return best
    }

    @Test func showScrollsLikeTheModel() {
        var random = SplitMix64(seed: 0x5C_0011)
        func whole(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) }
        var scrolled = 0
        for _ in 0..<300 {
            let screenHeight = whole(500...900)
            let view = KeyboardRect(x: 0, y: whole(0...60), width: 320, height: screenHeight - whole(0...120))
            let keyboardHeight = whole(150...350)
            let keyboard = KeyboardRect(x: 0, y: screenHeight - keyboardHeight, width: 320, height: keyboardHeight)
            let topInset = whole(0...100)
            let margin = whole(0...12)
            let contentHeight = whole(200...1500)
            let original = whole(-20...Int(max(0, contentHeight - view.height + 20)))
            let visible =
                view.height - topInset - KeyboardAvoidance.bottomInset(keyboardFrame: keyboard, viewFrame: view)
            // Only fields that fit the visible band (with margins); taller ones show their top.
            let fieldHeight = whole(10...Int(max(10, visible - 2 * margin)))
            guard fieldHeight + 2 * margin <= visible else { continue }
            let field = KeyboardRect(
                x: 0, y: whole(0...Int(max(0, contentHeight - fieldHeight))), width: 100, height: fieldHeight)
            var session = KeyboardAvoidanceSession(margin: margin)
            let scrollView = KeyboardAvoidanceSession.ScrollView(
                frame: view, contentOffset: KeyboardPoint(x: 0, y: original), focusedFieldFrame: field,
                contentHeight: contentHeight, topInset: topInset)
            let actual = session.keyboardWillShow(keyboardFrame: keyboard, in: scrollView)?.contentOffset.y
            let expected = Self.modelOffset(
                view: view, keyboard: keyboard, field: field, original: original, contentHeight: contentHeight,
                topInset: topInset, margin: margin)
            #expect(actual == expected, "view \(view) keyboard \(keyboard) field \(field) from \(original)")
            if expected != original { scrolled += 1 }
        }
        // The cases must exercise scrolling, not only "already visible".
        #expect(scrolled > 50)
    }
}
