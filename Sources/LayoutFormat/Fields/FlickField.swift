import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of a key's `flicks`: the eight directions.
package enum FlickField: Int, FormatField {
    case n, ne, e, se, s, sw, w, nw

    /// The direction of the model.
    package var direction: FlickDirection {
        switch self {
        case .n: .n
        case .ne: .ne
        case .e: .e
        case .se: .se
        case .s: .s
        case .sw: .sw
        case .w: .w
        case .nw: .nw
        }
    }

    package static let table = FieldTable<FlickField>(
        context: "'flicks' (directions n, ne, e, se, s, sw, w, nw)",
        synonyms: [
            "up": "n", "down": "s", "left": "w", "right": "e", "north": "n", "south": "s", "east": "e", "west": "w",
            "up-right": "ne", "up-left": "nw", "down-right": "se", "down-left": "sw", "north-east": "ne",
            "north-west": "nw", "south-east": "se", "south-west": "sw",
        ]
    ) { field in
        let names = [
            "north (up)", "north-east", "east (right)", "south-east", "south (down)", "south-west",
            "west (left)", "north-west",
        ]
        return FieldSpec(
            field.direction.rawValue, .output,
            "What a flick \(names[field.rawValue]) does: a text or an output mapping.")
    }
}
