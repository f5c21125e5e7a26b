// Prints every effect the app knows, then writes toast-entrance.csv and toast-entrance.svg into the
// folder given as the first argument (the current folder by default).
import EffectsRegistry
import Foundation
import ToastEffects

let folder = CommandLine.arguments.dropFirst().first ?? "."
let effects = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../effects").standardized.path
let (registry, failures) = ToastCatalogue.registry(effectsDirectory: effects)
for failure in failures { print("did not load: \(failure)") }
for entry in registry.entries {
    print(entry.effect.descriptor.name.padding(toLength: 16, withPad: " ", startingAt: 0), entry.origin)
}
do {
    let csv = try ToastPreview.csv(of: "toast-entrance", in: registry)
    let svg = try ToastPreview.chart(of: "toast-entrance", in: registry)
    try csv.write(toFile: folder + "/toast-entrance.csv", atomically: true, encoding: .utf8)
    try svg.write(toFile: folder + "/toast-entrance.svg", atomically: true, encoding: .utf8)
} catch {
    print("toast-demo: \(error)")
    exit(1)
}
