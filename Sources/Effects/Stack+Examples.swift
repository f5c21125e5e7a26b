import EffectsRegistry

extension Stack {
    /// Seed 004 on a 375 × 667 viewport (H/2 = 333.5; one level is 15 + 20 = 35 points).
    static let examples: [EffectExample] =
        [
            EffectExample(
                at: .progress(0),
                expect: [
                    "card[0].position.y": 333.5, "card[1].position.y": 368.5, "card[1].transform.scale": 0.9,
                    "card[2].position.y": 403.5, "card[3].position.y": 403.5, "card[3].transform.scale": 0.8,
                ],
                "at rest: depths 0, 1, 2, the hidden fourth card at depth 2"),
            EffectExample(
                at: .progress(0.5),
                expect: [
                    "card[0].position.x": 93.75, "card[0].transform.rotation": -Double.pi / 16,
                    "card[1].position.y": 351, "card[1].transform.scale": 0.95,
                ],
                "a left drag half way: card[1] at H/2 + 35 - 0.5·35, scale 0.95"),
            EffectExample(
                ["direction=right"], at: .progress(1),
                expect: [
                    "card[0].position.x": 375, "card[1].position.y": 333.5, "card[1].transform.scale": 1,
                ],
                "a full right drag: card[1] where card[0] rests"),
            EffectExample(
                ["mode=swipe"], at: .time(0.5),
                expect: [
                    "card[0].position.x": -200, "card[0].position.y": 383.5, "card[2].position.y": 368.5,
                ],
                "the button swipe ends off the viewport at (-w, H/2 + 50)"),
            EffectExample(
                ["mode=undo", "direction=right"], at: .time(0),
                expect: ["card[0].position.x": 575, "card[0].transform.rotation": Double.pi / 8],
                "undo starts where a right swipe ended"),
        ]
}
