// Conversions between Keysmith's geometry and CoreGraphics' (CGPoint, CGSize, CGRect, CGFloat),
// for hosts on Apple platforms. Linux has no CoreGraphics; there Foundation declares the same
// types, and Tests/CoreGraphicsConversionTests compiles this file against them (defining
// KEYSMITH_CG_FROM_FOUNDATION), so the conversions are tested here too.
#if canImport(CoreGraphics)
    public import CoreGraphics
#elseif KEYSMITH_CG_FROM_FOUNDATION
    public import Foundation
    public import KeyboardGeometry
    public import KeyboardModel
#endif

#if canImport(CoreGraphics) || KEYSMITH_CG_FROM_FOUNDATION
    extension KeyboardPoint {
        /// The point at `point`.
        public init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }

        /// The point as CoreGraphics has it.
        public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
    }

    extension KeyboardSize {
        /// The size of `size`.
        public init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }

        /// The size as CoreGraphics has it.
        public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
    }

    extension KeyboardRect {
        /// The rectangle of `rect`, standardised (a negative width or height is measured from
        /// the other edge, as `CGRect.minX` and `width` give it).
        public init(_ rect: CGRect) {
            self.init(
                x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        }

        /// The rectangle as CoreGraphics has it.
        public var cgRect: CGRect {
            CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
        }
    }
#endif
