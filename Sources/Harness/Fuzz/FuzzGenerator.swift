import Domain

/// Builds random but valid user sessions by playing the reference architecture step by step
/// and choosing each next step from what its settled screen offers (``FuzzOffer``).
///
/// Deterministic: the same seed, feature, length and reference give the same steps, because
/// every screen the reference settles on is the same and every choice comes from the seeded
/// generator.
@MainActor
struct FuzzGenerator {
    /// The architecture whose screens decide what is offered.
    let reference: any AppFactory
    /// The most steps a session takes (fewer when a screen offers nothing).
    let length: Int
    /// The folder of the summary fixtures `respond` steps may send.
    let fixtureFolder: String

    /// Generates one session.
    /// - Parameters:
    ///   - index: The session's index, for its name.
    ///   - feature: The feature it starts on.
    ///   - seed: The session's own seed.
    ///   - willPlay: Called with each step before the reference plays it (a worker process
    ///     streams it, so a trap during generation still leaves the steps behind).
    func session(index: Int, feature: Feature, seed: UInt64, willPlay: (Step) -> Void = { _ in }) async -> FuzzSession {
        var random = SplitMix64(seed: seed)
        var steps: [Step] = []
        let name = "fuzz session \(index) (\(feature.rawValue))"
        let result = await ScenarioRunner().run(named: name, feature: feature, on: reference) { stepIndex, screen in
            guard stepIndex < length,
                let step = FuzzOffer(screen).randomStep(fixtureFolder: fixtureFolder, using: &random)
            else { return nil }
            steps.append(step)
            willPlay(step)
            return step
        }
        let scenario = Scenario(name: name, feature: feature, steps: steps, source: "fuzz")
        return FuzzSession(index: index, scenario: scenario, reference: result)
    }
}
