/// The Lottie figure's input: about a megabyte of animation as After Effects exports write it
/// (keyframed transforms with bezier easing, a curved motion path on every tenth layer, groups of
/// paths, rectangles and fills, numbers to three decimals), made the same way on every run.
enum LottieWorkload {
    /// The file's text, at least `bytes` long.
    static func file(bytes: Int) -> [UInt8] {
        var random = SplitMix(seed: 26)
        var layers: [String] = []
        var size = 0
        var index = 0
        while size < bytes {
            index += 1
            let layer = self.layer(index, &random)
            size += layer.utf8.count + 1
            layers.append(layer)
        }
        let text =
            #"{"v":"5.7.4","fr":30,"ip":0,"op":180,"w":1080,"h":1920,"nm":"fxbench lottie","ddd":0,"assets":[],"layers":["#
            + layers.joined(separator: ",") + "]}"
        return Array(text.utf8)
    }

    private static func number(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 1000
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }

    private static func keyframes(_ count: Int, dimensions: Int, spatial: Bool, _ random: inout SplitMix)
        -> String
    {
        var frames: [String] = []
        for step in 0..<count {
            let values = (0..<dimensions).map { _ in number(random.unit() * 500) }.joined(separator: ",")
            var frame =
                #"{"i":{"x":[0.667],"y":[1]},"o":{"x":[0.333],"y":[0]},"t":\#(step * 20),"s":[\#(values)]"#
            if spatial {
                frame +=
                    #","to":[\#(number(random.unit() * 40)),\#(number(random.unit() * 40)),0],"ti":[0,0,0]"#
            }
            frames.append(frame + "}")
        }
        return #"{"a":1,"k":[\#(frames.joined(separator: ","))]}"#
    }

    private static func path(_ random: inout SplitMix) -> String {
        let count = 12
        func points(_ scale: Double) -> String {
            (0..<count).map { _ in "[\(number(random.unit() * scale)),\(number(random.unit() * scale))]" }
                .joined(separator: ",")
        }
        return
            #"{"ty":"sh","nm":"Path 1","ks":{"a":0,"k":{"i":[\#(points(20))],"o":[\#(points(20))],"v":[\#(points(300))],"c":true}}}"#
    }

    private static func layer(_ index: Int, _ random: inout SplitMix) -> String {
        let ks =
            #"{"o":\#(keyframes(4, dimensions: 1, spatial: false, &random)),"r":\#(keyframes(4, dimensions: 1, spatial: false, &random)),"#
            + #""p":\#(keyframes(5, dimensions: 3, spatial: index % 10 == 0, &random)),"a":{"a":0,"k":[0,0,0]},"#
            + #""s":\#(keyframes(3, dimensions: 3, spatial: false, &random))}"#
        let shapes =
            #"[{"ty":"gr","nm":"Group","it":[\#(path(&random)),\#(path(&random)),"#
            + #"{"ty":"rc","d":1,"s":{"a":0,"k":[120,80]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":8}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0.2,0.4,0.8,1]},"o":{"a":0,"k":100},"r":1},"#
            + #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]"#
        return
            #"{"ddd":0,"ind":\#(index),"ty":4,"nm":"Shape Layer \#(index)","sr":1,"ks":\#(ks),"ao":0,"shapes":\#(shapes),"ip":0,"op":180,"st":0,"bm":0}"#
    }
}
