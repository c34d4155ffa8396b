// MARK: - Copies

extension Solver {
    /// An independent solver in the same state: the same constraints, edit variables,
    /// suggestions and values. Changing one afterwards leaves the other as it was.
    ///
    /// The two share the ``Variable`` handles, so ``Variable/value`` holds whichever solver
    /// updated last; read values with ``value(of:)`` or a ``ValueReader`` instead.
    ///
    /// - Returns: The copy.
    /// - Complexity: O(1) until either solver changes: its storage is copied on write.
    public func copy() -> Solver {
        let copy = Solver()
        copy.tableau = tableau
        copy.indexOfVariable = indexOfVariable
        copy.variables = variables
        copy.variableHandles = variableHandles
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
