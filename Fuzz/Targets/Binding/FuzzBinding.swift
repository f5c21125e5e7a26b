import EffectsRegistry

/// Fuzz target: binding parameter values from text (`EffectDescriptor.bind(_:)`).
///
/// The input is a list of assignments separated by NUL bytes (`angle=0.2\0from=left`), bound against
/// a descriptor with a parameter of every kind and unit. Checked besides "no crash": an error has a
/// message; every bound value passes validation and prints as text that binds back to itself.
enum BindingTarget {
    /// One parameter of every kind, with every unit that converts and ranges open and closed.
    static let descriptor = EffectDescriptor(
        name: "every-kind",
        summary: "a parameter of every kind",
        parameters: [
            .number("angle", default: 0.15, in: 0...1.6, unit: "rad", help: "an angle in radians"),
            .number("turn", default: 90, in: -720...720, unit: "deg", help: "an angle in degrees"),
            .number("delay", default: 0, in: 0...(.infinity), unit: "s", help: "seconds"),
            .number("pause", default: 100, unit: "ms", help: "milliseconds"),
            .number("gain", default: 0.5, in: -(.infinity)...1, help: "no unit"),
            .number("spacing", default: 10, unit: "pt", help: "points"),
            .integer("count", default: 4, in: 1...8, help: "a small count"),
            .integer("index", default: 0, help: "any whole number"),
            .vector("scalar", default: Value(1), help: "one component"),
            .vector("offset", default: Value(90, -20), unit: "pt", help: "a point"),
            .vector("colour", default: Value(0.1, 0.2, 0.3, 1), help: "four components"),
            .bool("forward", default: true, help: "a switch"),
            .choice("from", ["left", "right", "top", "bottom"], default: "right", help: "a side"),
            .choice("mode", ["a", "a-b", "é", "two words"], default: "a", help: "odd choice names"),
        ],
        duration: 1)

    /// Every problem the registry would refuse the descriptor for (none: the harness checks it).
    static let problems = descriptor.problems()

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        FuzzInput.require(problems.isEmpty, "the harness's descriptor is unsound: \(problems)")
        let assignments = FuzzInput.strings(bytes)
        let values: ParameterValues
        do {
            values = try descriptor.bind(assignments)
        } catch {
            FuzzInput.requireMessage(error.description, "\(assignments)")
            return
        }
        FuzzInput.require(values.names == descriptor.parameterNames, "names \(values.names)")
        for parameter in descriptor.parameters {
            guard let value = values[parameter.name] else {
                FuzzInput.require(false, "no value for \(parameter.name)")
                return
            }
            do {
                _ = try parameter.validate(value)
                // The text form binds back to the same value (the documented round trip).
                let again = try descriptor.bind(["\(parameter.name)=\(value.description)"])
                FuzzInput.require(
                    again[parameter.name] == value,
                    "\(parameter.name)=\(value) reads back as \(String(describing: again[parameter.name]))")
            } catch {
                FuzzInput.require(false, "\(parameter.name)=\(value) does not bind back: \(error)")
            }
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    BindingTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
