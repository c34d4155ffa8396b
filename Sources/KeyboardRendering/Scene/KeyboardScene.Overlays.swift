public import KeyboardGeometry
public import KeyboardModel

extension KeyboardScene {
    /// A closed outline of straight lines, in keyboard coordinates.
    public struct Outline: Sendable, Hashable {
        /// The corners in order; the last joins the first.
        public var points: [KeyboardPoint]

        /// Creates an outline.
        public init(points: [KeyboardPoint]) {
            self.points = points
        }
    }

    /// The preview bubble a phone keyboard shows over a pressed character key: a head one key
    /// high and half a key wider, above the key and joined to it by a neck, with the label large
    /// in the head. The head may rise above the keyboard's top edge (as iOS's does) and is moved
    /// sideways to stay within the keyboard's width; the key part stays on the key.
    public struct Bubble: Sendable, Hashable {
        /// The pressed key's id.
        public var keyID: String
        /// The whole outline: head, neck and the key below.
        public var outline: Outline
        /// The head's rectangle (where the label is centred).
        public var head: KeyboardRect
        public var style: KeyStyle
        public var shadowOffset: Double
        public var label: Text?
    }

    /// The long-press callout: a row of items over the key, one selected.
    public struct Callout: Sendable, Hashable {
        /// One item of the row.
        public struct Item: Sendable, Hashable {
            /// What a release on it types.
            public var alternate: String
            public var frame: KeyboardRect
            public var isSelected: Bool
            public var style: KeyStyle
            public var label: Text
        }

        /// The long-pressed key's id.
        public var keyID: String
        /// The rectangle around every item.
        public var frame: KeyboardRect
        public var cornerRadius: Double
        public var style: KeyStyle
        public var shadowOffset: Double
        public var items: [Item]
    }

    /// The flick armed on the pressed key: the direction and the legend drawn highlighted over
    /// the key.
    public struct ArmedFlick: Sendable, Hashable {
        public var keyID: String
        public var direction: FlickDirection
        /// The key's frame, where the highlight is drawn.
        public var frame: KeyboardRect
        public var cornerRadius: Double
        public var style: KeyStyle
        public var label: Text
    }

    /// The trail a swiping finger leaves: a line through its points, with round ends and joins,
    /// in the theme's colour of a selected callout item (its accent).
    public struct Trail: Sendable, Hashable {
        /// The finger's points, oldest first.
        public var points: [KeyboardPoint]
        public var colour: ThemeColor
        /// The line's width, in points.
        public var width: Double
    }
}
