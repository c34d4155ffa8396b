// Conversions a host on Apple platforms needs to draw a scene with CoreGraphics or SwiftUI:
// colours and outlines. The parts built on CGPoint and CGFloat also compile against Foundation
// on Linux (Tests/CoreGraphicsConversionTests, which defines KEYSMITH_CG_FROM_FOUNDATION); CGColor
// and CGPath exist only on Apple platforms, so those two are compiled there alone.
#if canImport(CoreGraphics)
    public import CoreGraphics
    import KeyboardGeometry
#elseif KEYSMITH_CG_FROM_FOUNDATION
    public import Foundation
    import KeyboardGeometry
    public import KeyboardModel
    public import KeyboardRendering
#endif

#if canImport(CoreGraphics) || KEYSMITH_CG_FROM_FOUNDATION
    extension ThemeColor {
        /// The sRGB components from 0 to 1: red, green, blue, alpha (what
        /// `CGColor(srgbRed:green:blue:alpha:)` and SwiftUI's `Color(.sRGB, …)` take).
        public var srgbComponents: [CGFloat] {
            [red, green, blue, alpha].map { CGFloat($0) / 255 }
        }
    }

    extension KeyboardScene.Outline {
        /// The outline's corners as CoreGraphics points, in order (the last joins the first).
        public var cgPoints: [CGPoint] { points.map(\.cgPoint) }
    }
#endif

#if canImport(CoreGraphics)
    extension ThemeColor {
        /// The colour in the sRGB colour space.
        public var cgColor: CGColor {
            let components = srgbComponents
            return CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    extension KeyboardScene.Outline {
        /// The outline as a closed path.
        public var cgPath: CGPath {
            let path = CGMutablePath()
            path.addLines(between: cgPoints)
            path.closeSubpath()
            return path
        }
    }

    extension KeyboardScene.KeyCap {
        /// The cap as a rounded rectangle.
        public var cgPath: CGPath {
            CGPath(
                roundedRect: frame.cgRect, cornerWidth: CGFloat(cornerRadius), cornerHeight: CGFloat(cornerRadius),
                transform: nil)
        }
    }
#endif
