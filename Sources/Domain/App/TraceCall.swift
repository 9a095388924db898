import Tracing

/// Reports a call into the domain's repository or services to the trace, while it records.
///
/// - Parameters:
///   - kind: ``ProbeEvent/Kind/repository`` or ``ProbeEvent/Kind/service``.
///   - subject: The type called.
///   - detail: The call as its API spells it; evaluated only while tracing.
@inline(__always)
func traceCall(_ kind: ProbeEvent.Kind, _ subject: String, _ detail: @autoclosure () -> String) {
    if Probe.isRecording { Probe.record(ProbeEvent(kind: kind, subject: subject, detail: detail())) }
}
