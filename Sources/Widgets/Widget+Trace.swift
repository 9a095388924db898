import Tracing

extension Widget {
    /// Reports a user event on this widget to the trace (``Probe``), while it records.
    /// - Parameter detail: The event as the widget's API spells it (`"tap()"`); evaluated only
    ///   while tracing.
    @inline(__always)
    func traceEvent(_ detail: @autoclosure () -> String) {
        if Probe.isRecording {
            Probe.record(ProbeEvent(kind: .event, subject: "\(type(of: self)) \(id)", detail: detail()))
        }
    }
}
