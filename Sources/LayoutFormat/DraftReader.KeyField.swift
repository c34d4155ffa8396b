extension DraftReader {
    /// The fields of a key mapping, found from a name by its length and at most two comparisons
    /// (keys are the most numerous mappings of a layout).
    enum KeyField {
        case text, shifted, label, id, action, to, accent, name, alternates, width, minWidth, maxWidth

        /// The field called `name`, if there is one. (No string canonically equivalent to one of
        /// these ASCII names has another length: only `K`, `;` and `` ` `` have non-ASCII
        /// canonical equivalents.)
        static func named(_ name: String) -> KeyField? {
            switch name.utf8.count {
            case 2: name == "id" ? .id : name == "to" ? .to : nil
            case 4: name == "text" ? .text : name == "name" ? .name : nil
            case 5: name == "width" ? .width : name == "label" ? .label : nil
            case 6: name == "action" ? .action : name == "accent" ? .accent : nil
            case 7: name == "shifted" ? .shifted : nil
            case 9: name == "min-width" ? .minWidth : name == "max-width" ? .maxWidth : nil
            case 10: name == "alternates" ? .alternates : nil
            default: nil
            }
        }
    }
}
