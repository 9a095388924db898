import Foundation
import Widgets

/// What a fuzz run covered: sessions, steps, and distinct screens.
///
/// A screen is the stack's titles and the top screen's snapshot after a step; two are the same
/// when their ``fingerprint(_:)``s are. Fingerprints are stable across processes and runs
/// (FNV-1a over the entry's sorted-key JSON), so worker processes can report theirs.
public struct FuzzStatistics: Sendable, Hashable {
    /// Sessions played on every architecture.
    public var sessions = 0
    /// Steps in those sessions.
    public var steps = 0
    /// The fingerprints of the distinct screens the reference showed.
    public var screens: Set<UInt64> = []

    /// Creates empty statistics.
    public init() {}

    /// Counts a session played on every architecture.
    /// - Returns: The fingerprints of the screens not seen before.
    @discardableResult
    public mutating func record(_ session: FuzzSession) -> [UInt64] {
        sessions += 1
        steps += session.scenario.steps.count
        var fresh: [UInt64] = []
        for entry in session.reference.transcript.entries {
            let print = Self.fingerprint(entry)
            if screens.insert(print).inserted { fresh.append(print) }
        }
        return fresh
    }

    /// A stable 64-bit fingerprint of what an entry shows (its stack and top screen, not the
    /// step's words).
    public static func fingerprint(_ entry: Transcript.Entry) -> UInt64 {
        struct Shown: Encodable {
            var stack: [String]
            var screen: ScreenSnapshot
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(Shown(stack: entry.stack, screen: entry.screen))) ?? Data()
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01B3
        }
        return hash
    }
}
