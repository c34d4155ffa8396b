extension DraftReader {
    /// The fields of a key mapping, found from a name by its length and at most two comparisons
    /// (keys are the most numerous mappings of a layout).
    enum KeyField: Int {
        case text, shifted, label, id, action, to, accent, name, alternates, width, minWidth, maxWidth

        /// The field whose name is the UTF-8 `name`, if there is one. (No string canonically
        /// equivalent to one of these ASCII names has other bytes: only `K`, `;` and `` ` `` have
        /// non-ASCII canonical equivalents, and no name holds them.)
        static func named(_ name: UnsafeBufferPointer<UInt8>) -> KeyField? {
            func equal(_ candidate: StaticString) -> Bool {
                candidate.withUTF8Buffer { YAMLNode.equal($0, name) }
            }
            return switch name.count {
            case 2: equal("id") ? .id : equal("to") ? .to : nil
            case 4: equal("text") ? .text : equal("name") ? .name : nil
            case 5: equal("width") ? .width : equal("label") ? .label : nil
            case 6: equal("action") ? .action : equal("accent") ? .accent : nil
            case 7: equal("shifted") ? .shifted : nil
            case 9: equal("min-width") ? .minWidth : equal("max-width") ? .maxWidth : nil
            case 10: equal("alternates") ? .alternates : nil
            default: nil
            }
        }
    }
}
