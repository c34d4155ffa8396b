// MARK: - Copies

extension Solver {
    /// An independent solver in the same state: the same constraints, edit variables,
    /// suggestions and values. Changing one afterwards leaves the other as it was.
    /// The two share the ``Variable`` handles, which hold no values.
    ///
    /// - Returns: The copy.
    /// - Complexity: O(1) until either solver changes: its storage is copied on write.
    public func copy() -> Solver {
        let copy = Solver()
        copy.tableau = tableau
        copy.indexOfVariable = indexOfVariable
        copy.variables = variables
        copy.variableSymbols = variableSymbols
        copy.values = values
        copy.aliases = aliases
        copy.aliasedBy = aliasedBy
        copy.aliasIndices = aliasIndices
        copy.constraints = constraints
        copy.edits = edits
        copy.pendingEdits = pendingEdits
        copy.nextSequence = nextSequence
        copy.nextEditOrder = nextEditOrder
        copy.variableOfSymbol = variableOfSymbol
        copy.updatedVersion = updatedVersion
        copy.updatePlans = updatePlans
        return copy
    }
}
