extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either
    /// due to normal completion or an error.
    ///
    /// Mirrors Combine's `Subscribers.Completion`. A publisher sends at most
    /// one completion, and nothing after it.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The keys of the encoded form, Combine's: `success`, and `error` for a failure.
    @usableFromInline
    enum CodingKeys: String, CodingKey {
        case success
        case error
    }
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
    /// Encodes the completion as Combine does: `success` (`true` for `.finished`) and, for
    /// `.failure`, the `error`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .finished:
            try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    /// Decodes a completion in Combine's form (see ``encode(to:)``).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if `success` is missing, or `error` is missing or not a
    ///   `Failure` when `success` is `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}
