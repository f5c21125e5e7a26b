extension GeneratedEffects {
    /// The whole set as JSON with the same numbers and names, one effect per line.
    ///
    /// Keyframes are `[percent, value, timing]` arrays and values bare numbers or arrays, so that the
    /// file comes out about as long as the `.fx` source; optional fields are left out when absent.
    var json: [UInt8] {
        var text = ByteText()
        text.append("{\"effects\": [\n")
        for (index, effect) in effects.enumerated() {
            if index > 0 { text.append(",\n") }
            writeJSON(effect, to: &text)
        }
        text.append("\n]}\n")
        return text.bytes
    }

    private func writeJSON(_ effect: Effect, to text: inout ByteText) {
        text.append("{\"name\": \"\(effect.name)\", \"summary\": \"\(effect.summary)\", \"params\": [")
        for (index, parameter) in effect.parameters.enumerated() {
            if index > 0 { text.append(", ") }
            text.append("{\"name\": \"\(parameter.name)\", \"default\": ")
            text.number(parameter.defaultValue)
            text.append(", \"range\": [")
            text.number(parameter.low)
            text.append(", ")
            text.number(parameter.high)
            text.append("], \"help\": \"\(parameter.help)\"}")
        }
        text.append("], \"duration\": ")
        text.number(effect.duration)
        text.append(", \"layers\": [")
        for (index, layer) in effect.layers.enumerated() {
            if index > 0 { text.append(", ") }
            text.append("\n  {\"name\": \"\(layer.name)\", \"set\": {")
            for (setIndex, set) in layer.sets.enumerated() {
                if setIndex > 0 { text.append(", ") }
                text.append("\"\(set.keyPath)\": ")
                writeJSONValue(set.value, to: &text)
            }
            text.append("}, \"tracks\": [")
            writeJSONTracks(layer.tracks, to: &text)
            text.append("]")
            if let duration = layer.groupDuration {
                text.append(", \"group\": {\"duration\": ")
                text.number(duration)
                text.append(", \"tracks\": [")
                writeJSONTracks(layer.groupTracks, to: &text)
                text.append("]}")
            }
            text.append("}")
        }
        text.append("]}")
    }

    private func writeJSONValue(_ value: [Double], to text: inout ByteText) {
        guard value.count > 1 else {
            text.number(value.first ?? 0)
            return
        }
        text.append("[")
        for (index, component) in value.enumerated() {
            if index > 0 { text.append(", ") }
            text.number(component)
        }
        text.append("]")
    }

    private func writeJSONTracks(_ tracks: [Track], to text: inout ByteText) {
        for (index, track) in tracks.enumerated() {
            if index > 0 { text.append(",") }
            text.append("\n    {\"keyPath\": \"\(track.keyPath)\"")
            if let duration = track.duration {
                text.append(", \"duration\": ")
                text.number(duration)
            }
            if let delay = track.delay {
                text.append(", \"delay\": ")
                text.number(delay)
            }
            if let mode = track.mode { text.append(", \"mode\": \"\(mode)\"") }
            if let timing = track.timing {
                text.append(", \"timing\": ")
                writeJSONTiming(timing, to: &text)
            }
            if track.isAdditive { text.append(", \"additive\": true") }
            if let count = track.repeatCount { text.append(", \"repeat\": \(count)") }
            if track.autoreverses { text.append(", \"autoreverse\": true") }
            if let fill = track.fill { text.append(", \"fill\": \"\(fill)\"") }
            if let fromTo = track.fromTo {
                text.append(", \"from\": ")
                writeJSONValue(fromTo.from, to: &text)
                text.append(", \"to\": ")
                writeJSONValue(fromTo.to, to: &text)
            } else {
                text.append(", \"keyframes\": [")
                for (keyIndex, keyframe) in track.keyframes.enumerated() {
                    text.append(keyIndex > 0 ? ",\n      [" : "\n      [")
                    text.number(keyframe.percent)
                    text.append(", ")
                    writeJSONValue(keyframe.value, to: &text)
                    if let timing = keyframe.timing {
                        text.append(", ")
                        writeJSONTiming(timing, to: &text)
                    }
                    text.append("]")
                }
                text.append("]")
            }
            text.append("}")
        }
    }

    /// A name as a string, a bezier as its four numbers, steps as `{"steps": n}`.
    private func writeJSONTiming(_ timing: Timing, to text: inout ByteText) {
        switch timing {
        case .named(let name): text.append("\"\(name)\"")
        case .bezier(let x1, let y1, let x2, let y2):
            text.append("[")
            for (index, number) in [x1, y1, x2, y2].enumerated() {
                if index > 0 { text.append(", ") }
                text.number(number)
            }
            text.append("]")
        case .steps(let count): text.append("{\"steps\": \(count)}")
        }
    }
}
