import Foundation
import Testing

@testable import Reactive

/// What a Combine user reaches for beyond the operators: `Codable` demand and completion (in
/// Combine's encoded form), `receive()` for `Void` input, `Cancellable.store(in:)`.
@Suite struct CombineSurfaceTests {
    enum CodableError: String, Error, Codable, Equatable { case boom }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    /// A demand in a property `value`, as OpenCombine's `testEncodeDecodeJSON` wraps it.
    struct Wrapped: Codable, Equatable { let value: Subscribers.Demand }

    /// Combine encodes a demand as one unsigned integer (a single-value container), so a
    /// property `value` holding `.max(42)` is `{"value":42}` (OpenCombine's expected JSON).
    @Test func demandEncodesAsCombineDoes() throws {
        #expect(try Self.json(Subscribers.Demand.max(42)) == "42")
        #expect(try Self.json(Wrapped(value: .max(42))) == #"{"value":42}"#)
        #expect(try Self.json(Wrapped(value: .none)) == #"{"value":0}"#)
        #expect(try Self.json(Wrapped(value: .unlimited)) == #"{"value":\#(UInt(Int.max) + 1)}"#)
        for demand in [Subscribers.Demand.none, .max(1), .max(Int.max), .unlimited] {
            #expect(try Self.decode(Wrapped.self, Self.json(Wrapped(value: demand))) == Wrapped(value: demand))
        }
        #expect(try Self.decode(Wrapped.self, #"{"value":\#(UInt(Int.max) + 2)}"#) == Wrapped(value: .unlimited))
        #expect(throws: DecodingError.self) { try Self.decode(Wrapped.self, #"{"value":-1}"#) }
        #expect(throws: DecodingError.self) { try Self.decode(Wrapped.self, #"{"value":{"value":42}}"#) }
    }

    @Test func completionEncodesAsCombineDoesWhenItsFailureIsCodable() throws {
        typealias Completion = Subscribers.Completion<CodableError>
        #expect(try Self.json(Completion.finished) == #"{"success":true}"#)
        #expect(try Self.json(Completion.failure(.boom)) == #"{"error":"boom","success":false}"#)
        for completion in [Completion.finished, .failure(.boom)] {
            #expect(try Self.decode(Completion.self, Self.json(completion)) == completion)
        }
        #expect(throws: DecodingError.self) { try Self.decode(Completion.self, #"{"success":false}"#) }
    }

    @Test func aVoidSubscriberReceivesWithoutAnArgument() {
        let recorder = DemandRecorder<Void, Never>(initial: .none)
        #expect(recorder.receive() == .none)
        #expect(recorder.values.count == 1)
    }

    /// Any `Cancellable` stores itself wrapped in an `AnyCancellable`, which cancels it when
    /// the collection lets go of it.
    @Test func aCancellableStoresItselfInACollection() {
        let cancellable = CountingCancellable()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        cancellable.store(in: &set)
        cancellable.store(in: &array)
        #expect(set.count == 1)
        #expect(array.count == 1)
        #expect(cancellable.cancels == 0)
        set.removeAll()
        array.removeAll()
        #expect(cancellable.cancels == 2)
    }
}

/// A cancellable that is not an `AnyCancellable`, counting its cancels.
final class CountingCancellable: Cancellable {
    var cancels = 0
    func cancel() { cancels += 1 }
}
