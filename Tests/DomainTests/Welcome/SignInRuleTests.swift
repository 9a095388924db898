import Domain
import Testing

@Suite("Sign-in rule (Docs/Contract.md §1)")
struct SignInRuleTests {
    @Test(arguments: ["", " ", "\t\n ", "\u{3000}"])
    func blankNamesCannotBeSubmitted(name: String) {
        #expect(!SignInRule.canSubmit(name))
        #expect(throws: SignInError.emptyName) { try User.demo.signingIn(as: name) }
    }

    @Test func signingInTrimsAndKeepsAbout() throws {
        let user = try User.demo.signingIn(as: "  Ann \n")
        #expect(user == User(name: "Ann", about: "Admin", isLogin: true))
    }

    @Test func thirtyTwoCharactersPassThirtyThreeFail() throws {
        let thirtyTwo = String(repeating: "a", count: 32)
        #expect(try User.demo.signingIn(as: thirtyTwo).name == thirtyTwo)
        #expect(throws: SignInError.nameTooLong) { try User.demo.signingIn(as: thirtyTwo + "b") }
    }

    @Test func lengthCountsCharactersNotScalars() throws {
        let family = "👩‍👩‍👧‍👦"  // 7 scalars, 1 Character
        let decomposed = "e\u{301}"  // 2 scalars, 1 Character
        let name = String(repeating: family, count: 16) + String(repeating: decomposed, count: 16)
        #expect(name.count == 32)
        #expect(try User.demo.signingIn(as: name).name == name)
        #expect(throws: SignInError.nameTooLong) { try User.demo.signingIn(as: name + "x") }
    }

    @Test func signingOutKeepsNameAndAbout() {
        let user = User(name: "Ann", about: "Admin", isLogin: true)
        #expect(user.signingOut() == User(name: "Ann", about: "Admin", isLogin: false))
    }
}
