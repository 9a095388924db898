/// Lets pending main-actor work run until the screen holds still.
///
/// Every app in the kit does its work on the main actor, and the kit is built with
/// nonisolated async functions running on their caller's actor (SE-0461), so a service that
/// answers at once never leaves the main actor. Yielding puts the caller at the back of the
/// main actor's queue, behind every job enqueued before it; a handful of yields in a row with
/// nothing changing means the work that can finish has finished. No sleeping, no clocks.
@MainActor
enum Settling {
    /// Yields until `fingerprint` is unchanged over several yields in a row (at most a bounded
    /// number of yields, so a screen that keeps changing cannot hang a run).
    static func settle(_ fingerprint: () -> Int) async {
        let quietRounds = 4
        var last = fingerprint()
        var quiet = 0
        for _ in 0..<10_000 {
            await Task.yield()
            let now = fingerprint()
            if now == last {
                quiet += 1
                if quiet >= quietRounds { return }
            } else {
                quiet = 0
                last = now
            }
        }
    }
}
