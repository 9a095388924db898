import Synchronization
import Tracing

/// The update pass: when the screens marked by ``Screen/setNeedsUpdateProperties()``, or by a
/// change of a property their last ``Screen/updateProperties()`` read, run that method again.
///
/// UIKit runs pending property updates once per turn of the main run loop, with layout, before
/// the frame is drawn. The kit has no run loop, so two moments stand for that turn:
/// - **the end of a user event**: ``Button/tap()``, ``TextField/edit(text:)``,
///   ``TableView/selectRow(at:)``, ``TableView/deleteRow(at:)`` and
///   ``NavigationController/goBack()`` run the pass after their actions return, so whatever the
///   event changed is on screen when the call returns (as it is in UIKit when the turn that
///   delivered the touch ends);
/// - **the main actor's next turn**, for a change made outside any user event (a request's
///   answer, a loaded image): the first mark schedules one main-actor task that runs the pass.
///
/// Each pass serves the marks made before it started, each screen at most once; a mark made
/// while the pass runs waits for the next pass, so an update that changes what it reads cannot
/// loop. A screen that is not the top of a navigation stack is skipped and keeps its request
/// until it is shown again; a freed screen is dropped.
///
/// Since the pass is process-wide, one task's event can serve another task's marks; each update
/// runs with the write meter and the trace session of the task that marked its screen, so its
/// writes are counted and traced where they were caused (parallel tests stay apart).
///
/// - Note: The pass runs on the main actor and is process-wide, like the main run loop. Marks
///   are kept under a lock, since Observation calls `onChange` on the thread that sets the
///   property; but observed properties should change on the main actor, as UIKit asks: `onChange`
///   comes at `willSet`, so a pass racing another thread's setter could read the old value.
@MainActor
public enum UpdatePass {
    /// One request for a screen's update: by hand (`generation == nil`), or by a change of a
    /// property read by the screen's run numbered `generation`.
    private struct Mark: Sendable {
        weak var screen: Screen?
        var generation: Int?
        /// The meter of the task that marked (``WriteMeter``): the update's writes count there.
        var meter: WriteMeter?
        /// The trace session of the task that marked (``Probe/session``), read only while a
        /// session records: the update's writes are traced there, whichever task runs the pass.
        var session: Int?
    }

    private struct State: Sendable {
        /// The marks since the last pass, in the order they were made.
        var marks: [Mark] = []
        /// How many user events are being delivered (an action can send another event).
        var eventDepth = 0
        /// Whether a main-actor task is already on its way to run the pass.
        var isTaskScheduled = false
    }

    nonisolated private static let state = Mutex(State())

    /// Asks for `screen` to update at the next pass, and makes sure a pass will come. Any thread.
    /// - Parameter generation: The run whose tracked read changed, or `nil` for a request by hand.
    /// - Complexity: O(1) amortised: one lock, and no task-local lookup while no
    ///   ``WriteMeter`` is open (``WriteMeterScope/current``).
    nonisolated static func mark(_ screen: Screen, generation: Int?) {
        let mark = Mark(
            screen: screen, generation: generation, meter: WriteMeterScope.current,
            session: Probe.isRecording ? Probe.session : nil)
        let schedulesTask = state.withLock { state in
            state.marks.append(mark)
            guard state.eventDepth == 0, !state.isTaskScheduled else { return false }
            state.isTaskScheduled = true
            return true
        }
        guard schedulesTask else { return }
        Task { @MainActor in
            state.withLock { $0.isTaskScheduled = false }
            run()
        }
    }

    /// Delivers one user event: runs `event`, then, once the outermost event returns, the pass.
    /// - Returns: What `event` returns.
    /// - Complexity: Two locks beside `event` and the pass; an event that marked nothing runs
    ///   no pass.
    static func deliver<Result>(_ event: () -> Result) -> Result {
        state.withLock { $0.eventDepth += 1 }
        let result = event()
        let marks = state.withLock { state in
            state.eventDepth -= 1
            return state.eventDepth == 0 ? takeMarks(&state) : []
        }
        serve(marks)
        return result
    }

    /// Runs the pass now: every screen marked so far that is on screen updates its properties.
    ///
    /// Tests and tools call it to stand for the end of a run-loop turn without a user event.
    /// - Complexity: O(*m*) in the marks, plus the updates.
    public static func run() {
        serve(state.withLock { takeMarks(&$0) })
    }

    /// The marks made so far, leaving none.
    nonisolated private static func takeMarks(_ state: inout State) -> [Mark] {
        guard !state.marks.isEmpty else { return [] }
        defer { state.marks = [] }
        return state.marks
    }

    /// Updates the screens of `marks` that are on screen, each at most once, in mark order.
    private static func serve(_ marks: [Mark]) {
        for mark in marks {
            guard let screen = mark.screen else { continue }
            if let generation = mark.generation {
                // A later run replaced the tracking that saw this change.
                guard generation == screen.trackingGeneration else { continue }
                screen.needsUpdateProperties = true
            } else {
                screen.isAwaitingUpdatePass = false
            }
            guard screen.isInWindow, screen.needsUpdateProperties else { continue }
            WriteCounter.measuring(mark.meter) {
                guard Probe.isRecording else { return screen.updatePropertiesIfNeeded() }
                Probe.$session.withValue(mark.session) { screen.updatePropertiesIfNeeded() }
            }
        }
    }
}
