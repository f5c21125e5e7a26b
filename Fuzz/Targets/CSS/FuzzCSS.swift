import EffectDSL
import EffectsInterchange
import EffectsRegistry

/// Fuzz target: the CSS reader, tokenizer → rule parser → cascade → keyframes → the mapping onto the
/// layer model → the imported effect's timeline and sampler.
///
/// The input is one stylesheet, imported for the rule that names each `@keyframes`, or (the first
/// byte deciding, so that the run stays deterministic) for the element `.a.b` inside `.s` with
/// reduced motion; an input holding `<!--markup-->` is a stylesheet and, after the marker, the
/// markup of the page it plays on (whose layer names must not repeat), and when the first byte's
/// second bit is set the page goes through changes of state (`.open` on every element at 0,
/// `:hover` at 50 ms, `.open` again at 120 ms), so that its transitions run. Checked besides "no crash, no hang, bounded memory": every diagnostic has a
/// message and lies inside the file, and every effect imported (a file with errors imports those
/// the errors are not about) has its line and a sound descriptor, builds its timeline at three
/// viewports and samples a few frames (at the default one) to numbers or a sampler error; one input in eight also samples the geometry, renders its
/// diagnostics and prints each effect as `.fx`, which must load back without errors.
enum CSSTarget {
    static let contexts = [
        EffectContext(), EffectContext(viewportWidth: 1e-6, viewportHeight: 2e-6),
        EffectContext(viewportWidth: 1e9, viewportHeight: 1e9),
    ]

    static let elementOptions: CSSImportOptions = FuzzInput.immortal {
        (try? CSSImportOptions(element: ".s > .a.b", reducedMotion: true)) ?? .standard
    }

    /// The changes of state a page with transitions goes through.
    static let changes: [CSSStateChange] = FuzzInput.immortal {
        [".open on *", ":hover on * at 50ms", ".open on * at 120ms"].compactMap { try? CSSStateChange($0) }
    }

    /// What parts an input into a stylesheet and the markup of its page.
    static let markupMarker = Array("<!--markup-->".utf8)

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        var stylesheet = Array(bytes)
        var options = (bytes.first ?? 0) & 1 == 0 ? CSSImportOptions.standard : elementOptions
        // An input holding the marker is a stylesheet, then the markup of the page it plays on.
        if let cut = firstIndex(of: markupMarker, in: stylesheet) {
            let markup = String(decoding: stylesheet[(cut + markupMarker.count)...], as: UTF8.self)
            stylesheet.removeSubrange(cut...)
            do {
                options = try options.withMarkup(markup, name: "fuzz.html")
                if (bytes.first ?? 0) & 2 != 0 { options = options.withChanges(changes) }
            } catch {
                FuzzInput.requireMessage(error.description, "markup")
                return
            }
        }
        let source = SourceFile(name: "fuzz.css", bytes: stylesheet)
        let result = CSSImport.load(source, options: options)
        FuzzInput.requirePositioned(result.diagnostics, inFileOf: stylesheet.count)
        for effect in result.effects {
            let names = effect.descriptor.layerNames
            FuzzInput.require(Set(names).count == names.count, "a page's layer names repeat: \(names)")
        }
        // An effect the import refuses fails alone, so a file with errors may import its other
        // effects; those are checked as any other.
        FuzzInput.require(
            result.effects.allSatisfy { result.lines[$0.descriptor.name] != nil },
            "an effect without its line")
        // One input in eight (by its length, so the choice is the same on every run) also renders its
        // diagnostics and prints its effects: both cost more than the import.
        let prints = bytes.count % 8 == 0
        if prints {
            FuzzInput.require(result.diagnostics.isEmpty || !result.rendered().isEmpty, "nothing rendered")
        }
        for effect in result.effects { check(effect, prints: prints) }
    }

    /// Where `pattern` first starts in `bytes`.
    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first && Array(bytes[index..<index + pattern.count]) == pattern {
                return index
            }
            index += 1
        }
        return nil
    }

    static func check(_ effect: CSSImportedEffect, prints: Bool) {
        let descriptor = effect.descriptor
        FuzzInput.require(descriptor.problems().isEmpty, "unsound descriptor: \(descriptor.problems())")
        let defaults = descriptor.defaults()
        for context in contexts {
            let timeline: Timeline
            do {
                timeline = try effect.timeline(defaults, context: context)
            } catch {
                FuzzInput.requireMessage(error.description, "timeline of \(descriptor.name)")
                continue
            }
            // The extreme viewports only build: sampling one viewport keeps the target fast.
            guard context == contexts[0] else { continue }
            do {
                let table = try Sampler(timeline: timeline, geometry: prints).table(.count(4))
                FuzzInput.require(table.values.allSatisfy { !$0.isNaN }, "NaN in a table")
            } catch {
                FuzzInput.requireMessage(error.description, "table of \(descriptor.name)")
            }
            if prints {
                // `inspect --format fx` of an import loads back without errors.
                let text = DSLPrinter().source(
                    of: effect, origin: .builtIn, parameters: defaults, timeline: timeline, context: context)
                let copy = DSLLoader.load(SourceFile(name: "copy.fx", text: text))
                FuzzInput.require(
                    !copy.hasErrors, "the printed copy has errors:\n\(copy.rendered())\n\(text)")
            }
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    CSSTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
