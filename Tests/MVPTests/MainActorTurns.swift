/// Yields to the main actor until `condition` holds: a presenter's task (a photo's load, the
/// summary's request) ends a few turns after the fake it awaits answers. Bounded, never sleeps.
/// - Returns: Whether `condition` held within 1,000 turns.
@MainActor
func turns(until condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
    return condition()
}
