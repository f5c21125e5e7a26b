effect panel {
    param distance = 100 in 0...1000 "how far the panel goes"
    param side = "right" in ["left", "right"]
    duration 1s
    layer panel {
        set position.x = side == "right" ? distance : -distance
        animate position.x from 0 to side == "right" ? distance : -distance
    }
    example "half way at half time" at 0.5s { panel.position.x = 50 }
    example "to the left" at 100% where side = "left", distance = 200 within 1e-6 {
        panel.position.x = -200
        card[1].transform.scale = 1
    }
}
effect far-panel: panel {
    param distance = 300
    example "its own" at 50% { panel.position.x = 150 }
}
