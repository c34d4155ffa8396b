import Foundation
import KeyboardGeometry
import KeyboardModel
import KeyboardRendering
import Testing

/// The CoreGraphics conversions (Sources/KeyboardGeometry/KeyboardGeometry+CoreGraphics.swift,
/// compiled here against Foundation's CGPoint, CGSize and CGRect).
@Suite struct CoreGraphicsConversionTests {
    @Test func pointsSizesAndRectsGoBothWays() {
        #expect(KeyboardPoint(CGPoint(x: 19.5, y: 29)) == KeyboardPoint(x: 19.5, y: 29))
        #expect(KeyboardPoint(x: 19.5, y: 29).cgPoint == CGPoint(x: 19.5, y: 29))
        #expect(KeyboardSize(CGSize(width: 390, height: 216)) == KeyboardSize(width: 390, height: 216))
        #expect(KeyboardSize(width: 390, height: 216).cgSize == CGSize(width: 390, height: 216))
        let q = KeyboardRect(x: 3, y: 8, width: 33, height: 42)
        #expect(KeyboardRect(CGRect(x: 3, y: 8, width: 33, height: 42)) == q)
        #expect(q.cgRect == CGRect(x: 3, y: 8, width: 33, height: 42))
        #expect(KeyboardRect(q.cgRect) == q)
    }

    /// A scene's colours and outlines (KeyboardScene+CoreGraphics.swift, its Foundation part).
    @Test func coloursAndOutlines() {
        // #007AFF80: 0, 122/255, 1, 128/255.
        let blue = ThemeColor(red: 0, green: 0x7A, blue: 0xFF, alpha: 0x80)
        #expect(blue.srgbComponents == [0, CGFloat(122) / 255, 1, CGFloat(128) / 255])
        let outline = KeyboardScene.Outline(points: [
            KeyboardPoint(x: 0, y: -50), KeyboardPoint(x: 15, y: -50), KeyboardPoint(x: 10, y: 0),
        ])
        #expect(outline.cgPoints == [CGPoint(x: 0, y: -50), CGPoint(x: 15, y: -50), CGPoint(x: 10, y: 0)])
    }

    /// A rectangle with a negative width: x 10, width −4 is the span 6…10.
    @Test func aNegativeSizeIsStandardised() {
        #expect(
            KeyboardRect(CGRect(x: 10, y: 0, width: -4, height: 2)) == KeyboardRect(x: 6, y: 0, width: 4, height: 2))
    }
}
