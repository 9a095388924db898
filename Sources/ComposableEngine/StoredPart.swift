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
