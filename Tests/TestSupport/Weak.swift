/// A weak reference, for checking that something was freed.
public final class Weak<Object: AnyObject> {
    /// The object, or `nil` once it is freed.
    public weak var object: Object?

    /// Watches `object`.
    public init(_ object: Object?) {
        self.object = object
    }
}
