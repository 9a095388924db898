/// Lets pending main-actor work run until the screen holds still.
///
/// Every app in the kit does its work on the main actor. Yielding puts the caller at the back
/// of the main actor's queue, behind every job enqueued before it; several yields in a row with
/// nothing changing on screen, and no work the harness can see on its way (``settle(fingerprint:isBusy:)``),
/// mean the work that can finish has finished. A job that comes back through another thread
/// (a continuation resumed off the main actor) can take longer than a few turns on a busy
/// machine, which is why what the harness can see is tracked rather than guessed. Every wait
/// is bounded; nothing sleeps or reads a clock.
@MainActor
enum Settling {
    /// Yields until `fingerprint` is unchanged over several yields in a row and `isBusy` says
    /// no known work is on its way (at most a bounded number of yields, so a screen that keeps
    /// changing cannot hang a run).
    ///
    /// - Parameters:
    ///   - fingerprint: A hash of what is on screen.
    ///   - isBusy: Work the harness can see that has not reached the screen yet: an answered
    ///     request, an image still loading. While it holds, quiet rounds do not count.
    /// - Returns: `false` when the bound was reached first: the screen kept changing, or the
    ///   work never arrived (a hang, which the runner reports).
    @discardableResult
    static func settle(fingerprint: () -> Int, isBusy: () -> Bool = { false }) async -> Bool {
        let quietRounds = 8
        var last = fingerprint()
        var quiet = 0
        for _ in 0..<maximumYields {
            await Task.yield()
            let now = fingerprint()
            if now == last, !isBusy() {
                quiet += 1
                if quiet >= quietRounds { return true }
            } else {
                quiet = 0
                last = now
            }
        }
        return false
    }

    /// Whether what `shown` returns stays the same, and `isBusy` stays false, over a few
    /// turns: the check made when ``settle(fingerprint:isBusy:)`` reached its bound, since its
    /// fingerprint may have been kept changing by work that is not the app's. Takes a snapshot
    /// every turn, so it is used only then.
    static func holdsStill<Shown: Equatable>(isBusy: () -> Bool, shown: () -> Shown) async -> Bool {
        let first = shown()
        for _ in 0..<confirmationTurns {
            await Task.yield()
            if isBusy() || shown() != first { return false }
        }
        return true
    }

    /// The turns ``holdsStill(isBusy:shown:)`` watches.
    private static let confirmationTurns = 64

    /// Yields until `condition` holds, at most a bounded number of times.
    static func wait(until condition: () -> Bool) async {
        var yields = 0
        while !condition(), yields < maximumYields {
            await Task.yield()
            yields += 1
        }
    }

    /// The most yields any wait makes.
    static let maximumYields = 10_000
}
