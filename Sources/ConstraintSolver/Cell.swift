/// One term of a tableau row: a symbol id and its coefficient.
struct Cell: Sendable {
    var symbol: Int
    var coefficient: Double
}
