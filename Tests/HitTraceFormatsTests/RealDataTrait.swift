import Testing
import TestSupport

extension Trait where Self == ConditionTrait {
    /// For a test that reads the team's real dumps beside the repository (`RealData`): it runs when
    /// `../shared/data/recursive-description` is there and is skipped, saying so, in a plain clone.
    static var needsRealData: Self { .enabled(if: RealData.isPresent, Comment(rawValue: RealData.skipMessage)) }
}
