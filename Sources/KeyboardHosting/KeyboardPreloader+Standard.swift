import Dispatch

extension KeyboardPreloader where Prepared == PreparedLayout {
    /// A preloader that prepares layouts the standard way: load, validate, solve (see
    /// `LayoutPreparation`).
    ///
    /// - Parameters:
    ///   - preparation: Where the files are and the size to solve at.
    ///   - queue: Where preparation runs; a concurrent global queue by default.
    public convenience init(preparation: LayoutPreparation, queue: DispatchQueue = .global(qos: .utility)) {
        self.init(queue: queue) { layoutID in try preparation.prepare(layoutID: layoutID) }
    }
}
