import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutDraft {
    /// This (child) layout over `parent`, by the merge rules of `extends`.
    ///
    /// Top-level fields of the child win; `layers` merge by name (a child layer replaces the
    /// parent's layer of the same name in its place, new names are appended); `alternates` merge
    /// by key id; `compose` merges by accent and then by base character; `metrics` and
    /// `behavior` merge field by field; `modify-tables` merge by name and then by text; `composer`
    /// is the child's, else the parent's; `constraints` are the parent's followed by the child's;
    /// `form` is the child's, else the parent's; `forms` merge by name (a child's form replaces
    /// the parent's of the same name whole, new names are appended).
    /// The places of `alternates` and `compose` entries stay the child's: warnings about them
    /// are for the file being checked.
    func merged(over parent: LayoutDraft) -> LayoutDraft {
        var result = self
        result.writtenFields = writtenFields.union(parent.writtenFields)
        result.id = id ?? parent.id
        result.name = name ?? parent.name
        result.locale = locale ?? parent.locale
        result.direction = direction ?? parent.direction
        result.size = size ?? parent.size
        result.sizeLocation = size != nil ? sizeLocation : parent.sizeLocation
        result.metrics = metrics.merged(over: parent.metrics)
        result.behavior = behavior.merged(over: parent.behavior)
        result.alternates = parent.alternates.merging(alternates) { _, child in child }
        result.droppedKeyIDs = parent.droppedKeyIDs + droppedKeyIDs
        var compose = parent.compose
        for (accent, table) in self.compose {
            compose[accent, default: [:]].merge(table) { _, child in child }
        }
        result.compose = compose
        var modifyTables = parent.modifyTables
        for (name, table) in self.modifyTables {
            modifyTables[name, default: [:]].merge(table) { _, child in child }
        }
        result.modifyTables = modifyTables
        result.composer = composer ?? parent.composer
        result.theme = theme ?? parent.theme
        var layers = parent.layers
        var indexByName: [ExactText: Int] = [:]
        for (index, layer) in layers.enumerated() where indexByName[text: layer.name] == nil {
            indexByName[text: layer.name] = index
        }
        for layer in self.layers {
            if let index = indexByName[text: layer.name] {
                layers[index] = layer
            } else {
                indexByName[text: layer.name] = layers.count
                layers.append(layer)
            }
        }
        result.layers = layers
        result.layersLocation = layersLocation ?? parent.layersLocation
        result.constraints = parent.constraints + constraints
        result.formName = formName ?? parent.formName
        // Forms merge by name, a child's form replacing the parent's whole.
        var forms = parent.forms
        for form in self.forms {
            if let index = forms.firstIndex(where: { $0.name.value == form.name.value }) {
                forms[index] = form
            } else {
                forms.append(form)
            }
        }
        result.forms = forms
        return result
    }
}
