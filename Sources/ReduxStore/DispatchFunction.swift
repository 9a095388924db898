/// A function that sends an action into a store's dispatch pipeline.
///
/// - Parameter action: The action to dispatch.
///
/// - Note: Mirrors ReSwift's `DispatchFunction` (Redux.js: `dispatch`). Unlike
///   ReSwift, the function type is isolated to the main actor, matching the
///   isolation of ``Store``.
public typealias DispatchFunction = @MainActor (_ action: any Action) -> Void
