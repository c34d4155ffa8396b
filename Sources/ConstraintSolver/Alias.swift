/// A variable eliminated by a required equality: `value = factor × value(base) + offset`, or
/// just `offset` when `base` is -1. `base` is never itself an alias.
struct Alias: Sendable {
    var base: Int
    var factor: Double
    var offset: Double
}
