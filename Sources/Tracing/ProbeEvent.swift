/// What one probe saw: its kind, the thing it is about, and the detail of the event.
///
/// The probes fill it with words a reader knows from the code: a widget event is
/// `kind: .event, subject: "Button signIn", detail: "tap()"`; a widget write is
/// `kind: .write, subject: "Label name", detail: "text \"\" → \"Ann\""`, `unchanged: false`.
public struct ProbeEvent: Sendable, Hashable, Codable {
    /// The boundary a probe sits on.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A user event on a widget (`Button.tap()`, `TextField.edit(text:)`, a table's select or
        /// delete, `NavigationController.goBack()`).
        case event
        /// A write to a widget property.
        case write
        /// A navigation controller pushed or popped a screen (`push(_:)`, `popScreen()`).
        case navigation
        /// `Store.dispatch(_:)` took an action.
        case dispatch
        /// The store's reducer ran for an action.
        case reduce
        /// The store notified one subscriber.
        case notify
        /// A call into the domain's repository (`ProductDataStore`).
        case repository
        /// A call into one of the domain's services (summary, image loading).
        case service
    }

    /// The boundary.
    public var kind: Kind
    /// What the event is about: a widget (`"Label name"`), a store, a repository or service type.
    public var subject: String
    /// The detail: the widget event or property and values, the action, the method.
    public var detail: String
    /// For a write: whether it stored a value equal to the one already there.
    public var unchanged: Bool

    /// Creates an event.
    public init(kind: Kind, subject: String, detail: String, unchanged: Bool = false) {
        self.kind = kind
        self.subject = subject
        self.detail = detail
        self.unchanged = unchanged
    }
}
