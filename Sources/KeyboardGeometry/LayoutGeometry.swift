public import KeyboardModel

/// The key frames of a layout at any keyboard size.
///
/// Creating one compiles every layer into linear constraints (see DESIGN.md, "Sizing
/// semantics") and solves them at the layout's preferred size. Each layer keeps its solver,
/// with the keyboard width and height as edit variables, and an affine snapshot of the last
/// solve: while the same constraints stay active, a new size costs O(keys) multiply-adds and no
/// allocation; otherwise the solver re-solves by dual simplex and takes a new snapshot.
///
///     var geometry = try LayoutGeometry(layout)
///     let letters = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
///     let key = letters.key(at: KeyboardPoint(x: 20, y: 30))
///
/// How a layer is sized (per layer; `A = W − insets.left − insets.right`):
/// - one unit `u` for all rows: a `k`-unit key is `k·u + (k − 1)·keyGap` wide; `60pt` is 60;
///   `25%` is `0.25·A`; the `fill` keys of a row share one width. `min-width` and `max-width`
///   bound that width expression and are required, so a bound on a unit key limits `u` for the
///   whole layer, and a bound on a fill key limits what the rest of its row may take;
/// - every key is at least `metrics.minKeyWidth` wide; a row with a fill key spans `A`, other
///   rows fit in `A` and are aligned left, centred or right;
/// - `u` is as large as every row allows (a weak preference `u == A`), and at most
///   `metrics.maxUnitWidth` at medium strength;
/// - row heights are `weight·h` for one `h`, at least `metrics.minRowHeight`, and fill the
///   height inside the insets with `rowGap` between rows;
/// - the layout's `constraints` apply to each layer that has every key they name.
///
/// The size is held by edit variables at a strength between `strong` and `required`, so only
/// required constraints can move it: when they do, the size is too small and the geometry
/// throws ``GeometryError/sizeTooSmall(layer:needed:got:conflicts:)`` rather than returning
/// frames.
///
/// A `Sendable` value: compile it on any thread (a preloader's queue) and hand it to another
/// (the main thread). Copies share their compiled layers until one of them is asked for frames
/// at a size, which changes its solvers: that copy then takes solvers of its own first (copy on
/// write, O(constraints) once), so neither copy ever sees the other's changes.
public struct LayoutGeometry: @unchecked Sendable {
    // `@unchecked`: the layer systems are classes, but a system one value shares with another is
    // never changed (`system(at:)` copies it first), so what two threads can reach is only read.

    /// The layout the geometry was made from.
    public let layout: KeyboardLayout
    /// The layers' systems, in layout order; shared with copies of this value until changed.
    private var systems: [LayerSystem]

    /// Compiles every layer of `layout`.
    ///
    /// - Parameter layout: The layout.
    /// - Throws: `GeometryError.conflictingConstraints` when a layer's required constraints
    ///   contradict each other at every size (naming them); `GeometryError.invalidLayout` for a
    ///   non-finite metric or width or a row weight that is not positive.
    /// - Complexity: One solve per layer.
    public init(_ layout: KeyboardLayout) throws(GeometryError) {
        self.layout = layout
        var systems: [LayerSystem] = []
        systems.reserveCapacity(layout.layers.count)
        for layer in layout.layers {
            systems.append(try LayerSystem(layer: layer, layout: layout))
        }
        self.systems = systems
    }

    /// The names of the layers, in layout order.
    public var layerNames: [String] { layout.layers.map(\.name) }

    /// The geometry of `layout`'s form for `width` on a device of `idiom` (see
    /// ``KeyboardLayout/formName(forWidth:idiom:)``): this one when it is that form's, else that
    /// form compiled.
    ///
    /// - Parameters:
    ///   - width: A keyboard width in points.
    ///   - idiom: The device's idiom, when known.
    ///   - layout: The layout with all its forms (this geometry's, or the one it is a form of).
    /// - Throws: `GeometryError` when the form cannot be compiled.
    public func form(
        forWidth width: Double, idiom: Device.Idiom? = nil, of layout: KeyboardLayout
    ) throws(GeometryError) -> LayoutGeometry {
        let name = layout.formName(forWidth: width, idiom: idiom)
        guard name != self.layout.formName, let form = layout.form(named: name) else { return self }
        return try LayoutGeometry(form)
    }

    /// The frames of every layer at `size`.
    ///
    /// - Parameter size: The keyboard size in points.
    /// - Returns: One ``LayerFrames`` per layer, in layout order.
    /// - Throws: `GeometryError.invalidSize` for a size that is not finite and positive;
    ///   `GeometryError.sizeTooSmall` for the first layer that does not fit.
    public mutating func frames(for size: KeyboardSize) throws(GeometryError) -> [LayerFrames] {
        try Self.check(size)
        var result: [LayerFrames] = []
        result.reserveCapacity(systems.count)
        for index in systems.indices {
            result.append(try system(at: index).frames(for: size))
        }
        return result
    }

    /// The frames of one layer at `size`.
    ///
    /// - Parameters:
    ///   - layer: The layer's name.
    ///   - size: The keyboard size in points.
    /// - Returns: The layer's frames.
    /// - Throws: `GeometryError.unknownLayer`, `GeometryError.invalidSize` or
    ///   `GeometryError.sizeTooSmall` (with the needed size and the conflicting constraints).
    /// - Complexity: O(keys of the layer) when the size keeps the solver's active constraints;
    ///   otherwise a dual-simplex re-solve.
    public mutating func frames(ofLayer layer: String, for size: KeyboardSize) throws(GeometryError) -> LayerFrames {
        guard let index = systems.firstIndex(where: { $0.layer.name == layer }) else {
            throw .unknownLayer(layer, available: layerNames)
        }
        try Self.check(size)
        return try system(at: index).frames(for: size)
    }

    /// A height for the keyboard at `width`, for a host that must guess before it lays out.
    ///
    /// It is the tallest layer's natural height: with `metrics.preferredRowHeight` set, the
    /// height at which its rows are that high (but never below what the layer's minimums need);
    /// without it, the smallest height the layer's required constraints allow. When `width`
    /// itself is too narrow, the height is the one for the narrowest width that fits.
    ///
    /// - Parameter width: The keyboard width in points.
    /// - Returns: The height in points (0 for a layout without rows).
    /// - Throws: `GeometryError.invalidSize` for a width that is not finite and positive.
    public func naturalHeight(forWidth width: Double) throws(GeometryError) -> Double {
        guard width.isFinite, width > 0 else { throw .invalidSize(KeyboardSize(width: width, height: 0)) }
        var height = 0.0
        for system in systems {
            // Solved in a solver of its own: the shared system is only read.
            height = max(height, try system.naturalHeight(forWidth: width))
        }
        return height
    }

    /// The system of layer `index`, made this value's own first when a copy shares it.
    private mutating func system(at index: Int) -> LayerSystem {
        if !isKnownUniquelyReferenced(&systems[index]) {
            systems[index] = systems[index].copy()
        }
        return systems[index]
    }

    /// How many sizes needed a real re-solve, over all layers; for tests.
    package var realSolveCount: Int { systems.reduce(0) { $0 + $1.realSolves } }

    /// Rejects sizes that are not finite and positive.
    static func check(_ size: KeyboardSize) throws(GeometryError) {
        guard size.width.isFinite, size.width > 0, size.height.isFinite, size.height > 0 else {
            throw .invalidSize(size)
        }
    }
}
