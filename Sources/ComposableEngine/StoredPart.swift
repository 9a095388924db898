/// Runs `body` on the part of `root` that `keyPath` names, in place: by its offset in `Root`
/// when the key path goes through stored properties of structs only (as `Scope` and `ifLet`
/// key paths do), so neither the runtime's key-path projection nor a copy of the part is paid;
/// through the key path otherwise.
///
/// - Parameters:
///   - root: The value holding the part.
///   - keyPath: The part.
///   - offset: `MemoryLayout<Root>.offset(of: keyPath)`, found once by the caller.
///   - body: Reads or changes the part.
/// - Returns: What `body` returns.
@inlinable
func withStoredPart<Root, Value, Result>(
    of root: inout Root, _ keyPath: WritableKeyPath<Root, Value>, offset: Int?,
    _ body: (inout Value) -> Result
) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
        body(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
}

/// Reads the part of the value at `root` that `keyPath` names, in place: by its offset when the
/// key path goes through stored properties of structs only, so only the part is copied out;
/// through the key path otherwise. The readers' form of ``withStoredPart(of:_:offset:_:)``.
/// - Complexity: O(1) beside copying the part; `MemoryLayout.offset(of:)` looks the offset up.
@inlinable
func readStoredPart<Root, Value>(of root: UnsafePointer<Root>, _ keyPath: KeyPath<Root, Value>) -> Value {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return root.pointee[keyPath: keyPath] }
    return UnsafeRawPointer(root).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
}
