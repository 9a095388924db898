/// Yields to the main actor until `condition` holds, at most a bounded number of times: the
/// way these tests wait for work that an injected fake let go of (a held request answered, a
/// held image load completed) to reach the screen, without sleeping.
///
/// - Returns: Whether `condition` holds.
@MainActor
func yieldUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
    return condition()
}
