/// A small open-addressing hash map from object identity to `Int`.
///
/// The solver looks up variables and constraints by identity on every addition; Swift's
/// `Dictionary` pays for a seeded SipHash each time, this map for one multiplication. The
/// caller keeps the objects alive (their identities must not be reused while mapped). Lookup
/// only: nothing ever iterates the map, so its order cannot leak into results.
struct IdentityMap: Sendable {
    private static let empty: UInt = 0
    private static let deleted: UInt = 1

    private var keys: [UInt] = [UInt](repeating: IdentityMap.empty, count: 64)
    private var values: [Int] = [Int](repeating: 0, count: 64)
    private var occupied = 0
    private(set) var count = 0

    init() {}

    /// The object's address (never 0 or 1: objects are aligned).
    private static func key(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    /// The home slot of `key`: Fibonacci hashing of the address without its alignment bits.
    private static func home(_ key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The slot where `key` is stored, or -1.
    private func find(_ key: UInt) -> Int {
        let mask = keys.count - 1
        var index = IdentityMap.home(key, mask: mask)
        while true {
            let probe = keys[index]
            if probe == key { return index }
            if probe == IdentityMap.empty { return -1 }
            index = (index + 1) & mask
        }
    }

    /// The value for `object`, or `nil`.
    subscript(object: AnyObject) -> Int? {
        let index = find(IdentityMap.key(object))
        return index >= 0 ? values[index] : nil
    }

    /// Maps `object` to `value`, replacing any earlier value.
    mutating func set(_ object: AnyObject, _ value: Int) {
        let key = IdentityMap.key(object)
        let existing = find(key)
        if existing >= 0 {
            values[existing] = value
            return
        }
        if (occupied + 1) * 4 > keys.count * 3 {
            grow()
        }
        let mask = keys.count - 1
        var index = IdentityMap.home(key, mask: mask)
        while keys[index] != IdentityMap.empty && keys[index] != IdentityMap.deleted {
            index = (index + 1) & mask
        }
        if keys[index] == IdentityMap.empty {
            occupied += 1
        }
        keys[index] = key
        values[index] = value
        count += 1
    }

    /// Removes `object` if present.
    mutating func remove(_ object: AnyObject) {
        let index = find(IdentityMap.key(object))
        guard index >= 0 else { return }
        keys[index] = IdentityMap.deleted
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = count * 2 >= oldKeys.count / 2 ? oldKeys.count * 2 : oldKeys.count
        keys = [UInt](repeating: IdentityMap.empty, count: capacity)
        values = [Int](repeating: 0, count: capacity)
        occupied = 0
        count = 0
        let mask = capacity - 1
        for (position, key) in oldKeys.enumerated() where key != IdentityMap.empty && key != IdentityMap.deleted {
            var index = IdentityMap.home(key, mask: mask)
            while keys[index] != IdentityMap.empty {
                index = (index + 1) & mask
            }
            keys[index] = key
            values[index] = oldValues[position]
            occupied += 1
            count += 1
        }
    }
}
