/// An extra linear constraint between keys, as written in a layout: `shift.width == backspace.width`.
public struct LayoutConstraint: Sendable, Hashable, Codable {
    /// The left-hand side.
    public var lhs: LinearExpression
    /// How the sides relate.
    public var relation: ConstraintRelation
    /// The right-hand side.
    public var rhs: LinearExpression
    /// How hard the solver tries; `required` cannot be broken.
    public var strength: ConstraintStrength
    /// The text as written, for messages.
    public var text: String
    /// Where the constraint was written.
    public var source: SourceMark

    /// Creates a constraint.
    public init(
        lhs: LinearExpression, relation: ConstraintRelation, rhs: LinearExpression,
        strength: ConstraintStrength = .required, text: String = "", source: SourceMark = .none
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.strength = strength
        self.text = text
        self.source = source
    }

    /// Whether the constraint applies to a layer: it does when the layer has every key it
    /// names (`has` says whether the layer has a key with an id), and is skipped elsewhere.
    public func applies(where has: (String) -> Bool) -> Bool {
        lhs.terms.allSatisfy { has($0.anchor.keyID) } && rhs.terms.allSatisfy { has($0.anchor.keyID) }
    }

    /// Every key id the constraint names, each once by its bytes.
    public var keyIDs: Set<ExactText> {
        Set((lhs.terms + rhs.terms).map { ExactText($0.anchor.keyID) })
    }
}

/// `==`, `<=` or `>=`.
public enum ConstraintRelation: String, Sendable, Hashable, Codable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// How hard a constraint holds.
public enum ConstraintStrength: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case weak
    case medium
    case strong
    case required

    private var rank: Int {
        switch self {
        case .weak: 0
        case .medium: 1
        case .strong: 2
        case .required: 3
        }
    }

    public static func < (lhs: ConstraintStrength, rhs: ConstraintStrength) -> Bool { lhs.rank < rhs.rank }
}

/// A constant plus a sum of coefficient × key attribute.
public struct LinearExpression: Sendable, Hashable, Codable {
    /// The terms, in the order written (like terms are merged).
    public var terms: [Term]
    /// The constant, in points.
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One coefficient × key attribute.
    public struct Term: Sendable, Hashable, Codable {
        public var coefficient: Double
        public var anchor: KeyAnchor

        public init(coefficient: Double, anchor: KeyAnchor) {
            self.coefficient = coefficient
            self.anchor = anchor
        }
    }
}

/// An attribute of a key, e.g. `shift.width`.
public struct KeyAnchor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var keyID: String
    public var attribute: KeyAttribute

    public init(keyID: String, attribute: KeyAttribute) {
        self.keyID = keyID
        self.attribute = attribute
    }

    public var description: String { "\(keyID).\(attribute.rawValue)" }
}

/// The attributes a constraint may name.
public enum KeyAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    case left
    case right
    case top
    case bottom
    case width
    case height
    case centerX = "center-x"
    case centerY = "center-y"
}
