/// Why a system could not be turned into solver calls.
struct InputError: Error, CustomStringConvertible {
    var description: String
}
