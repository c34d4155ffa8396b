extension Layer {
    /// Which layers keys lead to from the first (a layer is reached when a layer of its name
    /// is: keys switch to the first layer with a name; a shifted face with its layer), and
    /// whether the reachable layers have a backspace and a return key. The one reachability
    /// rule: the validator warns by it, and the planner of `keysmith type` types from it.
    ///
    /// - Parameters:
    ///   - layers: The layers, in layout order.
    ///   - names: Their names.
    ///   - redirects: Targets that name no layer, each with the layer to count it as reaching
    ///     (the validator's "did you mean" for a misspelt `to:`).
    /// - Complexity: O(keys).
    package static func reachability(
        of layers: [Layer], names: [String], redirecting redirects: [String: String] = [:]
    ) -> (reached: [Bool], hasBackspace: Bool, hasReturn: Bool) {
        guard !layers.isEmpty else { return ([], false, false) }
        // Layers are found by name in a list while there are few, else in a dictionary.
        // Names are compared by their bytes.
        var indexByName: [ExactText: Int]?
        if layers.count > 16 {
            var index: [ExactText: Int] = [:]
            for (offset, name) in names.enumerated() where index[text: name] == nil {
                index[text: name] = offset
            }
            indexByName = index
        }
        func firstIndex(of name: String) -> Int? {
            if let indexByName { return indexByName[text: name] }
            return names.firstIndex { $0.isExactly(name) }
        }
        // Whether each layer's name is reached, by the first layer with that name.
        var reached = [Bool](repeating: false, count: layers.count)
        reached[0] = true
        var queue = [0]
        var hasBackspace = false
        var hasReturn = false
        // A shifted face shows whenever its layer does.
        var faces: [Int: [Int]] = [:]
        for (index, layer) in layers.enumerated() {
            if let base = layer.shiftOf, let baseIndex = firstIndex(of: base) {
                faces[baseIndex, default: []].append(index)
            }
        }
        func reach(_ next: Int) {
            guard !reached[next] else { return }
            reached[next] = true
            queue.append(next)
            for face in faces[next] ?? [] { reach(face) }
        }
        if let firstFaces = faces[0] { firstFaces.forEach(reach) }
        func visit(_ action: KeyAction) {
            switch action {
            case .backspace: hasBackspace = true
            case .return: hasReturn = true
            case .layer(let target):
                if let next = firstIndex(of: target) ?? redirects[target].flatMap(firstIndex(of:)) { reach(next) }
            default: break
            }
        }
        while let current = queue.popLast() {
            for row in layers[current].rows {
                // By index: iterating would copy every key.
                for index in row.keys.indices {
                    switch row.keys[index].action {
                    case .backspace: hasBackspace = true
                    case .return: hasReturn = true
                    case .layer(let target): visit(.layer(target))
                    default: break
                    }
                    // Flicks switch layers and delete as keys do.
                    guard row.keys[index].hasGestures else { continue }
                    for flick in row.keys[index].flicks { visit(flick.action) }
                }
            }
        }
        let byLayer = names.map { reached[firstIndex(of: $0) ?? 0] }
        return (byLayer, hasBackspace, hasReturn)
    }
}
