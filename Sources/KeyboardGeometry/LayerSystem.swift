import ConstraintSolver
import KeyboardModel

/// One layer's live constraint system: a solver with the keyboard size as edit variables, the
/// affine snapshot of the last real solve, and the frames it fills in place.
final class LayerSystem {
    /// The strength of the size's edit variables: above every layout preference (strong at most),
    /// below required, so only required constraints can move the size away from a suggestion.
    static let sizeStrength = Strength(weight: 100_000_000)

    let layer: Layer
    let metrics: Metrics
    let width: Variable
    let height: Variable
    let rowUnit: Variable
    /// `[u, h, W, H, fills…]`: the quantities frames are computed from.
    let quantities: [Variable]
    /// How solved quantities become frames.
    let plan: FramePlan
    /// Every constraint, in the order added.
    let constraints: [TaggedConstraint]
    /// The layout, for describing where conflicting constraints came from.
    let layout: KeyboardLayout
    let solver: Solver
    /// Reads the quantities from the solver after a real solve (made once every variable is
    /// in the solver).
    lazy var reader = solver.makeValueReader(for: quantities)
    // The state a resize touches is `@exclusivity(unchecked)`: a layer system is not `Sendable`
    // (one thread at a time) and `frames(for:)` never calls back into it while it holds an
    // access, so the dynamic checks could never fire; they cost a tenth of a fast resize.

    /// The snapshot of the last successful real solve, if still usable.
    @exclusivity(unchecked) var snapshot: SnapshotBox?
    /// Reused buffers: the quantities' values and the size suggestion `[W, H]`.
    @exclusivity(unchecked) var values: [Double]
    @exclusivity(unchecked) var suggestions: [Double] = [0, 0]
    /// The frames, updated in place at every size.
    @exclusivity(unchecked) var frames: LayerFrames
    /// The required constraints alone, for diagnosing sizes that do not fit; made on first use
    /// and left with the same constraints after each use.
    var scratch: Solver?
    /// How many sizes needed a real re-solve (the rest came from the snapshot); for tests.
    var realSolves = 0

    /// Compiles `layer` and solves it at `size`, if that size is valid.
    ///
    /// - Throws: `GeometryError.conflictingConstraints` when required constraints contradict
    ///   each other at every size; `GeometryError.invalidLayout` for bad metrics.
    init(layer: Layer, layout: KeyboardLayout) throws(GeometryError) {
        let compiler = try LayerCompiler(layer: layer, metrics: layout.metrics)
        self.layer = layer
        self.metrics = layout.metrics
        self.width = compiler.width
        self.height = compiler.height
        self.rowUnit = compiler.rowUnit
        self.quantities = [compiler.unit, compiler.rowUnit, compiler.width, compiler.height] + compiler.fills
        self.plan = FramePlan(
            metrics: layout.metrics, forms: compiler.forms, rowFill: compiler.rowFill,
            rowWeights: layer.rows.map(\.height), rowAlignments: layer.rows.map(\.alignment),
            gapsBefore: compiler.gapsBefore, gapsAfter: compiler.gapsAfter)
        let tagged = try compiler.constraints(layout: layout)
        self.constraints = tagged
        self.layout = layout
        self.values = Array(repeating: 0, count: quantities.count)
        self.frames = LayerFrames(layer: layer, phantoms: compiler.phantoms)
        self.solver = Solver()

        do throws(SolverError) {
            try solver.addEditVariable(width, strength: Self.sizeStrength)
            try solver.addEditVariable(height, strength: Self.sizeStrength)
            let size = layout.size
            if size.width.isFinite, size.width > 0, size.height.isFinite, size.height > 0 {
                try solver.suggestValues([(width, size.width), (height, size.height)])
            }
            for item in tagged {
                try solver.addConstraint(item.constraint)
            }
        } catch let error {
            throw mapped(error)
        }
    }

    /// A system in the same state as `other`, with a solver of its own: what a ``LayoutGeometry``
    /// value changes instead of a system another value shares.
    private init(copying other: LayerSystem) {
        layer = other.layer
        metrics = other.metrics
        width = other.width
        height = other.height
        rowUnit = other.rowUnit
        quantities = other.quantities
        plan = other.plan
        constraints = other.constraints
        layout = other.layout
        solver = other.solver.copy()
        snapshot = other.snapshot
        values = other.values
        suggestions = other.suggestions
        frames = other.frames
        realSolves = other.realSolves
        // The scratch solver for diagnoses is made again on first use.
    }

    /// A copy that can change without changing this one.
    func copy() -> LayerSystem { LayerSystem(copying: self) }

    /// Turns a solver error into a geometry error, naming conflicting constraints by origin.
    func mapped(_ error: SolverError) -> GeometryError {
        switch error {
        case .unsatisfiableConstraint:
            return .conflictingConstraints(layer: layer.name, conflicts: origins(of: error.conflictTags))
        default:
            return .solverFailure(error.description)
        }
    }

    /// The origins of conflict tags (`#n`), skipping tags that are not the layer's (the
    /// requested size).
    func origins(of tags: [String]) -> [ConstraintOrigin] {
        tags.compactMap { tag in
            guard tag.first == "#", let index = Int(tag.dropFirst()), constraints.indices.contains(index) else {
                return nil
            }
            return constraints[index].source.origin(layer: layer, layout: layout)
        }
    }
}
