import LayoutDiagnostics
import LocatedYAML

/// The fields of one mapping of the format, built once from each field's ``FieldSpec``:
/// look-up by name, the names for "did you mean", and the required ones.
package struct FieldTable<Field: FormatField>: Sendable {
    /// How messages name the mapping: "the layout", "'metrics'", "a key".
    package let context: String
    /// Words people write for the fields' names, and the name each means (`up` for `n`).
    package let synonyms: [String: String]
    /// Each field's spec, by raw value.
    package let specs: [FieldSpec]
    /// Each field's name, by raw value.
    package let names: [String]
    /// The raw values of the fields, found by name.
    private let index: NameIndex
    /// The fields that must always be written, in order.
    package let required: [Field]
    /// What the decoder reads for every value, by raw value: each field's kind and length
    /// limit, trivial to copy (a whole ``FieldSpec`` holds strings).
    private let kinds: [FieldKind.Tag]
    private let limits: [LengthLimit.Limit?]
    /// Each field's requirement, by raw value.
    private let requirements: [FieldRequirement]
    /// The names each choice field allows, by raw value (empty for other fields).
    private let choiceNames: [[String]]
    /// The same names, found by their bytes.
    private let choiceIndexes: [NameIndex]

    /// A table of every case of `Field`, each described by `spec`.
    package init(context: String, synonyms: [String: String] = [:], _ spec: (Field) -> FieldSpec) {
        self.context = context
        self.synonyms = synonyms
        let fields = Field.allCases.sorted { $0.rawValue < $1.rawValue }
        specs = fields.map(spec)
        names = specs.map(\.name)
        index = NameIndex(names)
        required = fields.filter { spec($0).requirement == .required }
        kinds = specs.map(\.kind.tag)
        requirements = specs.map(\.requirement)
        choiceNames = specs.map(\.kind.choices)
        choiceIndexes = choiceNames.map(NameIndex.init)
        limits = specs.map { $0.limit?.limit }
    }

    /// The kind of `field`'s value.
    package func kind(_ field: Field) -> FieldKind.Tag { kinds[field.rawValue] }

    /// When `field` must, or may only, be written.
    package func requirement(_ field: Field) -> FieldRequirement { requirements[field.rawValue] }

    /// The names `field` allows, if it is a choice.
    package func choices(_ field: Field) -> [String] { choiceNames[field.rawValue] }

    /// Whether `field` (a choice) allows the name whose UTF-8 is `name` (see ``NameIndex``).
    func allows(_ field: Field, named name: UnsafeBufferPointer<UInt8>) -> Bool {
        choiceIndexes[field.rawValue].position(of: name) != nil
    }

    /// Which length limit applies to `field`'s text.
    package func limit(_ field: Field) -> LengthLimit.Limit? { limits[field.rawValue] }

    /// The field whose name is the UTF-8 `name` (see ``NameIndex``).
    ///
    /// - Complexity: O(1): a bucket by length, then at most a few comparisons of bytes.
    package func field(named name: UnsafeBufferPointer<UInt8>) -> Field? {
        index.position(of: name).flatMap(Field.init(rawValue:))
    }

    /// The field called `name`.
    package func field(named name: String) -> Field? {
        var name = name
        return name.withUTF8 { field(named: $0) }
    }

    /// The spec of `field`.
    package subscript(field: Field) -> FieldSpec { specs[field.rawValue] }
}

/// The fields of one mapping of the format, as an enumeration whose raw values are positions
/// in its ``table``.
package protocol FormatField: RawRepresentable, CaseIterable, Sendable where RawValue == Int {
    /// The mapping's table.
    static var table: FieldTable<Self> { get }
}

extension FormatField {
    /// This field's spec.
    package var spec: FieldSpec { Self.table[self] }
    /// This field's name.
    package var name: String { Self.table.names[rawValue] }
}

/// A set of the fields of one mapping: which were written.
package struct FieldSet<Field: FormatField>: Sendable, Equatable {
    fileprivate var bits: UInt64 = 0

    package init() {}

    package mutating func insert(_ field: Field) { bits |= 1 << UInt64(field.rawValue) }

    package func contains(_ field: Field) -> Bool { bits & (1 << UInt64(field.rawValue)) != 0 }

    /// Whether the field of raw value `rawValue` is in the set.
    @inline(__always) package func contains(rawValue: Int) -> Bool { bits & (1 << UInt64(rawValue)) != 0 }

    package var isEmpty: Bool { bits == 0 }

    /// The fields of both sets.
    package func union(_ other: FieldSet) -> FieldSet {
        var result = self
        result.bits |= other.bits
        return result
    }

    /// The fields in both sets.
    package func intersection(_ other: FieldSet) -> FieldSet {
        var result = self
        result.bits &= other.bits
        return result
    }

    /// The fields of this set that `other` lacks.
    package func subtracting(_ other: FieldSet) -> FieldSet {
        var result = self
        result.bits &= ~other.bits
        return result
    }
}

extension FieldSet: Sequence {
    /// The fields, by raw value, without an array.
    package struct Iterator: IteratorProtocol {
        fileprivate var bits: UInt64

        package mutating func next() -> Field? {
            while bits != 0 {
                let raw = bits.trailingZeroBitCount
                bits &= bits - 1
                if let field = Field(rawValue: raw) { return field }
            }
            return nil
        }
    }

    package func makeIterator() -> Iterator { Iterator(bits: bits) }

    /// The set of `fields`.
    package init(_ fields: some Sequence<Field>) {
        for field in fields { insert(field) }
    }
}
